import { z } from "zod";
import { auditNotes } from "../audit/record.js";
import { mayUse } from "../roles.js";
import { Id, plainString } from "../schemas/common.js";
import { ContentLang } from "../schemas/translations.js";
import { addSignup, listSignups, patchSignup } from "../signups/admin.js";
import { checkInTicket } from "../signups/checkin.js";
import { messageSignups } from "../signups/message.js";
import { signupOverview } from "../signups/overview.js";
import {
  SignupAddInput,
  SignupIdInput,
  SignupMessageInput,
  SignupMessageSent,
  SignupOverview,
  SignupPatchInput,
  SignupRow,
  SignupState,
  SignupStatus,
  TokenInput,
} from "../signups/schemas.js";
import { acceptOffer, cancelSignup, confirmSignup, declineOffer, readSignup, signUp } from "../signups/service.js";
import { adminProcedure, publicProcedure, requireRole, router } from "../trpc.js";
import { adminRoute, publicRoute } from "./openapi.js";

const TAG = "sign-ups";

const LINK_ERRORS = { NOT_FOUND: "The link's token is unknown (a mistyped or an old link)" } as const;

const CheckInInput = z.object({
  id: Id,
  ticket: plainString({ message: "Bitte den Code der Anmeldung angeben" })
    .trim()
    .min(1, "Bitte den Code der Anmeldung angeben")
    .max(100, "Dieser Code ist keiner aus einer Anmeldung"),
});

const CheckInAnswer = z.object({
  /** The ticket's sign-up rows (a helper's shifts share one), each with its status and check-in. */
  signups: z.array(SignupRow),
  /** How many rows this scan checked in: 0 when already in, or not confirmed (waiting, cancelled). */
  checkedInNow: z.number().int(),
});

const SignupAnswer = z.object({
  /** A visitor's sign-up: unconfirmed until the address is confirmed. An admin's: confirmed or waiting at once. */
  status: SignupStatus,
  /** Only when an admin added the person: the rows written. */
  signups: z.array(SignupRow).optional(),
});

export const signupsRouter = router({
  overview: publicProcedure
    .meta(
      publicRoute(
        "GET",
        "/events/{id}/signup",
        TAG,
        "Whether sign-ups are open, the places left, the waiting list, the questions and the shifts (a series: ?date=YYYY-MM-DD)",
      ),
    )
    .input(SignupIdInput.extend({ lang: ContentLang }))
    .output(SignupOverview)
    .query(({ ctx, input }) => signupOverview(ctx.prisma, input.id, input.date, input.lang ?? "lb", ctx.mail.now())),
  create: publicProcedure
    .meta({
      ...publicRoute(
        "POST",
        "/events/{id}/signups",
        TAG,
        "Sign up (202: a mail asks to confirm the address; nothing counts until then). Signed in as an admin or Redaktion: add a person by hand, confirmed at once or waiting (notify: mail them)",
        {
          CONFLICT: "Sign-ups are closed (or not open yet), or this person is already signed up",
          TOO_MANY_REQUESTS: "Too many sign-ups from this address (SIGNUP_RATE_LIMIT), or to this e-mail address today",
          SERVICE_UNAVAILABLE: "No mail server is set: a sign-up could not be confirmed",
        },
      ),
      successStatus: 202,
    })
    .input(SignupAddInput)
    .output(SignupAnswer)
    .mutation(async ({ ctx, input }) => {
      const deps = { prisma: ctx.prisma, mail: ctx.mail };
      // Signed in with a role that manages sign-ups: an admin adds a person by hand.
      if (ctx.user && mayUse(ctx.user.role, "signups.list")) {
        requireRole(ctx, "signups.list");
        const signups = await addSignup(deps, input);
        return { status: signups[0]?.status ?? "confirmed", signups };
      }
      return signUp(deps, input, { ip: ctx.ip, limitPerWindow: ctx.settings.signupRateLimit });
    }),
  confirm: publicProcedure
    .meta(
      publicRoute(
        "POST",
        "/signups/confirm",
        TAG,
        "Confirm a sign-up's address (the token from the mail's link)",
        LINK_ERRORS,
      ),
    )
    .input(TokenInput)
    .output(SignupState)
    .mutation(({ ctx, input }) => confirmSignup({ prisma: ctx.prisma, mail: ctx.mail }, input.token)),
  cancel: publicProcedure
    .meta(
      publicRoute("POST", "/signups/cancel", TAG, "Cancel a sign-up (its place goes to the next waiting)", LINK_ERRORS),
    )
    .input(TokenInput)
    .output(SignupState)
    .mutation(({ ctx, input }) => cancelSignup({ prisma: ctx.prisma, mail: ctx.mail }, input.token)),
  accept: publicProcedure
    .meta(publicRoute("POST", "/signups/accept", TAG, "Take an offered place before its deadline", LINK_ERRORS))
    .input(TokenInput)
    .output(SignupState)
    .mutation(({ ctx, input }) => acceptOffer({ prisma: ctx.prisma, mail: ctx.mail }, input.token)),
  decline: publicProcedure
    .meta(publicRoute("POST", "/signups/decline", TAG, "Decline an offered place (it goes to the next)", LINK_ERRORS))
    .input(TokenInput)
    .output(SignupState)
    .mutation(({ ctx, input }) => declineOffer({ prisma: ctx.prisma, mail: ctx.mail }, input.token)),
  state: publicProcedure
    .meta(
      publicRoute(
        "GET",
        "/signups/state",
        TAG,
        "Where a sign-up stands (the token from the mail's link), without changing it",
        LINK_ERRORS,
      ),
    )
    .input(TokenInput)
    .output(SignupState)
    .query(({ ctx, input }) => readSignup({ prisma: ctx.prisma, mail: ctx.mail }, input.token)),
  list: adminProcedure
    .meta(
      adminRoute(
        "GET",
        "/events/{id}/signups",
        TAG,
        "Every sign-up of an event with its status, place in the line, answers, shift and check-in (a series: ?date= for one date)",
      ),
    )
    .input(SignupIdInput)
    .output(z.array(SignupRow))
    // Answers to sensitive questions: admins only.
    .query(({ ctx, input }) =>
      listSignups(ctx.prisma, input.id, input.date, { sensitive: ctx.user?.role === "admin" }),
    ),
  message: adminProcedure
    .meta(
      adminRoute(
        "POST",
        "/events/{id}/signups/message",
        TAG,
        "Write to everyone confirmed for an event (a series: ?date's date; a helper shift: shiftId): one mail each through the outbox, in their sign-up's language around the text, with the link to cancel; answers how many were written",
      ),
    )
    .input(SignupMessageInput)
    .output(SignupMessageSent)
    .mutation(({ ctx, input }) => {
      auditNotes(ctx).title = `Nachricht an die Angemeldeten: ${input.subject}`;
      return messageSignups({ prisma: ctx.prisma, mail: ctx.mail }, input);
    }),
  checkIn: adminProcedure
    .meta(
      adminRoute(
        "POST",
        "/events/{id}/checkin",
        TAG,
        "At the door: the ticket from a confirmation mail's QR code checks its confirmed sign-up in (once; scanning again changes nothing)",
        { NOT_FOUND: "No sign-up of this event has this ticket" },
      ),
    )
    .input(CheckInInput)
    .output(CheckInAnswer)
    .mutation(({ ctx, input }) => {
      auditNotes(ctx).title = `Einlass Event ${input.id}`;
      return checkInTicket({ prisma: ctx.prisma, mail: ctx.mail }, input.id, input.ticket);
    }),
  update: adminProcedure
    .meta(
      adminRoute(
        "PATCH",
        "/signups/{id}",
        TAG,
        "Check a person in or out, move them to another shift, or cancel them (the waiting list moves)",
      ),
    )
    .input(SignupPatchInput)
    .output(SignupRow)
    .mutation(({ ctx, input }) => {
      auditNotes(ctx).title = `Anmeldung ${input.id}`;
      return patchSignup({ prisma: ctx.prisma, mail: ctx.mail }, input);
    }),
});
