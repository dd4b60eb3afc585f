import { NotFoundError } from "../errors.js";
import { listSignups } from "./admin.js";
import type { SignupRow } from "./schemas.js";
import type { SignupDeps } from "./service.js";

// At the door: the QR code of a confirmation mail carries the sign-up's token as a ticket; the
// admin's phone scans it and the person (with their guests) is checked in. Only a confirmed
// sign-up is let in; one on the waiting list or cancelled is shown as such and left unchanged.

export interface CheckInAnswer {
  /** The sign-up rows of the ticket (a helper's shifts share one). */
  signups: SignupRow[];
  /** How many rows this scan checked in (0: already in, or not confirmed). */
  checkedInNow: number;
}

export async function checkInTicket(deps: SignupDeps, eventId: number, ticket: string): Promise<CheckInAnswer> {
  const rows = await deps.prisma.signup.findMany({
    where: { eventId, token: ticket },
    select: { id: true, status: true, checkedInAt: true },
  });
  if (rows.length === 0) throw new NotFoundError("Dieser Code gehört zu keiner Anmeldung für dieses Event");
  const due = rows.filter((row) => row.status === "confirmed" && row.checkedInAt === null).map((row) => row.id);
  // Conditional: two phones scanning the same code at once check the person in once.
  const { count } =
    due.length > 0
      ? await deps.prisma.signup.updateMany({
          where: { id: { in: due }, checkedInAt: null, status: "confirmed" },
          data: { checkedInAt: deps.mail.now() },
        })
      : { count: 0 };
  const ids = new Set(rows.map((row) => row.id));
  const all = await listSignups(deps.prisma, eventId, undefined);
  return { signups: all.filter((row) => ids.has(row.id)), checkedInNow: count };
}
