/** A field's label as the visitor reads it, without the required mark or '(fakultativ)'. */
function labelOf(form: HTMLFormElement | null, name: string): string {
  const input = form?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  // A choice of radio buttons is named by its group's label, not by its first answer's.
  const group = input?.type === "radio" ? input.closest("[role=radiogroup]") : null;
  const groupLabel = group?.getAttribute("aria-labelledby");
  const text =
    (groupLabel ? form?.ownerDocument.getElementById(groupLabel)?.textContent : null) ??
    input?.labels?.[0]?.textContent ??
    name;
  return text
    .replace(/\s*\*\s*$/, "")
    .replace(/\s*\(fakultativ\)\s*$/, "")
    .trim();
}

/** The labels of the named fields, in the form's order. */
export function fieldLabels(form: HTMLFormElement | null, names: string[]): string[] {
  const order = (name: string) => {
    const element = form?.querySelector(`[name="${name}"]`);
    return element && form ? Array.prototype.indexOf.call(form.elements, element) : Number.MAX_SAFE_INTEGER;
  };
  return [...names].sort((a, b) => order(a) - order(b)).map((name) => labelOf(form, name));
}

/** Moves focus to the first field marked invalid, once the errors have rendered. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}
