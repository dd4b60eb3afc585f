import { isId } from "@jugendclub/api/ids";
import { notFound } from "@tanstack/react-router";

// The content that the admin creates and edits on pages of their own, /admin/create/<word> and
// /admin/edit/<word>/<id>. Each kind's words in those URLs (the spec's URLs, where a new committee
// member is "committee-member" and an existing one "committee") and its form come from the kind's
// declaration (features/admin/kinds/<kind>.ts). The route definitions are part of every page's
// bundle, so they load the declarations only when an admin page opens (here, in its loader).

export type AdminPage = "create" | "edit";

/** An id in a URL: digits only, or the page does not exist. */
function isIdWord(word: string): boolean {
  return /^[1-9]\d*$/.test(word) && isId(Number(word));
}

/** Loads the page's form, or throws notFound for a word no kind has, or an id that is none. */
export async function loadAdminPage(page: AdminPage, word: string, id?: string): Promise<void> {
  const { pageOf } = await import("../features/admin/kinds/index.js");
  const found = pageOf(page, word);
  if (!found || (id !== undefined && !isIdWord(id))) throw notFound();
  await found.form.preload?.();
}
