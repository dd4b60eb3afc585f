// What may go into the trash: each kind with its table, how people name it and the column that
// names one item. Deleting one of these moves it into the trash (trash/service.ts) for
// TRASH_DAYS days; the live client (trash/live-client.ts) hides it from every read meanwhile.

/** Days an item stays in the trash before the housekeeping deletes it for good. */
export const TRASH_DAYS = 30;

export const TRASH_KINDS = {
  event: { table: "Event", label: "Veranstaltung", notFound: "Veranstaltung nicht gefunden", title: "title" },
  sponsor: { table: "Sponsor", label: "Sponsor", notFound: "Sponsor nicht gefunden", title: "name" },
  "photo-category": {
    table: "PhotoCategory",
    label: "Foto-Kategorie",
    notFound: "Foto-Kategorie nicht gefunden",
    title: "name",
  },
  photo: { table: "Photo", label: "Foto", notFound: "Foto nicht gefunden", title: "alt" },
  "committee-member": {
    table: "CommitteeMember",
    label: "Vorstandsmitglied",
    notFound: "Vorstandsmitglied nicht gefunden",
    title: "name",
  },
  message: { table: "ContactSubmission", label: "Nachricht", notFound: "Nachricht nicht gefunden", title: null },
} as const;

export type TrashKind = keyof typeof TRASH_KINDS;
export const TRASH_KIND_NAMES = Object.keys(TRASH_KINDS) as [TrashKind, ...TrashKind[]];

/** The tables with a `deletedAt` column, children before parents (a photo before its album). */
export const TRASHABLE_TABLES: readonly string[] = [
  "Photo",
  "PhotoCategory",
  "Event",
  "Sponsor",
  "CommitteeMember",
  "ContactSubmission",
];

/** The trash kind of a table ("Photo" -> "photo"). */
export function kindOfTable(table: string): TrashKind | undefined {
  return TRASH_KIND_NAMES.find((kind) => TRASH_KINDS[kind].table === table);
}
