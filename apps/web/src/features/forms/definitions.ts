import type { AppRouter } from "@jugendclub/api";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { inferRouterInputs } from "@trpc/server";
import { needsParent } from "./needs-parent.js";

export type ContactInput = inferRouterInputs<AppRouter>["contactSubmissions"]["create"];

/** The fields both public forms have; `website` is the honeypot that people never see. */
export const COMMON_FIELDS = { email: "", phone: "", message: "", website: "" };

type FormValues = Record<string, string | boolean>;
export type ContactValues<Own extends FormValues> = Own & typeof COMMON_FIELDS;

/** A public contact form, declared once: the browser's form and the server's answer to a plain POST use it. */
export interface FormDefinition<Own extends FormValues> {
  /** Its own fields and their empty values, besides the common ones. */
  own: Own;
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
  /** The fields that must be filled in (or ticked) with these values. */
  required(values: ContactValues<Own>): string[];
  /** Who sent it, as the thank-you panel greets them. */
  sender(values: ContactValues<Own>): string;
  /** What the page says when it could not be sent for another reason than the form's (its title is 'Feeler'). */
  failure: MessageDescriptor;
}

const membership: FormDefinition<{
  name: string;
  underSixteen: string;
  birthDate: string;
  parentName: string;
  parentEmail: string;
  parentConsent: boolean;
}> = {
  own: { name: "", underSixteen: "", birthDate: "", parentName: "", parentEmail: "", parentConsent: false },
  toInput: (values) => ({
    type: "membership",
    name: values.name,
    birthDate: values.birthDate || null,
    ...(values.underSixteen ? { underSixteen: values.underSixteen === "yes" } : {}),
    ...(needsParent(values)
      ? { parentName: values.parentName, parentEmail: values.parentEmail, parentConsent: values.parentConsent }
      : {}),
  }),
  required: (values) => [
    "name",
    "underSixteen",
    "email",
    "message",
    ...(needsParent(values) ? ["parentName", "parentEmail", "parentConsent"] : []),
  ],
  sender: (values) => values.name.trim(),
  failure: msg`Der Antrag konnte nicht gesendet werden. Bitte versuchen Sie es erneut.`,
};

const sponsor: FormDefinition<{ firstName: string; lastName: string; company: string }> = {
  own: { firstName: "", lastName: "", company: "" },
  toInput: ({ firstName, lastName, company }) => ({
    type: "sponsor",
    name: `${firstName.trim()} ${lastName.trim()}`.trim(),
    firstName,
    lastName,
    company,
  }),
  required: () => ["firstName", "lastName", "company", "email", "message"],
  sender: (values) => `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
  failure: msg`Das Senden ist fehlgeschlagen. Bitte versuchen Sie es erneut.`,
};

/** The public forms by name: the name is the form's hidden `form` field, and the page table's (site-pages.ts). */
export const FORMS = { membership, sponsor };
export type FormName = keyof typeof FORMS;

export function isFormName(name: unknown): name is FormName {
  return typeof name === "string" && Object.hasOwn(FORMS, name);
}

/** Each field's label, as the forms show it and as a page answering a plain POST names it. */
export const FIELD_LABELS = {
  name: msg`Numm`,
  underSixteen: msg`Sidd Dir ënner 16 Joer?`,
  birthDate: msg`Gebuertsdatum (fakultativ)`,
  parentName: msg`Numm vum Elterendeel`,
  parentEmail: msg`E-Mail vum Elterendeel`,
  parentConsent: msg`Ech sinn en Elterendeel an averstanen, datt mäi Kand Member gëtt.`,
  firstName: msg`Virnumm`,
  lastName: msg`Familljennumm`,
  company: msg`Firma`,
  email: msg`E-Mail`,
  phone: msg`Telefon (fakultativ)`,
  message: msg`Noriicht`,
} satisfies Record<string, MessageDescriptor>;
