import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@jugendclub/db";
import { InvalidInputError, NotFoundError } from "../errors.js";
import { occurrenceOf, type SignupEvent, shiftOf, signupEvent } from "./event.js";
import { signupRowSelect, toSignupRow } from "./rows.js";
import type { SignupInput, SignupRow, SignupStatus } from "./schemas.js";
import {
  admit,
  cancelRows,
  plannedRows,
  promote,
  type Row,
  rowSelect,
  type SignupDeps,
  targetsOf,
  underEventLock,
} from "./service.js";

// What an admin does with an event's sign-ups: sees them, adds a person by hand, checks people in,
// moves one to another shift, removes one (the line moves), and, after changing the places, lets
// the waiting list move.

const ORDER: SignupStatus[] = ["confirmed", "offered", "waiting", "unconfirmed", "cancelled", "expired"];

export interface SignupListOptions {
  /** A series' date (YYYY-MM-DD); none: every date. */
  date?: string | undefined;
  /** One helper shift's rows only. */
  shiftId?: string | undefined;
  /** With the answers to sensitive questions (admins only). */
  sensitive?: boolean;
}

/**
 * The sign-ups of an event as the admins see them: confirmed first, then offered, the waiting in
 * the order of the line (each with its place in its line), unconfirmed, cancelled and expired.
 */
export async function signupRowsOf(
  prisma: PrismaClient,
  event: SignupEvent,
  { date, shiftId, sensitive = true }: SignupListOptions = {},
): Promise<SignupRow[]> {
  const hidden = new Set(sensitive ? [] : event.settings.questions.filter((q) => q.sensitive).map((q) => q.id));
  const occurrence = date === undefined ? undefined : occurrenceOf(event, date).key;
  if (shiftId !== undefined && !event.settings.shifts.some((shift) => shift.id === shiftId)) {
    throw new InvalidInputError("shiftId", `Diese Schicht gibt es nicht: ${shiftId}`);
  }
  const rows = await prisma.signup.findMany({
    where: {
      eventId: event.id,
      ...(occurrence !== undefined ? { occurrence } : {}),
      ...(shiftId !== undefined ? { shiftId } : {}),
    },
    select: signupRowSelect,
    orderBy: [{ queuedAt: "asc" }, { id: "asc" }],
  });
  rows.sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status));
  const positions = new Map<string, number>();
  return rows.map((row) => {
    let position: number | null = null;
    if (row.status === "waiting") {
      const key = `${row.occurrence}|${row.shiftId}`;
      position = (positions.get(key) ?? 0) + 1;
      positions.set(key, position);
    }
    return toSignupRow(row, { position, hidden });
  });
}

/** Every sign-up of an event (of one date of a series, or of all its dates): confirmed first, then the line in order. */
export async function listSignups(
  prisma: PrismaClient,
  eventId: number,
  date: string | undefined,
  { sensitive = true }: { sensitive?: boolean } = {},
): Promise<SignupRow[]> {
  const event = await signupEvent(prisma, eventId, new Date(), false);
  return signupRowsOf(prisma, event, { date, sensitive });
}

/**
 * An admin adds a person: no address to confirm (the admin vouches for it), so the person is
 * confirmed at once, or waits when the event is full; the mail says which when `notify`.
 */
export async function addSignup(deps: SignupDeps, input: SignupInput & { notify: boolean }): Promise<SignupRow[]> {
  const event = await signupEvent(deps.prisma, input.id, deps.mail.now(), false);
  const planned = await plannedRows(deps.prisma, event, input, deps.mail.now(), true);
  const token = randomBytes(24).toString("base64url");
  const ids = await underEventLock(deps, event.id, async (tx, now) => {
    const rows: Row[] = [];
    for (const row of planned)
      rows.push((await tx.signup.create({ data: { ...row, token }, select: rowSelect })) as Row);
    await admit(tx, deps, event, rows, now, { mails: input.notify });
    return rows.map((row) => row.id);
  });
  const all = await listSignups(deps.prisma, event.id, undefined);
  return all.filter((row) => ids.includes(row.id));
}

/** PATCH /signups/{id}: checked in or not; another shift; cancelled (the line moves). */
export async function patchSignup(
  deps: SignupDeps,
  patch: { id: number; checkedIn?: boolean; shiftId?: string | null; status?: "cancelled" },
): Promise<SignupRow> {
  const found = await deps.prisma.signup.findUnique({ where: { id: patch.id }, select: { eventId: true } });
  if (!found) throw new NotFoundError("Anmeldung nicht gefunden");
  await underEventLock(deps, found.eventId, async (tx, now) => {
    const row = (await tx.signup.findUniqueOrThrow({ where: { id: patch.id }, select: rowSelect })) as Row;
    const event = await signupEvent(tx, row.eventId, now, false);
    if (patch.checkedIn !== undefined) {
      await tx.signup.update({ where: { id: row.id }, data: { checkedInAt: patch.checkedIn ? now : null } });
    }
    if (patch.shiftId !== undefined && (patch.shiftId ?? "") !== row.shiftId) {
      const shiftId = patch.shiftId ?? "";
      if (shiftId) shiftOf(event, shiftId);
      else if (event.settings.shifts.length > 0) throw new InvalidInputError("shiftId", "Bitte eine Schicht wählen");
      await tx.signup.update({ where: { id: row.id }, data: { shiftId } });
      // The old shift may have a free place now; the new one may be over its places (an admin's choice).
      if (row.status === "confirmed" || row.status === "offered") await promote(tx, deps, event, row, now);
    }
    if (patch.status === "cancelled" && row.status !== "cancelled" && row.status !== "expired") {
      await cancelRows(tx, deps, event, [row], now);
    }
  });
  const rows = await listSignups(deps.prisma, found.eventId, undefined);
  const updated = rows.find((row) => row.id === patch.id);
  if (!updated) throw new NotFoundError("Anmeldung nicht gefunden");
  return updated;
}

/** After an event's settings changed (more places, a new shift): the waiting lists move. */
export async function settingsChanged(deps: SignupDeps, eventId: number): Promise<void> {
  const waiting = await deps.prisma.signup.findMany({
    where: { eventId, status: "waiting" },
    select: { eventId: true, occurrence: true, shiftId: true },
  });
  if (waiting.length === 0) return;
  await underEventLock(deps, eventId, async (tx, now) => {
    const event = await signupEvent(tx, eventId, now, false).catch(() => null);
    if (!event) return;
    for (const target of targetsOf(waiting)) {
      if (target.shiftId && !event.settings.shifts.some((shift) => shift.id === target.shiftId)) continue;
      await promote(tx, deps, event, target, now);
    }
  });
}
