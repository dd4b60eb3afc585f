import type { Prisma } from "@jugendclub/db";
import { isPublicLocale } from "../locales.js";
import { outboxRow } from "../mail/outbox.js";
import type { MailService } from "../mail/service.js";
import { confirmedAttachments, TICKET_CID } from "./attachments.js";
import { type SignupEvent, shiftNameIn, shiftOf, titleIn } from "./event.js";
import type { SignupMailKind } from "./mail-kinds.js";
import { signupMail } from "./mails.js";
import type { Tx } from "./places.js";

// Writes a sign-up's mail to the outbox in the transaction that changes the sign-up: the mail goes
// if and only if the change is stored, exactly once (the outbox's worker, mail/service.ts).

export interface MailRow {
  id: number;
  name: string;
  email: string;
  parentEmail: string;
  underSixteen: boolean;
  lang: string;
  token: string;
  places: number;
  /** The series' date signed up for (YYYY-MM-DD), "" for a one-off event. */
  occurrence: string;
  shiftId: string;
}

export interface MailFacts {
  event: SignupEvent;
  /** The start of the date signed up for. */
  start: Date;
  position?: number;
  deadline?: Date;
  /** signup-message: the club's subject and text. */
  message?: { subject: string; text: string };
}

/** The addresses of a mail: a child's parent gets the request; every later mail goes to both. */
export function recipientsOf(kind: SignupMailKind, row: MailRow): string[] {
  if (!row.underSixteen || !row.parentEmail) return [row.email];
  return kind === "signup-request" ? [row.parentEmail] : [row.email, row.parentEmail];
}

/**
 * Queues one mail about `rows` (the rows of one form, one person). The confirmed mail carries its
 * files (attachments.ts), made here and stored with the outbox row: every attempt sends the same.
 */
export async function queueSignupMail(
  tx: Tx,
  mail: MailService,
  kind: SignupMailKind,
  rows: MailRow[],
  facts: MailFacts,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const confirmed = kind === "signup-confirmed";
  const composed = signupMail({
    kind,
    lang: first.lang,
    name: first.name,
    underSixteen: first.underSixteen,
    token: first.token,
    siteUrl: mail.siteUrl,
    event: { title: titleIn(facts.event, first.lang), start: facts.start, location: facts.event.location },
    rows: rows.map((row) => {
      if (!row.shiftId) return { places: row.places, shift: null };
      const shift = shiftOf(facts.event, row.shiftId);
      return {
        places: row.places,
        shift: { name: shiftNameIn(shift, first.lang), start: new Date(shift.start), end: new Date(shift.end) },
      };
    }),
    ...(facts.position !== undefined ? { position: facts.position } : {}),
    ...(facts.deadline ? { deadline: facts.deadline } : {}),
    ...(facts.message ? { message: facts.message } : {}),
    ...(confirmed ? { ticketCid: TICKET_CID } : {}),
  });
  const attachments = confirmed
    ? await confirmedAttachments({
        event: facts.event,
        rows,
        lang: isPublicLocale(first.lang) ? first.lang : "lb",
        siteUrl: mail.siteUrl,
        now: mail.now(),
        token: first.token,
      })
    : [];
  const data: Prisma.OutboxMailCreateManyInput = {
    ...outboxRow(kind, recipientsOf(kind, first), composed, mail.domain, null, attachments),
    signupId: first.id,
  };
  await tx.outboxMail.create({ data });
}
