import { isCalendarDate, luxembourgToday, needsParentConsent } from "@jugendclub/api/consent";

// The membership form's one rule the browser runs too (islands/form.ts shows the parent's fields
// by it): apart from the form's definitions, so a page's script does not carry them.

/** Whether a birth date (YYYY-MM-DD, as a date input gives it) is a child's: the server's rule. */
function isMinor(birthDate: string): boolean {
  return isCalendarDate(birthDate) && birthDate <= luxembourgToday() && needsParentConsent(birthDate);
}

/** Whether the form asks for a parent: by the birth date when one is typed, else by the answer. */
export function needsParent(values: { birthDate: string; underSixteen: string }): boolean {
  return isMinor(values.birthDate) || (!isCalendarDate(values.birthDate) && values.underSixteen === "yes");
}
