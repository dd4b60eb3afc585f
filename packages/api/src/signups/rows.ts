import type { SignupRow, SignupStatus } from "./schemas.js";

// One sign-up row as the admins' list, the CSV export and the person-data tool show it: one
// mapping from the stored row, one select for it.

export const signupRowSelect = {
  id: true,
  eventId: true,
  occurrence: true,
  shiftId: true,
  name: true,
  email: true,
  phone: true,
  places: true,
  answers: true,
  underSixteen: true,
  parentName: true,
  parentEmail: true,
  lang: true,
  status: true,
  offeredUntil: true,
  checkedInAt: true,
  queuedAt: true,
  createdAt: true,
} as const;

/** A stored row with the fields of signupRowSelect. */
export interface StoredSignupRow {
  id: number;
  eventId: number;
  occurrence: string;
  shiftId: string;
  name: string;
  email: string;
  phone: string;
  places: number;
  answers: unknown;
  underSixteen: boolean;
  parentName: string;
  parentEmail: string;
  lang: string;
  status: SignupStatus;
  offeredUntil: Date | null;
  checkedInAt: Date | null;
  createdAt: Date;
}

/**
 * The row as the API answers it: its place in the line when waiting (null otherwise, or when the
 * caller does not count it), and without the answers to the questions in `hidden`.
 */
export function toSignupRow(
  row: StoredSignupRow,
  { position = null, hidden }: { position?: number | null; hidden?: ReadonlySet<string> } = {},
): SignupRow {
  const answers = (row.answers ?? {}) as SignupRow["answers"];
  return {
    id: row.id,
    eventId: row.eventId,
    occurrence: row.occurrence || null,
    shiftId: row.shiftId || null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    places: row.places,
    answers: hidden?.size ? Object.fromEntries(Object.entries(answers).filter(([id]) => !hidden.has(id))) : answers,
    underSixteen: row.underSixteen,
    parentName: row.parentName,
    parentEmail: row.parentEmail,
    lang: row.lang,
    status: row.status,
    position,
    offeredUntil: row.offeredUntil?.toISOString() ?? null,
    checkedIn: row.checkedInAt !== null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
