import { isId } from "@jugendclub/api/ids";
import type { ContentRouter } from "@jugendclub/api/kinds";
import type { MessageDescriptor } from "@lingui/core";
import { ADMIN_AREA } from "../../../lib/locale.js";
import { committeeAdmin } from "./committee.js";
import type { AdminKindSpec, TabList } from "./define.js";
import { eventAdmin, eventCategoryAdmin } from "./event.js";
import { photoAdmin } from "./photo.js";
import { photoCategoryAdmin } from "./photo-category.js";
import { sponsorAdmin } from "./sponsor.js";

/**
 * Every kind of content the panel edits, by its API router, in the order of the panel's tabs. A
 * router the API serves without a declaration here fails the typecheck (the record is over every
 * one); so does a declaration under another router's name.
 */
export const ADMIN_KINDS = {
  events: eventAdmin,
  eventCategories: eventCategoryAdmin,
  sponsors: sponsorAdmin,
  photos: photoAdmin,
  photoCategories: photoCategoryAdmin,
  committeeMembers: committeeAdmin,
} satisfies { [R in ContentRouter]: AdminKindSpec<R, string> };

type Kinds = (typeof ADMIN_KINDS)[ContentRouter];
type WithPages = Extract<Kinds, { pages: object }>;

/** The panel's tabs that list content: each kind's own tab, with its list. */
export type ContentTab = Extract<Kinds["tab"], { label: unknown }>["value"];

/** The name links give a kind with pages of its own ("committee"). */
export type AdminKind = WithPages["pages"]["kind"];

const kinds = Object.values(ADMIN_KINDS) as Kinds[];

/** The content tabs in their order, each with its label. */
export const CONTENT_TABS = kinds.flatMap((kind) => ("label" in kind.tab ? [kind.tab] : [])) as {
  value: ContentTab;
  label: MessageDescriptor;
  list: TabList;
}[];

/** The create and edit pages of each kind that has them, by its name. */
export const ADMIN_PAGES = Object.fromEntries(
  kinds.flatMap((kind) => ("pages" in kind && kind.pages ? [[kind.pages.kind, kind.pages]] : [])),
) as Record<AdminKind, WithPages["pages"]>;

/** The tab that lists each kind with pages: where its saved item is shown after saving. */
export const TAB_OF = Object.fromEntries(
  kinds.flatMap((kind) => ("pages" in kind && kind.pages ? [[kind.pages.kind, kind.tab.value]] : [])),
) as Record<AdminKind, ContentTab>;

/** The kind (with pages) that a router's items are edited as, by router; others have none. */
export const EDIT_PAGE_OF: Partial<Record<string, AdminKind>> = Object.fromEntries(
  kinds.flatMap((kind) => ("pages" in kind && kind.pages ? [[kind.router, kind.pages.kind]] : [])),
);

/** An id in an address: digits only, and an id the API takes, or the page does not exist. */
export function isIdWord(word: string): boolean {
  return /^[1-9]\d{0,9}$/.test(word) && isId(Number(word));
}

/**
 * The page of a kind whose create or edit address has this word (its declaration's `pages`), or
 * undefined; also undefined for an id (an edit page's) that is none.
 */
export function pageOf(page: "create" | "edit", word: string, id?: string): WithPages["pages"] | undefined {
  const found = Object.values(ADMIN_PAGES).find((pages) => pages[page] === word);
  return found && (id === undefined || isIdWord(id)) ? found : undefined;
}

/**
 * Whether a path (without its language prefix and trailing slash) is one of the admin area's
 * pages: /admin, a kind's create page, an item's edit page, an event's sign-ups, a newsletter (new or by id).
 * The host asks the server build
 * (entry-server.tsx), and answers any other admin address 404.
 */
export function isAdminPage(path: string): boolean {
  if (path === ADMIN_AREA) return true;
  const [area, action, word, id, ...rest] = path.split("/").slice(1);
  if (`/${area}` !== ADMIN_AREA || rest.length > 0 || word === undefined) return false;
  // An event's sign-ups: /admin/signups/<event id> (routes/admin.signups.$eventId.tsx).
  if (action === "signups") return id === undefined && isIdWord(word);
  // A newsletter: /admin/newsletter/new and /admin/newsletter/<id> (routes/admin.newsletter.*.tsx).
  if (action === "newsletter") return id === undefined && (word === "new" || isIdWord(word));
  if (action === "create") return id === undefined && pageOf("create", word) !== undefined;
  if (action === "edit") return id !== undefined && pageOf("edit", word, id) !== undefined;
  return false;
}

/** A link to a kind's create page: its path and its word. */
export const createLink = (kind: AdminKind) =>
  ({ to: "/admin/create/$kind", params: { kind: ADMIN_PAGES[kind].create } }) as const;

/** A link to an item's edit page. */
export const editLink = (kind: AdminKind, id: number) =>
  ({ to: "/admin/edit/$kind/$id", params: { kind: ADMIN_PAGES[kind].edit, id: String(id) } }) as const;

/** The kinds the API's trash takes (their facts name a word there), each a delete moves into it. */
const trashed = kinds.flatMap((kind) => ("trash" in kind.facts && kind.trash ? [kind] : []));

/** The routers of those kinds: the audit log says their deletes went into the trash. */
export const TRASHED_ROUTERS: readonly string[] = trashed.map((kind) => kind.router);

/** What the trash calls one item of each kind it takes, by the kind's word there ("committee-member"). */
export const TRASH_LABELS = Object.fromEntries(trashed.map((kind) => [kind.facts.trash, kind.trash])) as Record<
  string,
  MessageDescriptor
>;
