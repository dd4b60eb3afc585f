import type { Prisma } from "@jugendclub/db";

// The places of one target (an event, one date of a series, or one of its shifts), counted and
// handed out inside a transaction that holds the event's row lock (lockEvent): every change to an
// event's sign-ups, in any process on the same database, runs one after the other, so two
// confirmations can never both take the last place and a freed place is offered exactly once.

export type Tx = Prisma.TransactionClient;

export interface Target {
  eventId: number;
  occurrence: string;
  shiftId: string;
}

/** Waits for, then holds until the transaction ends, the lock on the event's row. */
export async function lockEvent(tx: Tx, eventId: number): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "Event" WHERE "id" = ${eventId} FOR UPDATE`;
}

const whereTarget = (target: Target) => ({
  eventId: target.eventId,
  occurrence: target.occurrence,
  shiftId: target.shiftId,
});

/** Places held: confirmed, and offered (held for the person until their deadline). */
export async function takenPlaces(tx: Tx, target: Target): Promise<number> {
  const sum = await tx.signup.aggregate({
    where: { ...whereTarget(target), status: { in: ["confirmed", "offered"] } },
    _sum: { places: true },
  });
  return sum._sum.places ?? 0;
}

/** The waiting list of a target, first in line first: by when each confirmed the address. */
export function waitingLine(tx: Tx, target: Target) {
  return tx.signup.findMany({
    where: { ...whereTarget(target), status: "waiting" },
    orderBy: [{ queuedAt: "asc" }, { id: "asc" }],
    select: { id: true, places: true },
  });
}

/** The place in the line of a waiting row (1: next), or null when it is not waiting. */
export async function positionOf(tx: Tx, row: { id: number; status: string } & Target): Promise<number | null> {
  if (row.status !== "waiting") return null;
  const line = await waitingLine(tx, row);
  const index = line.findIndex((waiting) => waiting.id === row.id);
  return index < 0 ? null : index + 1;
}

/** Whether `places` more fit: always without a limit. */
export function fits(capacity: number | null, taken: number, places: number): boolean {
  return capacity === null || taken + places <= capacity;
}

/**
 * The waiting rows that get an offer now: in the line's order, each one that fits in the places
 * left after those before it (a family of four waits while a single place is offered to the next
 * person alone). Offered places are held, so a place is never offered twice.
 */
export async function nextOffers(tx: Tx, target: Target, capacity: number | null): Promise<number[]> {
  const line = await waitingLine(tx, target);
  if (line.length === 0) return [];
  let taken = await takenPlaces(tx, target);
  const offers: number[] = [];
  for (const row of line) {
    if (!fits(capacity, taken, row.places)) continue;
    offers.push(row.id);
    taken += row.places;
  }
  return offers;
}

/**
 * How long an offer holds: the event's offer time, but at most half the time left until the
 * start, so the line still moves when the event is near. Null: the event has begun, no offers.
 */
export function offerDeadline(now: Date, start: Date, offerHours: number): Date | null {
  const left = start.getTime() - now.getTime();
  if (left <= 0) return null;
  return new Date(now.getTime() + Math.min(offerHours * 3600_000, Math.floor(left / 2)));
}
