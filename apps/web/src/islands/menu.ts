/**
 * A header menu (a disclosure: it opens without scripts) closes as a menu does: on Escape, which
 * gives the focus back to its button, and on a click elsewhere. Returns what undoes it.
 */
export function closeLikeAMenu(details: HTMLDetailsElement): () => void {
  const onEvent = (event: Event) => {
    if (!details.open) return;
    if (event instanceof KeyboardEvent ? event.key === "Escape" : !details.contains(event.target as Node)) {
      details.open = false;
      if (event instanceof KeyboardEvent) details.querySelector("summary")?.focus();
    }
  };
  document.addEventListener("click", onEvent);
  document.addEventListener("keydown", onEvent);
  return () => {
    document.removeEventListener("click", onEvent);
    document.removeEventListener("keydown", onEvent);
  };
}

/**
 * The island of a menu on a page without the app: it closes like a menu, and a button whose name
 * says what a tap does (data-label-open, data-label-close on its summary) follows its state.
 */
export function menuIsland(details: HTMLElement): () => void {
  if (!(details instanceof HTMLDetailsElement)) return () => undefined;
  const summary = details.querySelector("summary");
  const { labelOpen, labelClose } = summary?.dataset ?? {};
  const name = () => {
    if (summary && labelOpen && labelClose) summary.setAttribute("aria-label", details.open ? labelClose : labelOpen);
  };
  name();
  details.addEventListener("toggle", name);
  const undo = closeLikeAMenu(details);
  return () => {
    details.removeEventListener("toggle", name);
    undo();
  };
}
