import { InvalidInputError } from "../errors.js";
import { occurrenceOf, signupEvent } from "./event.js";
import { type MailRow, queueSignupMail } from "./mail-queue.js";
import type { SignupMessageInput } from "./schemas.js";
import { rowSelect, type SignupDeps, underEventLock } from "./service.js";

// "Der Bus fährt eine halbe Stunde später": the club writes to everyone confirmed for an event, a
// series' date or a helper shift. One mail per person (the rows of one form share a token; a
// child under 16's goes to the parent too, as mail-queue.ts decides), written to the outbox in one
// transaction under the event's lock, so nobody confirmed at that moment is left out or written
// to twice.

export async function messageSignups(deps: SignupDeps, input: SignupMessageInput): Promise<{ sent: number }> {
  const event = await signupEvent(deps.prisma, input.id, deps.mail.now(), false);
  const occurrence = input.date === undefined ? undefined : occurrenceOf(event, input.date).key;
  if (input.shiftId !== undefined && !event.settings.shifts.some((shift) => shift.id === input.shiftId)) {
    throw new InvalidInputError("shiftId", `Diese Schicht gibt es nicht: ${input.shiftId}`);
  }
  return underEventLock(deps, event.id, async (tx) => {
    const rows = await tx.signup.findMany({
      where: {
        eventId: event.id,
        status: "confirmed",
        ...(occurrence !== undefined ? { occurrence } : {}),
        ...(input.shiftId !== undefined ? { shiftId: input.shiftId } : {}),
      },
      select: rowSelect,
      orderBy: { id: "asc" },
    });
    // One person: the rows of one form (its shifts) for one date.
    const people = new Map<string, MailRow[]>();
    for (const row of rows) {
      const key = `${row.token}|${row.occurrence}`;
      people.set(key, [...(people.get(key) ?? []), row]);
    }
    for (const group of people.values()) {
      const { start } = occurrenceOf(event, (group[0] as (typeof rows)[number]).occurrence || undefined);
      await queueSignupMail(tx, deps.mail, "signup-message", group, {
        event,
        start,
        message: { subject: input.subject, text: input.text },
      });
    }
    return { sent: people.size };
  });
}
