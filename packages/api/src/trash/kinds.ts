// What may go into the trash: each kind with its table, how people name it and the column that
// names one item, from the registry (content/registry.ts: a declared kind's `trash`). Deleting
// one of these moves it into the trash (trash/service.ts) for TRASH_DAYS days; the live client
// (trash/live-client.ts) hides it from every read meanwhile.

import { CONTENT_TABLES, type ContentTable } from "../content/registry.js";

/** Days an item stays in the trash before the housekeeping deletes it for good. */
export const TRASH_DAYS = 30;

type Trashed = Extract<(typeof CONTENT_TABLES)[number], { trash: object }>;
interface TrashEntry {
  table: string;
  /** What one item is called ("Foto"). */
  label: string;
  notFound: string;
  /** The column that names one item; null: made from other columns (a message's sender). */
  title: string | null;
  /** Its image column, whose picture the trash shows; null: none. */
  image: string | null;
}

/** What is not content but goes into the trash too: a contact message. */
const MESSAGE = {
  message: {
    table: "ContactSubmission",
    label: "Nachricht",
    notFound: "Nachricht nicht gefunden",
    title: null,
    image: null,
  },
} as const satisfies Record<string, TrashEntry>;

const TRASHED = (CONTENT_TABLES as readonly ContentTable[]).filter(
  (t): t is ContentTable & { trash: NonNullable<ContentTable["trash"]> } => t.trash !== undefined,
);

/** Each kind the trash takes, by its word: every table of the registry that declares `trash`, and messages. */
export const TRASH_KINDS = {
  ...(Object.fromEntries(
    TRASHED.map((t) => [
      t.trash.kind,
      {
        table: t.table,
        label: t.trash.label,
        notFound: `${t.trash.label} nicht gefunden`,
        title: t.trash.title,
        image: Object.keys(t.images)[0] ?? null,
      },
    ]),
  ) as { [T in Trashed as T["trash"]["kind"]]: TrashEntry }),
  ...MESSAGE,
};

export type TrashKind = keyof typeof TRASH_KINDS;
export const TRASH_KIND_NAMES = Object.keys(TRASH_KINDS) as [TrashKind, ...TrashKind[]];

/** The tables with a `deletedAt` column, children before parents (a photo before its album). */
export const TRASHABLE_TABLES: readonly string[] = [...TRASHED.map((t) => t.table).reverse(), MESSAGE.message.table];

/** The trash kind of a table ("Photo" -> "photo"). */
export function kindOfTable(table: string): TrashKind | undefined {
  return TRASH_KIND_NAMES.find((kind) => TRASH_KINDS[kind].table === table);
}
