import { notFound } from "@tanstack/react-router";

// The content that the admin creates and edits on pages of their own, /admin/create/<word> and
// /admin/edit/<word>/<id>: each kind's words and form come from its declaration
// (features/admin/kinds/<kind>.ts; the host answers 404 from the same words, through the server
// build). The route definitions are part of every page's bundle, so they load the declarations
// only when an admin page opens (here, in its loader).

export type AdminPage = "create" | "edit";

/** Loads the page's form, or throws notFound for a word no kind has, or an id that is none. */
export async function loadAdminPage(page: AdminPage, word: string, id?: string): Promise<void> {
  const { pageOf } = await import("../features/admin/kinds/index.js");
  const found = pageOf(page, word, id);
  if (!found) throw notFound();
  await found.form.preload?.();
}
