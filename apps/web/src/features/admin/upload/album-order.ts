/** A photo a drop added: its id, its capture date (EXIF), and its place in the order it was chosen. */
export interface AddedPhoto {
  id: number;
  takenAt: string | null;
  /** The place in the admin's choice (the file picker's or the drop's order, a ZIP's entries after their ZIP). */
  chosen: number;
}

/**
 * The drop's photos in the order they were taken; those without a capture date after them, in the
 * order they were chosen (not the order their uploads finished, three at a time: 2, 1, 3, 5, 4 …).
 */
export function albumOrder(photos: readonly AddedPhoto[]): number[] {
  const time = (at: string | null) => (at ? Date.parse(at) : Number.POSITIVE_INFINITY);
  return [...photos]
    .sort((a, b) => {
      const ta = time(a.takenAt);
      const tb = time(b.takenAt);
      return ta === tb ? a.chosen - b.chosen : ta < tb ? -1 : 1;
    })
    .map((photo) => photo.id);
}
