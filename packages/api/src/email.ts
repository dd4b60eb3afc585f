// What an e-mail address is, once, for the server's schemas and the web's forms
// (@jugendclub/api/email): no imports, so the browser checks the very rule the server applies
// without loading zod. The pattern is zod's default e-mail pattern: a dotted local part and a
// domain with a top-level part of two letters or more, so `paul@kremer` is refused in both.

export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The longest address the database keeps. */
export const EMAIL_MAX = 320;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}
