import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { z } from "zod";
import { NotFoundError, TooManyRequestsError } from "../errors.js";
import type { ContactSubmissionInput, ContactSubmissionOutput } from "../schemas/contact.js";
import { contactWriter } from "./contact-writer.js";
import { countHit, secondsUntil } from "./rate-limit.js";

type Input = z.output<typeof ContactSubmissionInput>;

const WINDOW = 10 * 60 * 1000;
const limitKey = (ip: string) => `contact:ip:${ip}`;

function tooMany(resetAt: Date): TooManyRequestsError {
  return new TooManyRequestsError(
    "Zu viele Nachrichten in kurzer Zeit. Bitte später erneut versuchen.",
    secondsUntil(resetAt),
  );
}

/**
 * Counts a submission that was refused (bad input, or a failed write) in the sender's window, as
 * every request counts whatever its outcome; over the limit, the answer becomes the 429.
 */
export async function countRefusedContact(
  prisma: PrismaClient,
  options: { ip: string; limitPerWindow: number },
): Promise<void> {
  const hit = await countHit(prisma, limitKey(options.ip), WINDOW);
  if (hit.hits > options.limitPerWindow) throw tooMany(hit.resetAt);
}

/** Splits the spec's single `name` at the first space: "Anna Maria Weber" -> "Anna", "Maria Weber". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  return space < 0
    ? { firstName: trimmed, lastName: "" }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/**
 * Stores a membership application or sponsor enquiry before answering. A filled honeypot is
 * answered like a success but not stored. Returns whether it was stored. Messages that arrive
 * together are committed together (ContactWriter).
 */
export async function submitContact(
  prisma: PrismaClient,
  input: Input,
  options: { ip: string; limitPerWindow: number },
): Promise<boolean> {
  const honeypot = Boolean(input.website && input.website.trim() !== "");
  const names =
    input.firstName || input.lastName
      ? { firstName: input.firstName ?? "", lastName: input.lastName ?? "" }
      : splitName(input.name ?? "");
  const outcome = await contactWriter(prisma).write({
    key: limitKey(options.ip),
    windowMs: WINDOW,
    limit: options.limitPerWindow,
    row: honeypot
      ? null
      : {
          type: input.type,
          ...names,
          company: input.company ?? "",
          email: input.email,
          phone: input.phone ?? "",
          message: input.message,
        },
  });
  if ("limited" in outcome) throw tooMany(outcome.limited.resetAt);
  return outcome.stored;
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
} satisfies Prisma.ContactSubmissionSelect;

export async function listContactSubmissions(
  prisma: PrismaClient,
  type?: "membership" | "sponsor",
): Promise<ContactSubmissionOutput[]> {
  const rows = await prisma.contactSubmission.findMany({
    select,
    where: type ? { type } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function deleteContactSubmission(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.contactSubmission.deleteMany({ where: { id } });
  if (count === 0) throw new NotFoundError("Nachricht nicht gefunden");
}
