import type { PrismaClient } from "@jugendclub/db";
import { closesAt, isOpen, occurrenceOf, signupEvent, titleIn } from "./event.js";
import type { SignupOverview } from "./schemas.js";

// GET /events/{id}/signup: what a visitor needs before signing up. Counts by one grouped read.

type Counts = { capacity: number | null; taken: number; left: number | null; waiting: number };

export async function signupOverview(
  prisma: PrismaClient,
  id: number,
  date: string | undefined,
  lang: string,
  now: Date,
): Promise<SignupOverview> {
  const event = await signupEvent(prisma, id, now, true);
  const { key, start } = occurrenceOf(event, date);
  const groups = await prisma.signup.groupBy({
    by: ["shiftId", "status"],
    where: { eventId: id, occurrence: key, status: { in: ["confirmed", "offered", "waiting"] } },
    _sum: { places: true },
    _count: { _all: true },
  });
  const counts = (shiftId: string, capacity: number | null): Counts => {
    let taken = 0;
    let waiting = 0;
    for (const group of groups) {
      if (group.shiftId !== shiftId) continue;
      if (group.status === "waiting") waiting += group._count._all;
      else taken += group._sum.places ?? 0;
    }
    return { capacity, taken, left: capacity === null ? null : Math.max(0, capacity - taken), waiting };
  };
  const { settings } = event;
  return {
    open: isOpen(event, start, now),
    start: start.toISOString(),
    opensAt: settings.opensAt,
    closesAt: closesAt(event, start).toISOString(),
    ...counts("", settings.capacity),
    maxGuests: settings.maxGuests,
    questions: settings.questions.map(({ translations, ...question }) => ({
      ...question,
      label: titleIn({ title: question.label, translations: relabel(translations, "label") }, lang),
    })),
    shifts: settings.shifts.map((shift) => ({
      id: shift.id,
      name: titleIn({ title: shift.name, translations: relabel(shift.translations, "name") }, lang),
      start: shift.start,
      end: shift.end,
      ...counts(shift.id, shift.capacity),
    })),
  };
}

/** A setting's translations of one field, shaped as an event's title translations for titleIn. */
function relabel(translations: unknown, field: string): Record<string, Record<string, string> | undefined> {
  const out: Record<string, Record<string, string> | undefined> = {};
  for (const [lang, texts] of Object.entries((translations ?? {}) as Record<string, Record<string, string>>)) {
    const text = texts?.[field];
    if (text) out[lang] = { title: text };
  }
  return out;
}
