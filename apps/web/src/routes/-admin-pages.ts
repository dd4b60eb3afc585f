import { isId } from "@jugendclub/api/ids";
import { notFound } from "@tanstack/react-router";
import { ADMIN_PAGES, type AdminKind } from "../features/admin/kinds/index.js";

// The content that the admin creates and edits on pages of their own, /admin/create/<word> and
// /admin/edit/<word>/<id>: each kind's word in those URLs (the spec's URLs, where a new committee
// member is "committee-member" and an existing one "committee") and its form, which loads with the
// page, come from the kind's declaration (features/admin/kinds/<kind>.ts).
export { ADMIN_PAGES, type AdminKind };

type Page = "create" | "edit";

/** The kind a URL word names; any other word is a page that does not exist. */
function kindOf(page: Page, word: string): AdminKind {
  const kind = (Object.keys(ADMIN_PAGES) as AdminKind[]).find((k) => ADMIN_PAGES[k][page] === word);
  if (!kind) throw notFound();
  return kind;
}

/** An id in a URL: digits only, or the page does not exist. */
function idOf(word: string): number {
  const id = Number(word);
  if (!/^[1-9]\d*$/.test(word) || !isId(id)) throw notFound();
  return id;
}

/** The path parameters of /admin/create/$kind: links name the kind, the URL has its word. */
export const createParams = {
  parse: (raw: { kind: string }) => ({ kind: kindOf("create", raw.kind) }),
  stringify: (params: { kind: AdminKind }) => ({ kind: ADMIN_PAGES[params.kind].create }),
};

/** The path parameters of /admin/edit/$kind/$id. */
export const editParams = {
  parse: (raw: { kind: string; id: string }) => ({ kind: kindOf("edit", raw.kind), id: idOf(raw.id) }),
  stringify: (params: { kind: AdminKind; id: number }) => ({
    kind: ADMIN_PAGES[params.kind].edit,
    id: String(params.id),
  }),
};
