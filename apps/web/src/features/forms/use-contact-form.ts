import type { AppRouter } from "@jugendclub/api";
import { isEmailAddress } from "@jugendclub/api/email";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import type { inferRouterInputs } from "@trpc/server";
import { type FormEvent, useRef, useState } from "react";
import { clearToasts, notify } from "../../lib/notify.js";
import { trpc } from "../../trpc.js";
import { fieldLabels, focusFirstInvalid } from "./field-labels.js";
import { serverFieldErrors } from "./server-errors.js";

type ContactInput = inferRouterInputs<AppRouter>["contactSubmissions"]["create"];

/** The fields both public forms have; `website` is the honeypot that people never see. */
const COMMON = { email: "", phone: "", message: "", website: "" };
export type ContactValues<Own> = Own & typeof COMMON;

interface Options<Own> {
  /** What this form sends besides the common fields: its type and the sender's name. */
  toInput(
    values: ContactValues<Own>,
  ): Pick<
    ContactInput,
    | "type"
    | "name"
    | "firstName"
    | "lastName"
    | "company"
    | "birthDate"
    | "parentName"
    | "parentEmail"
    | "parentConsent"
    | "underSixteen"
  >;
  /** The failure toast's text when the message could not reach the server (its title is 'Feeler'). */
  failure: string;
  /** The fields that must be filled in (or ticked) with these values. */
  required(values: ContactValues<Own>): string[];
  /** Who sent it, as the thank-you panel greets them. */
  sender(values: ContactValues<Own>): string;
}

/** Fields that hold an e-mail address: checked with the server's own rule (@jugendclub/api/email). */
const EMAIL_FIELDS = ["email", "parentEmail"];

/** What the thank-you panel says after sending. */
export interface Sent {
  name: string;
  email: string;
  /** The server kept it for the committee to check first (many messages from one network). */
  review: boolean;
}

/** The seconds a 429 asks to wait (its Retry-After), or null when the answer was no 429. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { httpStatus?: number; retryAfter?: number } | undefined;
  if (data?.httpStatus !== 429) return null;
  return typeof data.retryAfter === "number" && data.retryAfter > 0 ? data.retryAfter : 60;
}

/**
 * A public contact form (membership application, sponsor enquiry): its values, the server's
 * messages at each field, the toasts, and a reset after sending.
 */
type TextChange = { currentTarget: { value: string } };
type CheckChange = { currentTarget: { checked: boolean } };
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

export function useContactForm<Own extends Record<string, string | boolean>>(own: Own, options: Options<Own>) {
  const { t } = useLingui();
  const empty: ContactValues<Own> = { ...own, ...COMMON };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<Sent | null>(null);
  /** The announced line naming the fields to check ("" when there is none). */
  const [summary, setSummary] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const send = useMutation(trpc.contactSubmissions.create.mutationOptions());

  /** A text input's name, value, onChange and error. */
  const field = (name: KeysOf<ContactValues<Own>, string>) => ({
    name,
    value: values[name] as string,
    // Read the value now: React clears the event's currentTarget before a state updater runs.
    onChange: (event: TextChange) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
  });

  /** A checkbox's name, checked state, onChange and error. */
  const checkbox = (name: KeysOf<ContactValues<Own>, boolean>) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: CheckChange) => {
      const checked = event.currentTarget.checked;
      setValues((v) => ({ ...v, [name]: checked }));
    },
    error: errors[name],
  });

  /** The browser's own checks speak the browser's language: the site checks in its own. */
  const check = (current: ContactValues<Own>): Record<string, string> => {
    const found: Record<string, string> = {};
    const all = current as Record<string, unknown>;
    for (const name of options.required(current)) {
      const value = all[name];
      if (value === false || (typeof value === "string" && value.trim() === "")) {
        found[name] =
          name === "parentConsent"
            ? t`Ënner 16 Joer brauche mir d'Averständnis vun engem Elterendeel.`
            : name === "underSixteen"
              ? t`Wielt w.e.g. eng Äntwert.`
              : t`Fëllt dëst Feld w.e.g. aus.`;
      }
    }
    for (const name of EMAIL_FIELDS) {
      const value = all[name];
      if (!found[name] && typeof value === "string" && value.trim() !== "" && !isEmailAddress(value.trim())) {
        found[name] = t`Dat ass keng gëlteg E-Mail-Adress (zum Beispill numm@beispill.lu).`;
      }
    }
    return found;
  };

  /** Shows the problems beside their fields, names them in the toast and the announcement, focuses the first. */
  const refuse = (problems: Record<string, string>) => {
    setErrors(problems);
    const labels = fieldLabels(formRef.current, Object.keys(problems));
    setSummary(t`Préift w.e.g.: ${labels.join(", ")}`);
    notify({ color: "red.8", title: t`Feeler`, message: t`Préift w.e.g.: ${labels.join(", ")}` }, { replace: true });
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
            const minutes = Math.max(1, Math.ceil(wait / 60));
            const text =
              minutes === 1
                ? t`Ze vill Noriichten aus dësem Netz a kuerzer Zäit: Är Noriicht gouf net geschéckt. Probéiert et w.e.g. an enger Minutt nach eng Kéier.`
                : t`Ze vill Noriichten aus dësem Netz a kuerzer Zäit: Är Noriicht gouf net geschéckt. Probéiert et w.e.g. an ${minutes} Minutten nach eng Kéier.`;
            setSummary(text);
            notify({ color: "red.8", title: t`Feeler`, message: text }, { replace: true });
            return;
          }
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length === 0) {
            // Not a mistake in the form (no connection, a server error): trying again can work.
            notify({ color: "red.8", title: t`Feeler`, message: options.failure }, { replace: true });
            return;
          }
          // Where the site has its own words for a field's problem, they are used; else the server's.
          const local: Record<string, string> = {
            ...check(values),
            ...(fields.birthDate ? { birthDate: t`Dat ass kee gëltege Gebuertsdatum.` } : {}),
          };
          refuse(Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, local[name] ?? message])));
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

  return { field, checkbox, values, submit, pending: send.isPending, sent, again, summary, formRef };
}

/** What the shared frame (contact-form.tsx) uses of a form. */
export interface ContactFormState {
  field(name: keyof typeof COMMON): { name: string; value: string; onChange(event: TextChange): void; error?: string };
  submit(event: FormEvent): void;
  pending: boolean;
  sent: Sent | null;
  again(): void;
  summary: string;
  formRef: React.RefObject<HTMLFormElement | null>;
}
