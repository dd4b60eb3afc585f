import { COMMON_FIELDS, type ContactValues, FORMS, type FormName } from "./definitions.js";
import { useFormOutcome } from "./form-outcome.js";
import type { Sent } from "./form-post.js";

export type { Sent };

type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;
type OwnOf<N extends FormName> = (typeof FORMS)[N]["own"];

/**
 * A public contact form (membership application, sponsor enquiry) as the server renders it: empty,
 * or, on the page that answers its plain POST, with what was typed, what to fix and the line
 * naming it, or the thanks. The fields are the browser's own (default values, no state): sending
 * is a plain POST, which the form's island (islands/form.ts) makes in place.
 */
export function useContactForm<N extends FormName>(name: N) {
  type Values = ContactValues<OwnOf<N>>;
  const outcome = useFormOutcome(name);
  const values = { ...FORMS[name].own, ...COMMON_FIELDS, ...(outcome?.values as Partial<Values>) } as Values;
  const errors = outcome?.errors ?? {};

  /** A text input's name, value and error. */
  const field = (field: KeysOf<Values, string>) => ({
    name: field,
    defaultValue: (values as Record<string, unknown>)[field] as string,
    error: errors[field],
  });

  /** A checkbox's name, state and error. */
  const checkbox = (field: KeysOf<Values, boolean>) => ({
    name: field,
    defaultChecked: (values as Record<string, unknown>)[field] as boolean,
    error: errors[field],
  });

  return { name, field, checkbox, values, sent: outcome?.sent ?? null, summary: outcome?.summary ?? "" };
}

/** What the shared frame (contact-form.tsx) uses of a form. */
export interface ContactFormState {
  name: FormName;
  field(name: keyof typeof COMMON_FIELDS): { name: string; defaultValue: string; error?: string };
  sent: Sent | null;
  summary: string;
}
