import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { type FormEvent, useRef, useState } from "react";
import { clearToasts, notify } from "../../lib/notify.js";
import { trpc } from "../../trpc.js";
import { COMMON_FIELDS, type ContactValues, FORMS, type FormDefinition, type FormName } from "./definitions.js";
import { fieldLabels, focusFirstInvalid } from "./field-labels.js";
import { checkSummary, checkValues, localFieldErrors, tooManyText } from "./form-check.js";
import { useFormOutcome } from "./form-outcome.js";
import type { Sent } from "./form-post.js";
import { serverFieldErrors } from "./server-errors.js";

export type { Sent };

/** The seconds a 429 asks to wait (its Retry-After), or null when the answer was no 429. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { httpStatus?: number; retryAfter?: number } | undefined;
  if (data?.httpStatus !== 429) return null;
  return typeof data.retryAfter === "number" && data.retryAfter > 0 ? data.retryAfter : 60;
}

/**
 * A public contact form (membership application, sponsor enquiry): its values, the server's
 * messages at each field, the toasts, and a reset after sending. A page that answers the form's
 * plain POST (sent without scripts) starts it where that left it.
 */
type TextChange = { currentTarget: { value: string } };
type CheckChange = { currentTarget: { checked: boolean } };
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;
type OwnOf<N extends FormName> = (typeof FORMS)[N]["own"];

export function useContactForm<N extends FormName>(name: N) {
  type Own = OwnOf<N>;
  type Values = ContactValues<Own>;
  const { i18n } = useLingui();
  const options = FORMS[name] as unknown as FormDefinition<Own>;
  const outcome = useFormOutcome(name);
  const empty = { ...options.own, ...COMMON_FIELDS } as Values;
  const [values, setValues] = useState<Values>(() => ({ ...empty, ...(outcome?.values as Partial<Values>) }));
  const [errors, setErrors] = useState<Record<string, string>>(outcome?.errors ?? {});
  const [sent, setSent] = useState<Sent | null>(outcome?.sent ?? null);
  /** The announced line naming the fields to check ("" when there is none). */
  const [summary, setSummary] = useState(outcome?.summary ?? "");
  const formRef = useRef<HTMLFormElement>(null);
  const send = useMutation(trpc.contactSubmissions.create.mutationOptions());

  /** A text input's name, value, onChange and error. */
  const field = (field: KeysOf<Values, string>) => ({
    name: field,
    value: (values as Record<string, unknown>)[field] as string,
    // Read the value now: React clears the event's currentTarget before a state updater runs.
    onChange: (event: TextChange) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
    error: errors[field],
  });

  /** A checkbox's name, checked state, onChange and error. */
  const checkbox = (field: KeysOf<Values, boolean>) => ({
    name: field,
    checked: (values as Record<string, unknown>)[field] as boolean,
    onChange: (event: CheckChange) => {
      const checked = event.currentTarget.checked;
      setValues((v) => ({ ...v, [field]: checked }));
    },
    error: errors[field],
  });

  /** The browser's own checks speak the browser's language: the site checks in its own. */
  const check = (current: Values) => checkValues(current, options.required(current), i18n);

  /** Shows the problems beside their fields, names them in the toast and the announcement, focuses the first. */
  const refuse = (problems: Record<string, string>) => {
    setErrors(problems);
    const text = checkSummary(fieldLabels(formRef.current, Object.keys(problems)), i18n);
    setSummary(text);
    notify({ color: "red.8", title: i18n._(msg`Feeler`), message: text }, { replace: true });
    focusFirstInvalid(formRef.current);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const problems = check(values);
    if (Object.keys(problems).length > 0) return refuse(problems);
    setErrors({});
    setSummary("");
    const { email, phone, message, website } = values;
    send.mutate(
      { ...options.toInput(values), email, phone: phone || null, message, website },
      {
        onSuccess: (answer) => {
          // A success clears every error of the form, its toast included; the thank-you panel that
          // takes the form's place is the one message (a toast beside it said the same twice, in
          // another language, and covered the panel's heading on a phone).
          clearToasts();
          setSent({ name: options.sender(values), email: values.email.trim(), review: answer.review === true });
          setValues(empty);
        },
        onError: (error) => {
          const wait = retryAfterSeconds(error);
          if (wait !== null) {
            // Refused for now (too many messages from this network): not sent, and trying again
            // works only after the wait, so the form says so and keeps what was typed.
            const text = tooManyText(wait, i18n);
            setSummary(text);
            notify({ color: "red.8", title: i18n._(msg`Feeler`), message: text }, { replace: true });
            return;
          }
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length === 0) {
            // Not a mistake in the form (no connection, a server error): trying again can work.
            notify({ color: "red.8", title: i18n._(msg`Feeler`), message: i18n._(options.failure) }, { replace: true });
            return;
          }
          refuse(localFieldErrors(fields, values, options.required(values), i18n));
        },
      },
    );
  };

  /** After the thank-you: an empty form for another message. */
  const again = () => {
    setSent(null);
    setErrors({});
    setSummary("");
  };

  return { name, field, checkbox, values, submit, pending: send.isPending, sent, again, summary, formRef };
}

/** What the shared frame (contact-form.tsx) uses of a form. */
export interface ContactFormState {
  field(name: keyof typeof COMMON_FIELDS): {
    name: string;
    value: string;
    onChange(event: TextChange): void;
    error?: string;
  };
  submit(event: FormEvent): void;
  pending: boolean;
  sent: Sent | null;
  again(): void;
  summary: string;
  formRef: React.RefObject<HTMLFormElement | null>;
}
