import type { PrismaClient } from "@jugendclub/db";
import { visibleWhere } from "../content/visibility.js";
import { InvalidInputError, NotFoundError } from "../errors.js";
import { luxembourgDay, occurrences } from "../recurrence.js";
import { storedRule } from "../services/event-occurrences.js";
import { readSettings, type SignupSettings, type SignupShift } from "./settings.js";

// The event a sign-up is for: its settings, the date signed up for (a series' date) and its start,
// and each text in the person's language.

export const NO_SIGNUPS = "Für diese Veranstaltung gibt es keine Anmeldung";

type Db = Pick<PrismaClient, "event">;

const select = {
  id: true,
  title: true,
  translations: true,
  date: true,
  endDate: true,
  location: true,
  recurrence: true,
  signup: true,
} as const;

export interface SignupEvent {
  id: number;
  title: string;
  translations: Record<string, Record<string, string> | undefined>;
  date: Date;
  endDate: Date | null;
  location: string;
  recurrence: unknown;
  settings: SignupSettings;
}

/**
 * The event with sign-ups, or a 404 (no such event, none a visitor sees when `visitor`, or one
 * without sign-ups: its sign-up paths do not exist).
 */
export async function signupEvent(db: Db, id: number, now: Date, visitor: boolean): Promise<SignupEvent> {
  const row = await db.event.findFirst({
    where: { id, deletedAt: null, ...(visitor ? (visibleWhere("Event", now) ?? {}) : {}) },
    select,
  });
  const settings = readSettings(row?.signup);
  if (!row || !settings) throw new NotFoundError(NO_SIGNUPS);
  return {
    ...row,
    translations: (row.translations ?? {}) as SignupEvent["translations"],
    settings,
  };
}

/**
 * The date signed up for: a series needs one of its dates; a one-off event takes none ("" key).
 * `end` is that date's end time (null when the event has none).
 */
export function occurrenceOf(
  event: SignupEvent,
  date: string | undefined,
): { key: string; start: Date; end: Date | null } {
  const rule = storedRule(event.recurrence);
  if (!rule) {
    if (date && date !== luxembourgDay(event.date)) {
      throw new InvalidInputError("date", "Diese Veranstaltung findet an diesem Tag nicht statt");
    }
    return { key: "", start: event.date, end: event.endDate };
  }
  if (!date) throw new InvalidInputError("date", "Bitte den Tag der Veranstaltung angeben (date, JJJJ-MM-TT)");
  const found = occurrences(event.date, event.endDate, rule).find((occurrence) => occurrence.date === date);
  if (!found) throw new InvalidInputError("date", "Diese Veranstaltung findet an diesem Tag nicht statt");
  return { key: date, start: found.start, end: found.end };
}

/** When sign-ups close for a date: the setting, else the start. */
export function closesAt(event: SignupEvent, start: Date): Date {
  return event.settings.closesAt ? new Date(event.settings.closesAt) : start;
}

export function isOpen(event: SignupEvent, start: Date, now: Date): boolean {
  const opens = event.settings.opensAt ? new Date(event.settings.opensAt) : null;
  return (!opens || opens <= now) && now < closesAt(event, start);
}

export function shiftOf(event: SignupEvent, shiftId: string): SignupShift {
  const shift = event.settings.shifts.find((candidate) => candidate.id === shiftId);
  if (!shift) throw new InvalidInputError("shiftIds", `Diese Schicht gibt es nicht: ${shiftId}`);
  return shift;
}

/** A target's places: the shift's, or the event's. */
export function capacityOf(event: SignupEvent, shiftId: string): number | null {
  return shiftId ? shiftOf(event, shiftId).capacity : event.settings.capacity;
}

/** A text of the event in a language, else the Luxembourgish one. */
export function titleIn(event: Pick<SignupEvent, "title" | "translations">, lang: string): string {
  return event.translations[lang]?.title || event.title;
}

export function shiftNameIn(shift: SignupShift, lang: string): string {
  return (shift.translations as Record<string, { name?: string } | undefined> | undefined)?.[lang]?.name || shift.name;
}
