// A row's id: the one home of its bounds, zod-free (the web takes it as @jugendclub/api/ids; the
// schemas' Id and the host's own routes check the same).

/** The largest id: PostgreSQL's integer. A larger one is no row (and no 500 from the database). */
export const MAX_ID = 2_147_483_647;

/** Whether a number is an id a row can have: a whole number from 1 to MAX_ID. */
export function isId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}
