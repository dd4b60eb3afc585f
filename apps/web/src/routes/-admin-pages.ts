import { notFound } from "@tanstack/react-router";
import { adminPageKind, isIdWord } from "../admin-pages.js";

// The content that the admin creates and edits on pages of their own, /admin/create/<word> and
// /admin/edit/<word>/<id>. The words are admin-pages.ts's (the host answers 404 from the same
// table); each kind's form comes from its declaration (features/admin/kinds/<kind>.ts). The route
// definitions are part of every page's bundle, so they load the declarations only when an admin
// page opens (here, in its loader).

export type AdminPage = "create" | "edit";

/** Loads the page's form, or throws notFound for a word no kind has, or an id that is none. */
export async function loadAdminPage(page: AdminPage, word: string, id?: string): Promise<void> {
  if (!adminPageKind(page, word) || (id !== undefined && !isIdWord(id))) throw notFound();
  const { pageOf } = await import("../features/admin/kinds/index.js");
  await pageOf(page, word)?.form.preload?.();
}
