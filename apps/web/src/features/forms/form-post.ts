import type { I18n, MessageDescriptor } from "@lingui/core";
import {
  COMMON_FIELDS,
  type ContactInput,
  FIELD_LABELS,
  FORMS,
  type FormDefinition,
  type FormName,
  isFormName,
} from "./definitions.js";
import { checkSummary, checkValues, localFieldErrors, tooManyText } from "./form-check.js";

/** What was sent, as the thank-you panel says it. */
export interface Sent {
  name: string;
  email: string;
  /** The server kept it for the committee to check first (many messages from one network). */
  review: boolean;
}

/**
 * A public form's state after a plain POST (a browser without scripts, or one whose scripts had
 * not arrived): the page renders the form with it, and the browser's form starts from it.
 */
export interface FormOutcome {
  form: FormName;
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
  /** The announced line above the form: the fields to check, or why it was not sent. */
  summary: string;
  sent: Sent | null;
}

/** The host's answer to sending a message: the API's contactSubmissions.create, run in process. */
export type SubmitResult =
  | { ok: true; review: boolean }
  | { ok: false; status: number; fields?: Record<string, string>; retryAfter?: number };

export interface FormPost {
  /** The posted fields (application/x-www-form-urlencoded), the form's name in `form`. */
  fields: Record<string, string>;
  submit(input: ContactInput): Promise<SubmitResult>;
}

/** The status of the page that answers a POST: 200 sent, 400 the form's mistakes, 429 or 503 not sent. */
export type FormStatus = 200 | 400 | 429 | 503;

/** The labels of the named fields, in the form's order, without '(fakultativ)'. */
function labelsOf(form: FormName, names: string[], i18n: I18n): string[] {
  const order = [...Object.keys(FORMS[form].own), ...Object.keys(COMMON_FIELDS)];
  return [...names]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((name) => {
      const label = (FIELD_LABELS as Record<string, MessageDescriptor | undefined>)[name];
      return label ? i18n._(label).replace(/\s*\([^)]*\)\s*$/, "") : name;
    });
}

/**
 * Answers a public form sent without scripts: the same checks as the browser's form, then the
 * API, then the page's state (sent, or the form with its values and what to fix). Null when the
 * post names no form of the site.
 */
export async function answerFormPost(
  post: FormPost,
  i18n: I18n,
): Promise<{ outcome: FormOutcome; status: FormStatus } | null> {
  const name = post.fields.form;
  if (!isFormName(name)) return null;
  const definition = FORMS[name] as unknown as FormDefinition<Record<string, string | boolean>>;
  // A checkbox is sent only when ticked; every other field as text.
  const values: Record<string, string | boolean> = {};
  for (const [field, empty] of Object.entries({ ...definition.own, ...COMMON_FIELDS })) {
    const posted = post.fields[field];
    values[field] = typeof empty === "boolean" ? posted !== undefined : (posted ?? "");
  }
  const typed = values as Parameters<typeof definition.required>[0];
  const required = definition.required(typed);
  const refuse = (errors: Record<string, string>, status: FormStatus) => ({
    outcome: {
      form: name,
      values,
      errors,
      summary: checkSummary(labelsOf(name, Object.keys(errors), i18n), i18n),
      sent: null,
    },
    status,
  });
  const problems = checkValues(values, required, i18n);
  if (Object.keys(problems).length > 0) return refuse(problems, 400);
  const { email, phone, message, website } = values as Record<string, string>;
  const result = await post.submit({
    ...definition.toInput(typed),
    email: email ?? "",
    phone: phone || null,
    message: message ?? "",
    website: website ?? "",
  });
  if (result.ok) {
    const sent = { name: definition.sender(typed), email: (email ?? "").trim(), review: result.review };
    return { outcome: { form: name, values: {}, errors: {}, summary: "", sent }, status: 200 };
  }
  if (result.status === 429) {
    const text = tooManyText(result.retryAfter ?? 60, i18n);
    return { outcome: { form: name, values, errors: {}, summary: text, sent: null }, status: 429 };
  }
  if (result.fields && Object.keys(result.fields).length > 0) {
    return refuse(localFieldErrors(result.fields, values, required, i18n), 400);
  }
  return {
    outcome: { form: name, values, errors: {}, summary: i18n._(definition.failure), sent: null },
    status: 503,
  };
}
