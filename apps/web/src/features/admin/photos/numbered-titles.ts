/** One title for many photos: "Summerfest 1", "Summerfest 2", … in the album's order (a title per photo keeps them apart). */
export function numberedTitles(base: string, count: number): string[] {
  const title = base.trim();
  if (!title) return [];
  return Array.from({ length: count }, (_, index) => (count === 1 ? title : `${title} ${index + 1}`));
}

/** The rows whose title or caption differ from what is stored: only those are sent. */
export function changedRows<T extends { id: number; alt: string; caption: string }>(
  stored: readonly T[],
  edited: ReadonlyMap<number, { alt: string; caption: string }>,
): { id: number; alt: string; caption: string }[] {
  return stored.flatMap((row) => {
    const now = edited.get(row.id);
    if (!now || (now.alt === row.alt && now.caption === row.caption)) return [];
    return [{ id: row.id, alt: now.alt, caption: now.caption }];
  });
}
