// The one list of what the site stores, and what each rule needs to know about it. The media
// sweep, 'delete all', its counts, the image columns of the CRUD slice (content/store.ts) and the
// guard on public procedures all read this list instead of keeping their own. A new table goes
// here (packages/api/test/content-registry.test.ts fails until it does, and until its writes move
// the content version), and then each of those rules covers it.

import type { UploadPurpose } from "../upload-rules.js";
import type { AnyKind } from "./kind.js";
import { committeeKind } from "./kinds/committee.js";
import { photoCategoryKind } from "./kinds/photo-category.js";
import { sponsorKind } from "./kinds/sponsor.js";

/** ContentTable.visibility: see there. */
export type Visibility = "publishable" | { through: string; table: string } | { someOf: string; table: string };

export interface ContentTable {
  /** The Prisma model's and the SQL table's name. */
  table: string;
  /** The router that serves it: its reads are public, its writes need an admin. */
  router: string;
  /**
   * Columns that hold a stored image's path (/media/...), each with its upload purpose (its size
   * limit). The sweep deletes a stored image that no such column names, so an image column
   * missing here loses its images; a URL from elsewhere written to one is fetched and stored.
   */
  images: Readonly<Record<string, UploadPurpose>>;
  /** The key under which 'delete all' deletes and counts it; absent: 'delete all' keeps it. */
  deleteAllKey?: string;
  /**
   * Who may see a row (content/visibility.ts): `publishable`, its own status and publishAt (and
   * for a sponsor its period); `through`, the row of that relation (a photo: its category's);
   * `someOf`, at least one row of that to-many relation (an event category: while one of its
   * events is visible, so a category used only by drafts or scheduled events stays unknown).
   * Visitors' reads of the table are filtered by it, whatever the query.
   */
  visibility?: Visibility;
  /** A period of days (activeFrom, activeUntil) besides publishing: visitors see a sponsor only then. */
  period?: boolean;
  /**
   * Kept in the admins' order (its `position` column, content/order.ts): the order counts within
   * rows of the same `within` values (a sponsor's type, a photo's category), a new row goes last
   * there, and `PUT .../order` takes every id of one `scope` (all rows, or one parent's) in order.
   */
  ordered?: { within: readonly string[]; scope?: string };
  /**
   * The texts admins may translate, each with its longest length (the lb field's). Stored in the
   * row's `translations` JSON column; content/translations.ts validates them, and visitors' reads
   * give the asked language's text where there is one, the lb text otherwise.
   */
  translatable?: Readonly<Record<string, number>>;
  /**
   * Deleting a row moves it into the trash (trash/kinds.ts) for TRASH_DAYS days: the word that names
   * the kind there and in the trash's REST paths ("committee-member"), what one row is called
   * ("Vorstandsmitglied"; "… nicht gefunden" when it is not there) and the column that names one.
   * Absent: a delete is for good.
   */
  trash?: { kind: string; label: string; title: string };
}

/**
 * The kinds declared in content/kinds/ (defineKind), in their order among CONTENT_TABLES: their
 * entries there, their routers (routers/index.ts) and their stores are derived from this list, so
 * a new kind is its declaration and its line here.
 */
export const DECLARED_KINDS = [sponsorKind, committeeKind, photoCategoryKind] as const;

type EntriesOf<T extends readonly AnyKind[]> = { -readonly [I in keyof T]: T[I]["entry"] };
const declaredEntries = DECLARED_KINDS.map((kind) => kind.entry) as unknown as EntriesOf<typeof DECLARED_KINDS>;

/**
 * What visitors see, parents before children. Each table has the content-version trigger (its
 * writes drop the cached public answers); 'delete all' deletes in reverse order, children first.
 */
export const CONTENT_TABLES = [
  {
    table: "Event",
    router: "events",
    images: { imageUrl: "event" },
    deleteAllKey: "events",
    trash: { kind: "event", label: "Veranstaltung", title: "title" },
    visibility: "publishable",
    translatable: { title: 200, description: 5000 },
  },
  {
    table: "EventCategory",
    router: "eventCategories",
    images: {},
    visibility: { someOf: "events", table: "Event" },
    translatable: { name: 80 },
  },
  // Declared once each in content/kinds/ (defineKind): the entries are derived.
  ...declaredEntries,
  {
    table: "Photo",
    router: "photos",
    images: { src: "photo" },
    deleteAllKey: "photos",
    trash: { kind: "photo", label: "Foto", title: "alt" },
    visibility: { through: "category", table: "PhotoCategory" },
    ordered: { within: ["categoryId"], scope: "categoryId" },
    translatable: { alt: 300, caption: 1000 },
  },
] as const satisfies readonly ContentTable[];

/**
 * Not content, but public answers show their rows: versioned too. StoredFile: image sizes and
 * variants; Setting: the privacy notice (/privacy); Signup: the places left on an event's page;
 * Newsletter: a sent newsletter's web version (GET /newsletters/{id}/web).
 */
export const SHOWN_WITH_CONTENT = ["StoredFile", "Setting", "Signup", "Newsletter"] as const;

/** Tables whose rows visitors never see: no content version, never in a public answer. */
export const PRIVATE_TABLES = [
  "ContactSubmission",
  "OutboxMail",
  "NewsletterSubscriber",
  "AuditEntry",
  "AdminUser",
  "Session",
  "ApiToken",
  "RateLimit",
  "UploadTicket",
  "ContentVersion",
] as const;

/**
 * Settings whose text admins may translate (the Setting row `<key>.translations` holds them), with
 * the longest length of each language's text.
 */
export const TRANSLATABLE_SETTINGS = { "privacy.text": 20000 } as const;

/** Every table whose writes must move the content version on. */
export const VERSIONED_TABLES: readonly string[] = [...CONTENT_TABLES.map((t) => t.table), ...SHOWN_WITH_CONTENT];

type DeleteAllTable = Extract<(typeof CONTENT_TABLES)[number], { deleteAllKey: string }>;
export type DeleteAllKey = DeleteAllTable["deleteAllKey"];

/** The tables 'delete all' removes, in the order their counts are reported. */
export const DELETE_ALL_TABLES = CONTENT_TABLES.filter((t): t is DeleteAllTable => "deleteAllKey" in t);

/** Every image column, as table, column and upload purpose. */
export const IMAGE_COLUMNS = CONTENT_TABLES.flatMap((t) =>
  Object.entries(t.images as Record<string, UploadPurpose>).map(([column, purpose]) => ({
    table: t.table,
    column,
    purpose,
  })),
);

/** A table's Prisma client delegate ("PhotoCategory" -> prisma.photoCategory). */
export const delegateOf = (table: string) => `${table[0]?.toLowerCase()}${table.slice(1)}`;

/** How a table is ordered by hand (ContentTable.ordered), or undefined: it is not. */
export function orderOf(table: string): { within: readonly string[]; scope?: string } | undefined {
  const found = CONTENT_TABLES.find((t) => t.table === table) as ContentTable | undefined;
  return found?.ordered;
}

/** The routers whose reads visitors may call. */
export const PUBLIC_ROUTERS: readonly string[] = CONTENT_TABLES.map((t) => t.router);

/** A table's translatable texts and their longest lengths; empty when it has none. */
export function translatableFields(table: string): Readonly<Record<string, number>> {
  const entry = CONTENT_TABLES.find((t) => t.table === table) as ContentTable | undefined;
  return entry?.translatable ?? {};
}
