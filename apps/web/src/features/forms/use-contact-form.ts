import type { AppRouter } from "@jugendclub/api";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import type { inferRouterInputs } from "@trpc/server";
import { type FormEvent, useState } from "react";
import { notify } from "../../lib/notify.js";
import { trpc } from "../../trpc.js";
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
  >;
  /** The success toast's text (its title is 'Merci!'). */
  thanks(values: ContactValues<Own>): string;
  /** The failure toast's text (its title is 'Feeler'). */
  failure: string;
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setErrors({});
    const { email, phone, message, website } = values;
    send.mutate(
      { ...options.toInput(values), email, phone: phone || null, message, website },
      {
        onSuccess: () => {
          notify({ color: "green.8", title: t`Merci!`, message: options.thanks(values) });
          setValues(empty);
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          notify({ color: "red.8", title: t`Feeler`, message: options.failure });
        },
      },
    );
  };

  return { field, checkbox, values, submit, pending: send.isPending };
}

/** What the shared frame (contact-form.tsx) uses of a form. */
export interface ContactFormState {
  field(name: keyof typeof COMMON): { name: string; value: string; onChange(event: TextChange): void; error?: string };
  submit(event: FormEvent): void;
  pending: boolean;
}
