// The admin area's addresses, declared once: /admin, /admin/create/<word> and
// /admin/edit/<word>/<id>, with each kind's words as the spec writes them (a new committee member
// is "committee-member", an existing one "committee"). No React and no admin code here: the host
// (through site.ts) answers an unknown admin address with the 404 page from this table, and the
// kinds' declarations (features/admin/kinds/) take their pages' words from it by their name.
import { isId } from "@jugendclub/api/ids";
import { ADMIN_AREA } from "./lib/locale.js";

export const ADMIN_PAGE_WORDS = {
  event: { create: "event", edit: "event" },
  sponsor: { create: "sponsor", edit: "sponsor" },
  photo: { create: "photo", edit: "photo" },
  committee: { create: "committee-member", edit: "committee" },
} as const satisfies Record<string, { create: string; edit: string }>;

/** The name links give a kind with pages of its own ("committee"). */
export type AdminPageKind = keyof typeof ADMIN_PAGE_WORDS;

/** The kind whose create or edit address has this word, or undefined. */
export function adminPageKind(page: "create" | "edit", word: string): AdminPageKind | undefined {
  return (Object.keys(ADMIN_PAGE_WORDS) as AdminPageKind[]).find((kind) => ADMIN_PAGE_WORDS[kind][page] === word);
}

/** An id in an address: digits only, and an id the API takes, or the page does not exist. */
export function isIdWord(word: string): boolean {
  return /^[1-9]\d{0,9}$/.test(word) && isId(Number(word));
}

/** Whether a path (without its language prefix and trailing slash) is one of the admin area's pages. */
export function isAdminPage(page: string): boolean {
  if (page === ADMIN_AREA) return true;
  const [area, action, word, id, ...rest] = page.split("/").slice(1);
  if (`/${area}` !== ADMIN_AREA || rest.length > 0 || word === undefined) return false;
  if (action === "create") return id === undefined && adminPageKind("create", word) !== undefined;
  if (action === "edit") return id !== undefined && isIdWord(id) && adminPageKind("edit", word) !== undefined;
  return false;
}
