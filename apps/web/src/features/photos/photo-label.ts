/**
 * A photo's name where one is needed (its picture's alt text, the button that opens it): its
 * title; an untitled photo (an album of phone photos arrives so) by its caption, else by its
 * album's name and its number in the album.
 */
export function photoLabel(photo: { alt: string; caption: string | null }, album: string, number: number): string {
  return photo.alt.trim() || photo.caption?.trim() || `${album} ${number}`;
}

const numbered = new WeakMap<readonly object[], Map<number, number>>();

/** Each photo's number in its album (1, 2, …), in the order of `photos`: once per list, not once per row. */
export function numberInAlbum<P extends { id: number; categoryId: number }>(photos: readonly P[], photo: P): number {
  let numbers = numbered.get(photos);
  if (!numbers) {
    numbers = new Map();
    const counts = new Map<number, number>();
    for (const each of photos) {
      const count = (counts.get(each.categoryId) ?? 0) + 1;
      counts.set(each.categoryId, count);
      numbers.set(each.id, count);
    }
    numbered.set(photos, numbers);
  }
  return numbers.get(photo.id) ?? 0;
}
