import type { AdminKind } from "../../routes/-admin-pages.js";

/**
 * The item a create or edit page saved last, for the list it returns to: that list scrolls to it
 * and marks it once (`takeSaved` hands it over and forgets it).
 */
let saved: { kind: AdminKind; id: number } | null = null;

export function rememberSaved(kind: AdminKind, id: number): void {
  saved = { kind, id };
}

export function takeSaved(kind: AdminKind): number | null {
  if (saved?.kind !== kind) return null;
  const { id } = saved;
  saved = null;
  return id;
}
