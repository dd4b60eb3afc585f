import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { z } from "zod";
import { NotFoundError, TooManyRequestsError } from "../errors.js";
import type { ContactSubmissionInput, ContactSubmissionOutput } from "../schemas/contact.js";
import { contactWriter } from "./contact-writer.js";
import { secondsUntil } from "./rate-limit.js";

type Input = z.output<typeof ContactSubmissionInput>;

const WINDOW = 10 * 60 * 1000;

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
    key: `contact:ip:${options.ip}`,
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
  if ("limited" in outcome) {
    throw new TooManyRequestsError(
      "Zu viele Nachrichten in kurzer Zeit. Bitte später erneut versuchen.",
      secondsUntil(outcome.limited.resetAt),
    );
  }
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
