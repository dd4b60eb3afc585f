/**
 * How many items a list's address asks to show ('Méi …' adds a page: ?past=24 on the events page,
 * ?shown=48 in a photo album): a whole number above the first page, at most `most` (the API's own
 * limit), or undefined for the first page alone (and for anything else in the address).
 */
export function shownCount(value: unknown, page: number, most: number): number | undefined {
  const count = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isInteger(count) && count > page ? Math.min(count, most) : undefined;
}
