import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { z } from "zod";
import { forgetInAudit } from "../audit/record.js";
import { ageOn, luxembourgToday } from "../consent.js";
import { NotFoundError, TooManyRequestsError } from "../errors.js";
import { listOutbox } from "../mail/outbox.js";
import type { MailService } from "../mail/service.js";
import { subscriberOfEmail } from "../newsletter/admin.js";
import { normalEmail } from "../newsletter/subscribe.js";
import type {
  ContactCounts,
  ContactListInput,
  ContactSubmissionInput,
  ContactSubmissionOutput,
  PersonData,
  SettableStatus,
} from "../schemas/contact.js";
import { applicantUnderSixteen } from "../schemas/contact.js";
import { signupRowSelect, toSignupRow } from "../signups/rows.js";
import { ANY_STATE } from "../trash/live-client.js";
import { moveToTrash } from "../trash/service.js";
import { contactWriter } from "./contact-writer.js";
import { countHit, secondsUntil } from "./rate-limit.js";

type Input = z.output<typeof ContactSubmissionInput>;

const WINDOW = 10 * 60 * 1000;
const limitKey = (ip: string) => `contact:ip:${ip}`;

/** The 429, saying how long to wait: retrying sooner cannot work, so "try again" alone would mislead. */
export function tooMany(resetAt: Date, now = new Date()): TooManyRequestsError {
  const seconds = secondsUntil(resetAt, now);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const wait = minutes === 1 ? "in einer Minute" : `in ${minutes} Minuten`;
  return new TooManyRequestsError(
    `Zu viele Nachrichten aus diesem Netzwerk in kurzer Zeit. Bitte ${wait} erneut senden.`,
    seconds,
  );
}

/**
 * Over the limit, a sender's messages are kept for review (no mail) up to this many times the
 * limit per window; beyond that they are refused with the 429.
 */
export const REVIEW_KEEP_FACTOR = 4;

/** The count in one window past which a sender is refused: `CONTACT_RATE_LIMIT` × 4. */
export const hardContactLimit = (limitPerWindow: number) => limitPerWindow * REVIEW_KEEP_FACTOR;

/**
 * Counts a submission that was refused (bad input, or a failed write) in the sender's window, as
 * every request counts whatever its outcome; over the hard limit, the answer becomes the 429.
 */
export async function countRefusedContact(
  prisma: PrismaClient,
  options: { ip: string; limitPerWindow: number },
): Promise<void> {
  const hit = await countHit(prisma, limitKey(options.ip), WINDOW);
  if (hit.hits > hardContactLimit(options.limitPerWindow)) throw tooMany(hit.resetAt);
}

/** Splits the spec's single `name` at the first space: "Anna Maria Weber" -> "Anna", "Maria Weber". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  return space < 0
    ? { firstName: trimmed, lastName: "" }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** Where a sent message went, as the sender is told: `review` when the committee checks it first. */
export interface Received {
  review: boolean;
}

/**
 * Stores a membership application or sponsor enquiry, and the mails it is to send (the outbox),
 * before answering. Up to the limit per window it goes to the inbox with its mails; over it (a
 * club stand's tablet, many people on one network) it is kept for review without mail, and the
 * sender is told so; over four times the limit it is refused with the 429, saying how long to
 * wait. A filled honeypot is answered like a success and kept as spam, without mail. Messages
 * that arrive together are committed together (ContactWriter).
 */
export async function submitContact(
  prisma: PrismaClient,
  mail: MailService,
  input: Input,
  options: { ip: string; limitPerWindow: number },
): Promise<Received> {
  const honeypot = Boolean(input.website && input.website.trim() !== "");
  const names =
    input.firstName || input.lastName
      ? { firstName: input.firstName ?? "", lastName: input.lastName ?? "" }
      : splitName(input.name ?? "");
  const membership = input.type === "membership";
  const child = membership && applicantUnderSixteen(input) === true;
  const outcome = await contactWriter(prisma).write({
    key: limitKey(options.ip),
    windowMs: WINDOW,
    limit: options.limitPerWindow,
    keepForReviewUpTo: hardContactLimit(options.limitPerWindow),
    mails: honeypot ? async () => [] : await mail.planFor(input.type),
    row: {
      type: input.type,
      ...names,
      company: input.company ?? "",
      email: input.email,
      phone: input.phone ?? "",
      message: input.message,
      status: honeypot ? "spam" : "new",
      birthDate: membership && input.birthDate ? new Date(`${input.birthDate}T00:00:00Z`) : null,
      // The parent's details go with an applicant under 16 (by birth date or by answer).
      parentName: child ? (input.parentName ?? "") : "",
      parentEmail: child ? (input.parentEmail ?? "") : "",
      parentConsent: child && input.parentConsent === true,
      underSixteen: membership ? applicantUnderSixteen(input) : null,
    },
  });
  if ("limited" in outcome) throw tooMany(outcome.limited.resetAt);
  if (!outcome.spam && !outcome.review) mail.nudge();
  // A bot behind the honeypot is answered as a person in the same place would be.
  return { review: outcome.review };
}

const select = {
  id: true,
  type: true,
  firstName: true,
  lastName: true,
  company: true,
  email: true,
  phone: true,
  message: true,
  createdAt: true,
  status: true,
  birthDate: true,
  parentName: true,
  parentEmail: true,
  parentConsent: true,
  underSixteen: true,
} satisfies Prisma.ContactSubmissionSelect;

type Row = Prisma.ContactSubmissionGetPayload<{ select: typeof select }>;

function toOutput(row: Row): ContactSubmissionOutput {
  const birthDay = row.birthDate ? row.birthDate.toISOString().slice(0, 10) : null;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    birthDate: birthDay,
    age: birthDay ? ageOn(birthDay, luxembourgToday()) : null,
  };
}

type ListInput = NonNullable<z.output<typeof ContactListInput>>;

/** Messages newest first: by type and status (all but spam without one), and a search in name, e-mail and text. */
export async function listContactSubmissions(
  prisma: PrismaClient,
  input: ListInput = {},
): Promise<ContactSubmissionOutput[]> {
  const q = input.q?.trim();
  const rows = await prisma.contactSubmission.findMany({
    select,
    where: {
      ...(input.type ? { type: input.type } : {}),
      status: input.status ?? { not: "spam" },
      ...(q
        ? {
            OR: (["firstName", "lastName", "company", "email", "message"] as const).map((field) => ({
              [field]: { contains: q, mode: "insensitive" as const },
            })),
          }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(toOutput);
}

export async function setContactStatus(
  prisma: PrismaClient,
  id: number,
  status: z.output<typeof SettableStatus>,
): Promise<ContactSubmissionOutput> {
  const { count } = await prisma.contactSubmission.updateMany({ where: { id }, data: { status } });
  if (count === 0) throw new NotFoundError("Nachricht nicht gefunden");
  return toOutput(await prisma.contactSubmission.findUniqueOrThrow({ where: { id }, select }));
}

export async function countContactSubmissions(prisma: PrismaClient): Promise<z.output<typeof ContactCounts>> {
  const groups = await prisma.contactSubmission.groupBy({ by: ["status"], _count: { _all: true } });
  const counts = { new: 0, read: 0, answered: 0, archived: 0, spam: 0, review: 0 };
  for (const group of groups) counts[group.status] = group._count._all;
  return counts;
}

/** Moves a message into the trash (trash/service.ts): restored from there, or deleted after 30 days. */
export async function deleteContactSubmission(prisma: PrismaClient, id: number): Promise<void> {
  await moveToTrash(prisma, "message", id);
}

/** Every message of one address, as sender or as parent (e-mail compared without case). */
function personWhere(email: string): Prisma.ContactSubmissionWhereInput {
  return {
    OR: [{ email: { equals: email, mode: "insensitive" } }, { parentEmail: { equals: email, mode: "insensitive" } }],
  };
}

/** GDPR article 15: what the site holds about one e-mail address. */
export async function personData(prisma: PrismaClient, email: string): Promise<z.output<typeof PersonData>> {
  const rows = await prisma.contactSubmission.findMany({
    select,
    where: { ...personWhere(email), ...ANY_STATE },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const signups = await prisma.signup.findMany({
    where: signupsOf(email),
    select: { ...signupRowSelect, event: { select: { title: true } } },
    orderBy: { id: "desc" },
  });
  const newsletter = await subscriberOfEmail(prisma, email);
  const mails = await listOutbox(
    prisma,
    {
      OR: [
        { submissionId: { in: rows.map((row) => row.id) } },
        { signupId: { in: signups.map((row) => row.id) } },
        { subscriberId: { in: newsletter.map((row) => row.id) } },
      ],
    },
    1000,
  );
  return {
    email,
    submissions: rows.map(toOutput),
    mails,
    // The list's row (signups/rows.ts) with the event's title; the output keeps PersonSignup's fields.
    signups: signups.map((row) => ({ ...toSignupRow(row), event: row.event.title })),
    newsletter,
  };
}

/** An address's sign-ups, as the person or as a child's parent. */
function signupsOf(email: string): Prisma.SignupWhereInput {
  return {
    OR: [{ email: { equals: email, mode: "insensitive" } }, { parentEmail: { equals: email, mode: "insensitive" } }],
  };
}

/**
 * GDPR article 17: deletes every message of one address, their mails, and what the audit log
 * held about them, in one transaction.
 */
export async function deletePersonData(
  prisma: PrismaClient,
  email: string,
): Promise<{ deleted: number; signups: number; newsletter: number }> {
  return prisma.$transaction(async (tx) => {
    // Messages in the trash too (ANY_STATE: the live client would leave them out).
    const rows = await tx.contactSubmission.findMany({
      where: { ...personWhere(email), ...ANY_STATE },
      select: { id: true },
    });
    const ids = rows.map((row) => row.id);
    const { count } = await tx.contactSubmission.deleteMany({ where: { id: { in: ids } } });
    await forgetInAudit(tx, email, ids);
    // Sign-ups with their mails (a place freed reaches those waiting at the next sweep, signups/sweep.ts).
    const signups = await tx.signup.deleteMany({ where: signupsOf(email) });
    // The newsletter subscription with its mails (the outbox rows go with it).
    const newsletter = await tx.newsletterSubscriber.deleteMany({ where: { email: normalEmail(email) } });
    return { deleted: count, signups: signups.count, newsletter: newsletter.count };
  });
}
