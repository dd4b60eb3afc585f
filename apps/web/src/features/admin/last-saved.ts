import { type AdminKind, TAB_OF } from "./kinds/index.js";

/**
 * The item a create or edit page saved last, for the list it returns to: that list scrolls to it
 * and marks it once (`takeSaved` hands it over and forgets it).
 */
let saved: { kind: AdminKind; id: number } | null = null;

export function rememberSaved(kind: AdminKind, id: number): void {
  saved = { kind, id };
  // The panel opens on the tab it remembers (panel.tsx, TAB_KEY): make that the saved item's list
  // (the tab its declaration names, kinds/<kind>.ts).
  sessionStorage.setItem("jc-admin-tab", TAB_OF[kind]);
}

export function takeSaved(kind: AdminKind): number | null {
  if (saved?.kind !== kind) return null;
  const { id } = saved;
  saved = null;
  return id;
}
