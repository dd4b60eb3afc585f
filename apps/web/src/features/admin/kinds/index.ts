import type { ContentRouter } from "@jugendclub/api/kinds";
import { ADMIN_PAGE_WORDS, type AdminPageKind, adminPageKind, isIdWord } from "../../../admin-pages.js";
import { committeeAdmin } from "./committee.js";
import type { AdminKindSpec } from "./define.js";
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
} satisfies { [R in ContentRouter]: AdminKindSpec<R, AdminPageKind> };

type Kinds = (typeof ADMIN_KINDS)[ContentRouter];
type WithPages = Extract<Kinds, { pages: object }>;

/** The panel's tabs that list content: each kind's own tab (panel.tsx holds a list component for each). */
export type ContentTab = Extract<Kinds["tab"], { label: unknown }>["value"];

/** The name links give a kind with pages of its own ("committee"), and the pages' words in their URLs. */
export type AdminKind = WithPages["pages"]["kind"];

const kinds = Object.values(ADMIN_KINDS) as Kinds[];

/** The content tabs in their order, each with its label. */
export const CONTENT_TABS = kinds.flatMap((kind) => ("label" in kind.tab ? [kind.tab] : [])) as {
  value: ContentTab;
  label: AdminKindSpec<ContentRouter, AdminPageKind>["audit"];
}[];

/** The create and edit pages of each kind that has them, by its name. */
export const ADMIN_PAGES = Object.fromEntries(
  kinds.flatMap((kind) => ("pages" in kind && kind.pages ? [[kind.pages.kind, kind.pages]] : [])),
) as Record<AdminKind, WithPages["pages"]>;

// Every kind admin-pages.ts gives words to has its declaration here (else this fails the typecheck).
ADMIN_PAGES satisfies Record<AdminPageKind, unknown>;

/** The tab that lists each kind with pages: where its saved item is shown after saving. */
export const TAB_OF = Object.fromEntries(
  kinds.flatMap((kind) => ("pages" in kind && kind.pages ? [[kind.pages.kind, kind.tab.value]] : [])),
) as Record<AdminKind, ContentTab>;

/** The kind (with pages) that a router's items are edited as, by router; others have none. */
export const EDIT_PAGE_OF: Partial<Record<string, AdminKind>> = Object.fromEntries(
  kinds.flatMap((kind) => ("pages" in kind && kind.pages ? [[kind.router, kind.pages.kind]] : [])),
);

/**
 * The page of a kind whose create or edit URL has this word (admin-pages.ts), or undefined; also
 * undefined for an id (an edit page's) that is none.
 */
export function pageOf(page: "create" | "edit", word: string, id?: string): WithPages["pages"] | undefined {
  const kind = adminPageKind(page, word);
  return kind && (id === undefined || isIdWord(id)) ? ADMIN_PAGES[kind] : undefined;
}

/** A link to a kind's create page: its path and its word. */
export const createLink = (kind: AdminKind) =>
  ({ to: "/admin/create/$kind", params: { kind: ADMIN_PAGE_WORDS[kind].create } }) as const;

/** A link to an item's edit page. */
export const editLink = (kind: AdminKind, id: number) =>
  ({ to: "/admin/edit/$kind/$id", params: { kind: ADMIN_PAGE_WORDS[kind].edit, id: String(id) } }) as const;
