import type { AppRouter } from "@jugendclub/api";
import type { inferRouterOutputs } from "@trpc/server";

/** One sign-up as the admin list gets it (signups.list). */
export type SignupRow = inferRouterOutputs<AppRouter>["signups"]["list"][number];

/** The counts the door shows: places expected (confirmed), checked in, offered, people waiting. */
export function signupCounts(rows: readonly SignupRow[]) {
  const confirmed = rows.filter((row) => row.status === "confirmed");
  return {
    expected: confirmed.reduce((sum, row) => sum + row.places, 0),
    checkedIn: confirmed.filter((row) => row.checkedIn).reduce((sum, row) => sum + row.places, 0),
    offered: rows.filter((row) => row.status === "offered").length,
    waiting: rows.filter((row) => row.status === "waiting").length,
  };
}

/** Whether a row's name (or its parent's, or its e-mail) has every word typed, ignoring case and accents. */
export function matchesSearch(row: SignupRow, query: string): boolean {
  const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
  const haystack = plain(`${row.name} ${row.parentName} ${row.email}`);
  return plain(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The rows by shift ("" for the event itself), each in the list's order. */
export function byShift(rows: readonly SignupRow[]): Map<string, SignupRow[]> {
  const groups = new Map<string, SignupRow[]>();
  for (const row of rows) {
    const key = row.shiftId ?? "";
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}
