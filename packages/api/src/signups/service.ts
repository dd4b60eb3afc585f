import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@jugendclub/db";
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
} from "../errors.js";
import { admitPublicMail } from "../mail/public-mail.js";
import type { MailService } from "../mail/service.js";
import { limitPerNetwork } from "../services/rate-limit.js";
import { checkAnswers } from "./answers.js";
import {
  capacityOf,
  closesAt,
  isOpen,
  occurrenceOf,
  type SignupEvent,
  shiftNameIn,
  shiftOf,
  signupEvent,
  titleIn,
} from "./event.js";
import { type MailRow, queueSignupMail } from "./mail-queue.js";
import { fits, lockEvent, nextOffers, offerDeadline, positionOf, type Target, type Tx, takenPlaces } from "./places.js";
import type { SignupInput, SignupState, SignupStatus } from "./schemas.js";

// Sign-ups for events and helper shifts (issue 35): a visitor signs up, confirms the address from
// the mail, and is confirmed or waits; a freed place is offered to the first who fits, who accepts
// or declines before a deadline; everyone confirmed gets a reminder. Every change to an event's
// sign-ups holds the event's row lock (places.ts), and writes its mails in the same transaction.

export interface SignupDeps {
  prisma: PrismaClient;
  mail: MailService;
}

const WINDOW = 10 * 60 * 1000;
/** Confirmation requests to one address a day (a family signs up several children with one). */
const REQUESTS_PER_ADDRESS = 10;
/** Confirmation requests an hour, all addresses together: this many times PUBLIC_MAIL_HOURLY_LIMIT. */
const REQUEST_HOURLY_FACTOR = 10;
export const INVALID_LINK = "Dieser Link ist ungültig. Bitte den Link aus der letzten E-Mail verwenden.";

const rowSelect = {
  id: true,
  eventId: true,
  occurrence: true,
  shiftId: true,
  name: true,
  email: true,
  parentEmail: true,
  underSixteen: true,
  lang: true,
  token: true,
  places: true,
  status: true,
  offeredUntil: true,
} as const;

type Row = MailRow & Target & { status: SignupStatus; offeredUntil: Date | null };

const HELD: SignupStatus[] = ["confirmed", "offered"];
const ACTIVE: SignupStatus[] = ["unconfirmed", "confirmed", "waiting", "offered"];

function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Offers the freed places of a target to those waiting (places.ts: nextOffers), each with a mail
 * and a deadline. Called after every change that frees places or adds some.
 */
async function promote(tx: Tx, deps: SignupDeps, event: SignupEvent, target: Target, now: Date): Promise<void> {
  const { start } = occurrenceOf(event, target.occurrence || undefined);
  const deadline = offerDeadline(now, start, event.settings.offerHours);
  if (!deadline) return;
  for (const id of await nextOffers(tx, target, capacityOf(event, target.shiftId))) {
    const row = await tx.signup.update({
      where: { id },
      data: { status: "offered", offeredUntil: deadline },
      select: rowSelect,
    });
    await queueSignupMail(tx, deps.mail, "signup-offer", [row], { event, start, deadline });
  }
}

/** Each distinct target of some rows. */
function targetsOf(rows: readonly Target[]): Target[] {
  const seen = new Map<string, Target>();
  for (const row of rows) seen.set(`${row.occurrence}|${row.shiftId}`, row);
  return [...seen.values()];
}

/** The rows of a link's token, or a 404. */
async function rowsOfToken(db: Pick<PrismaClient, "signup">, token: string): Promise<Row[]> {
  const rows = await db.signup.findMany({ where: { token }, select: rowSelect, orderBy: { id: "asc" } });
  if (rows.length === 0) throw new NotFoundError(INVALID_LINK);
  return rows as Row[];
}

/** The most hopeful status of a sign-up's rows, for the answer. */
const RANK: SignupStatus[] = ["confirmed", "offered", "waiting", "unconfirmed", "expired", "cancelled"];

async function stateOf(tx: Tx, event: SignupEvent, rows: Row[]): Promise<SignupState> {
  const fresh = (await tx.signup.findMany({
    where: { id: { in: rows.map((row) => row.id) } },
    select: rowSelect,
    orderBy: { id: "asc" },
  })) as Row[];
  const first = fresh[0] as Row;
  const best = [...fresh].sort((a, b) => RANK.indexOf(a.status) - RANK.indexOf(b.status))[0] as Row;
  const { start } = occurrenceOf(event, first.occurrence || undefined);
  return {
    status: best.status,
    position: await positionOf(tx, best),
    offeredUntil: best.status === "offered" ? (best.offeredUntil?.toISOString() ?? null) : null,
    eventId: event.id,
    title: titleIn(event, first.lang),
    start: start.toISOString(),
    shifts: await Promise.all(
      fresh
        .filter((row) => row.shiftId)
        .map(async (row) => ({
          id: row.shiftId,
          name: shiftNameIn(shiftOf(event, row.shiftId), row.lang),
          status: row.status,
          position: await positionOf(tx, row),
        })),
    ),
  };
}

/**
 * Runs a change to the sign-ups of a link's token under its event's lock. `change` gets the rows as
 * they are now (read under the lock) and answers what the person sees afterwards.
 */
async function withTokenRows(
  deps: SignupDeps,
  token: string,
  change: (tx: Tx, event: SignupEvent, rows: Row[], now: Date) => Promise<void>,
): Promise<SignupState> {
  const [found] = await rowsOfToken(deps.prisma, token);
  return underEventLock(deps, (found as Row).eventId, async (tx, now) => {
    const rows = await rowsOfToken(tx, token);
    const event = await signupEvent(tx, rows[0]?.eventId ?? 0, now, false);
    await change(tx, event, rows, now);
    return stateOf(tx, event, rows);
  });
}

/**
 * Takes people into their places: each row, in order, is confirmed when its places fit, else it
 * waits (in the order of this moment). One mail for the confirmed rows, one for the waiting ones.
 */
async function admit(
  tx: Tx,
  deps: SignupDeps,
  event: SignupEvent,
  rows: Row[],
  now: Date,
  { mails = true }: { mails?: boolean } = {},
): Promise<void> {
  const confirmed: Row[] = [];
  const waiting: Row[] = [];
  for (const row of rows) {
    const taken = await takenPlaces(tx, row);
    const status = fits(capacityOf(event, row.shiftId), taken, row.places) ? "confirmed" : "waiting";
    await tx.signup.update({ where: { id: row.id }, data: { status, queuedAt: now } });
    (status === "confirmed" ? confirmed : waiting).push(row);
  }
  if (!mails) return;
  const start = occurrenceOf(event, rows[0]?.occurrence || undefined).start;
  if (confirmed.length > 0) await queueSignupMail(tx, deps.mail, "signup-confirmed", confirmed, { event, start });
  if (waiting.length > 0) {
    const position = (await positionOf(tx, { ...(waiting[0] as Row), status: "waiting" })) ?? undefined;
    await queueSignupMail(tx, deps.mail, "signup-waiting", waiting, {
      event,
      start,
      ...(position ? { position } : {}),
    });
  }
}

/** POST /signups/confirm: the address is confirmed; the person is confirmed or waits. Twice: the same answer. */
export function confirmSignup(deps: SignupDeps, token: string): Promise<SignupState> {
  return withTokenRows(deps, token, async (tx, event, rows, now) => {
    const pending = rows.filter((row) => row.status === "unconfirmed");
    if (pending.length > 0) await admit(tx, deps, event, pending, now);
  });
}

/** Offers whose deadline passed: expired, and their places offered to the next. */
async function expireOffers(tx: Tx, deps: SignupDeps, event: SignupEvent, rows: Row[], now: Date): Promise<Row[]> {
  const late = rows.filter((row) => row.status === "offered" && row.offeredUntil && row.offeredUntil <= now);
  if (late.length === 0) return [];
  await tx.signup.updateMany({ where: { id: { in: late.map((row) => row.id) } }, data: { status: "expired" } });
  for (const target of targetsOf(late)) await promote(tx, deps, event, target, now);
  return late;
}

/** POST /signups/accept: an offered place, taken before its deadline, is the person's. Twice: once. */
export function acceptOffer(deps: SignupDeps, token: string): Promise<SignupState> {
  return withTokenRows(deps, token, async (tx, event, rows, now) => {
    const late = new Set((await expireOffers(tx, deps, event, rows, now)).map((row) => row.id));
    const taking = rows.filter((row) => row.status === "offered" && !late.has(row.id));
    if (taking.length === 0) return;
    await tx.signup.updateMany({
      where: { id: { in: taking.map((row) => row.id) } },
      data: { status: "confirmed", offeredUntil: null },
    });
    const start = occurrenceOf(event, taking[0]?.occurrence || undefined).start;
    await queueSignupMail(tx, deps.mail, "signup-confirmed", taking, { event, start });
  });
}

/** Cancels rows (a decline, a cancellation, an admin's removal): their places go to the next. */
async function cancelRows(tx: Tx, deps: SignupDeps, event: SignupEvent, rows: Row[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await tx.signup.updateMany({
    where: { id: { in: rows.map((row) => row.id) } },
    data: { status: "cancelled", offeredUntil: null },
  });
  for (const target of targetsOf(rows.filter((row) => HELD.includes(row.status)))) {
    await promote(tx, deps, event, target, now);
  }
  // A sign-up whose address was never confirmed gets no mail: nobody proved it is theirs.
  const told = rows.filter((row) => row.status !== "unconfirmed");
  const start = occurrenceOf(event, rows[0]?.occurrence || undefined).start;
  if (told.length > 0) await queueSignupMail(tx, deps.mail, "signup-cancelled", told, { event, start });
}

/** POST /signups/decline: the offered place goes to the next; the person leaves the line. */
export function declineOffer(deps: SignupDeps, token: string): Promise<SignupState> {
  return withTokenRows(deps, token, async (tx, event, rows, now) => {
    const late = new Set((await expireOffers(tx, deps, event, rows, now)).map((row) => row.id));
    await cancelRows(
      tx,
      deps,
      event,
      rows.filter((row) => row.status === "offered" && !late.has(row.id)),
      now,
    );
  });
}

/** POST /signups/cancel: every active row of the sign-up is cancelled; freed places move on. */
export function cancelSignup(deps: SignupDeps, token: string): Promise<SignupState> {
  return withTokenRows(deps, token, async (tx, event, rows, now) => {
    await cancelRows(
      tx,
      deps,
      event,
      rows.filter((row) => ACTIVE.includes(row.status)),
      now,
    );
  });
}

/** Checks a sign-up's input against its event; answers the rows to write (without token and status). */
export async function plannedRows(
  db: Pick<PrismaClient, "signup">,
  event: SignupEvent,
  input: SignupInput,
  now: Date,
  byAdmin: boolean,
) {
  const { key, start } = occurrenceOf(event, input.date);
  if (!byAdmin && !isOpen(event, start, now)) {
    const opens = event.settings.opensAt ? new Date(event.settings.opensAt) : null;
    throw new ConflictError(
      opens && now < opens
        ? `Die Anmeldung öffnet am ${opens.toISOString().slice(0, 16).replace("T", " ")} (UTC)`
        : `Die Anmeldung ist seit ${closesAt(event, start).toISOString().slice(0, 16).replace("T", " ")} (UTC) geschlossen`,
    );
  }
  if (input.guests > event.settings.maxGuests) {
    throw new InvalidInputError(
      "guests",
      event.settings.maxGuests === 0
        ? "Bei dieser Veranstaltung sind keine Gäste vorgesehen"
        : `Höchstens ${event.settings.maxGuests} Gäste`,
    );
  }
  const shiftIds = [...new Set(input.shiftIds)];
  for (const id of shiftIds) shiftOf(event, id);
  if (event.settings.shifts.length > 0 && shiftIds.length === 0) {
    throw new InvalidInputError("shiftIds", "Bitte mindestens eine Schicht wählen");
  }
  const answers = checkAnswers(event.settings.questions, input.answers);
  const targets = shiftIds.length > 0 ? shiftIds : [""];
  const same = await db.signup.findFirst({
    where: {
      eventId: event.id,
      occurrence: key,
      shiftId: { in: targets },
      status: { in: ACTIVE },
      email: { equals: input.email, mode: "insensitive" },
      name: { equals: input.name, mode: "insensitive" },
    },
    select: { id: true },
  });
  if (same) throw new ConflictError("Diese Person ist mit dieser E-Mail-Adresse schon angemeldet");
  return targets.map((shiftId) => ({
    eventId: event.id,
    occurrence: key,
    shiftId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    places: shiftId ? 1 : 1 + input.guests,
    answers,
    underSixteen: input.underSixteen,
    parentName: input.underSixteen ? (input.parentName ?? "") : "",
    parentEmail: input.underSixteen ? (input.parentEmail ?? "") : "",
    lang: input.lang,
  }));
}

/**
 * POST /events/{id}/signups: stores the sign-up unconfirmed and queues the mail that asks to
 * confirm the address (to a parent for a child under 16). Nothing counts until then.
 */
export async function signUp(
  deps: SignupDeps,
  input: SignupInput,
  options: { ip: string; limitPerWindow: number },
): Promise<{ status: "unconfirmed" }> {
  const now = deps.mail.now();
  await limitPerNetwork(deps.prisma, `signup:ip:${options.ip}`, WINDOW, options.limitPerWindow, "Anmeldungen", now);
  const event = await signupEvent(deps.prisma, input.id, now, true);
  const rows = await plannedRows(deps.prisma, event, input, now, false);
  // A bot filled the hidden field: the same answer, nothing stored, no mail.
  if (input.website) return { status: "unconfirmed" };
  if (!(await deps.mail.status()).enabled) {
    throw new ServiceUnavailableError(
      "Anmeldungen gehen gerade nicht: Der Verein hat noch keinen Mailserver eingetragen.",
    );
  }
  const token = newToken();
  await deps.prisma.$transaction(async (tx) => {
    const to = input.underSixteen && input.parentEmail ? input.parentEmail : input.email;
    const decision = await admitPublicMail(tx, {
      kind: "signup-request",
      address: to,
      oncePerDay: true,
      perDay: REQUESTS_PER_ADDRESS,
      hourlyLimit: deps.mail.publicHourlyLimit * REQUEST_HOURLY_FACTOR,
      hourlyKey: "mail:signup-request:hour",
      now,
    });
    if (decision === "repeat") {
      throw new TooManyRequestsError(
        "An diese E-Mail-Adresse gingen heute schon zu viele Anmeldungen. Bitte morgen erneut versuchen.",
        3600,
      );
    }
    if (decision === "capped") {
      throw new TooManyRequestsError(
        "Gerade kommen sehr viele Anmeldungen. Bitte in einer Stunde erneut versuchen.",
        3600,
      );
    }
    const created = [];
    for (const row of rows) {
      created.push(await tx.signup.create({ data: { ...row, token }, select: rowSelect }));
    }
    const { start } = occurrenceOf(event, input.date);
    await queueSignupMail(tx, deps.mail, "signup-request", created, { event, start });
  });
  deps.mail.nudge();
  return { status: "unconfirmed" };
}

/** Runs `change` under an event's lock, then nudges the mail worker. */
export async function underEventLock<T>(
  deps: SignupDeps,
  eventId: number,
  change: (tx: Tx, now: Date) => Promise<T>,
): Promise<T> {
  const result = await deps.prisma.$transaction(async (tx) => {
    await lockEvent(tx, eventId);
    return change(tx, deps.mail.now());
  });
  deps.mail.nudge();
  return result;
}

export type { Row };
export { admit, cancelRows, expireOffers, promote, rowSelect, rowsOfToken, targetsOf };

/** Where a sign-up stands, read without changing it (the page a mail's link opens, before its button). */
export async function readSignup(deps: SignupDeps, token: string): Promise<SignupState> {
  const rows = await rowsOfToken(deps.prisma, token);
  const event = await signupEvent(deps.prisma, (rows[0] as Row).eventId, deps.mail.now(), false);
  return deps.prisma.$transaction((tx) => stateOf(tx, event, rows));
}
