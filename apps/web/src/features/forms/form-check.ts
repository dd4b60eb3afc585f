import { isEmailAddress } from "@jugendclub/api/email";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Fields that hold an e-mail address: checked with the server's own rule (@jugendclub/api/email). */
const EMAIL_FIELDS = ["email", "parentEmail"];

/**
 * The form's own check before sending, in the page's language (the browser's checks speak the
 * browser's): each required field left empty, each e-mail address the server would refuse. The
 * browser runs it on submit, the server on a plain POST (form-post.ts).
 */
export function checkValues(values: Record<string, unknown>, required: string[], i18n: I18n): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of required) {
    const value = values[name];
    if (value === false || value === undefined || (typeof value === "string" && value.trim() === "")) {
      found[name] =
        name === "parentConsent"
          ? i18n._(msg`Ënner 16 Joer brauche mir d'Averständnis vun engem Elterendeel.`)
          : name === "underSixteen"
            ? i18n._(msg`Wielt w.e.g. eng Äntwert.`)
            : i18n._(msg`Fëllt dëst Feld w.e.g. aus.`);
    }
  }
  for (const name of EMAIL_FIELDS) {
    const value = values[name];
    if (!found[name] && typeof value === "string" && value.trim() !== "" && !isEmailAddress(value.trim())) {
      found[name] = i18n._(msg`Dat ass keng gëlteg E-Mail-Adress (zum Beispill numm@beispill.lu).`);
    }
  }
  return found;
}

/** The line naming the fields to check, as the form announces it and the toast says it. */
export function checkSummary(labels: string[], i18n: I18n): string {
  return i18n._(msg`Préift w.e.g.: ${labels.join(", ")}`);
}

/** What a 429 makes the form say: not sent, and when trying again works. */
export function tooManyText(waitSeconds: number, i18n: I18n): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return minutes === 1
    ? i18n._(
        msg`Ze vill Noriichten aus dësem Netz a kuerzer Zäit: Är Noriicht gouf net geschéckt. Probéiert et w.e.g. an enger Minutt nach eng Kéier.`,
      )
    : i18n._(
        msg`Ze vill Noriichten aus dësem Netz a kuerzer Zäit: Är Noriicht gouf net geschéckt. Probéiert et w.e.g. an ${minutes} Minutten nach eng Kéier.`,
      );
}

/**
 * The server's field problems in the page's language: where the site has its own words for a
 * field's problem, they are used; else the server's.
 */
export function localFieldErrors(
  fields: Record<string, string>,
  values: Record<string, unknown>,
  required: string[],
  i18n: I18n,
): Record<string, string> {
  const local: Record<string, string> = {
    ...checkValues(values, required, i18n),
    ...(fields.birthDate ? { birthDate: i18n._(msg`Dat ass kee gëltege Gebuertsdatum.`) } : {}),
  };
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, local[name] ?? message]));
}
