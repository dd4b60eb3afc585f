import { luxembourgDay } from "../recurrence.js";
import { settingsChanged } from "./admin.js";
import { occurrenceOf, signupEvent } from "./event.js";
import { queueSignupMail } from "./mail-queue.js";
import { expireOffers, type Row, rowSelect, type SignupDeps, underEventLock } from "./service.js";

// What happens by itself (the server runs it every 30 seconds, every instance alike): offers past
// their deadline expire and their places go to the next in line; a day (the event's setting) before
// the start everyone confirmed gets a reminder, exactly once, however many instances sweep.

export interface SweepResult {
  expired: number;
  reminded: number;
}

export async function sweepSignups(deps: SignupDeps): Promise<SweepResult> {
  const now = deps.mail.now();
  const result: SweepResult = { expired: 0, reminded: 0 };
  const late = await deps.prisma.signup.findMany({
    where: { status: "offered", offeredUntil: { lte: now } },
    select: { eventId: true },
    distinct: ["eventId"],
  });
  for (const { eventId } of late) {
    result.expired += await underEventLock(deps, eventId, async (tx, at) => {
      const event = await signupEvent(tx, eventId, at, false).catch(() => null);
      if (!event) return 0;
      const rows = (await tx.signup.findMany({
        where: { eventId, status: "offered", offeredUntil: { lte: at } },
        select: rowSelect,
      })) as Row[];
      return (await expireOffers(tx, deps, event, rows, at)).length;
    });
  }
  // Places that came free any other way (an event's places raised through a path that did not
  // move the line, a shift removed) reach those waiting here at the latest.
  const waiting = await deps.prisma.signup.findMany({
    where: { status: "waiting" },
    select: { eventId: true },
    distinct: ["eventId"],
  });
  for (const { eventId } of waiting) await settingsChanged(deps, eventId);
  result.reminded = await sendReminders(deps, now);
  return result;
}

/** Reminders due: confirmed, not yet reminded, within the event's reminder hours before the start. */
async function sendReminders(deps: SignupDeps, now: Date): Promise<number> {
  const candidates = await deps.prisma.signup.findMany({
    where: { status: "confirmed", remindedAt: null, event: { deletedAt: null } },
    select: { eventId: true },
    distinct: ["eventId"],
  });
  let reminded = 0;
  for (const { eventId } of candidates) {
    const event = await signupEvent(deps.prisma, eventId, now, false).catch(() => null);
    if (!event || event.settings.reminderHours === 0) continue;
    const rows = (await deps.prisma.signup.findMany({
      where: { eventId, status: "confirmed", remindedAt: null },
      select: rowSelect,
      orderBy: { id: "asc" },
    })) as Row[];
    // The rows of one form together: one reminder per person and date.
    const groups = new Map<string, Row[]>();
    for (const row of rows) {
      const key = `${row.token}|${row.occurrence}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const group of groups.values()) {
      const first = group[0] as Row;
      const { start } = occurrenceOf(event, first.occurrence || undefined);
      const due = start.getTime() - event.settings.reminderHours * 3600_000;
      if (now.getTime() < due || now >= start) continue;
      // Past dates of a series are never reminded; later ones wait for their own day.
      if (first.occurrence && first.occurrence < luxembourgDay(now)) continue;
      const sent = await deps.prisma.$transaction(async (tx) => {
        // Only the instance whose update takes the rows sends: the others find them reminded.
        const { count } = await tx.signup.updateMany({
          where: { id: { in: group.map((row) => row.id) }, status: "confirmed", remindedAt: null },
          data: { remindedAt: now },
        });
        if (count === 0) return false;
        await queueSignupMail(tx, deps.mail, "signup-reminder", group, { event, start });
        return true;
      });
      if (sent) reminded++;
    }
  }
  if (reminded > 0) deps.mail.nudge();
  return reminded;
}
