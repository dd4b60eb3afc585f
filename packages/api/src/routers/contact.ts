import { z } from "zod";
import { auditNotes, messageTitle } from "../audit/record.js";
import { IdInput, Ok } from "../schemas/common.js";
import {
  ContactCounts,
  ContactListInput,
  ContactReceived,
  ContactStatusInput,
  ContactSubmissionInput,
  ContactSubmissionOutput,
  PersonData,
  PersonDeleted,
  PersonInput,
} from "../schemas/contact.js";
import {
  countContactSubmissions,
  countRefusedContact,
  deleteContactSubmission,
  deletePersonData,
  listContactSubmissions,
  personData,
  setContactStatus,
  submitContact,
} from "../services/contact.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";
import { adminRoute, publicRoute } from "./openapi.js";

const TAG = "contact submissions";

export const contactSubmissionsRouter = router({
  create: publicProcedure
    .meta(
      publicRoute(
        "POST",
        "/contact-submissions",
        TAG,
        "Send a membership application or a sponsor enquiry (review: true when it is kept for the committee to check first)",
        { TOO_MANY_REQUESTS: "Too many messages from this address; wait the seconds in Retry-After" },
      ),
    )
    // Before the input is read: a refused submission counts toward the limit too.
    .use(async ({ ctx, next }) => {
      const result = await next();
      if (!result.ok && result.error.code !== "TOO_MANY_REQUESTS") {
        await countRefusedContact(ctx.prisma, { ip: ctx.ip, limitPerWindow: ctx.settings.contactRateLimit });
      }
      return result;
    })
    .input(ContactSubmissionInput)
    .output(ContactReceived)
    .mutation(async ({ ctx, input }) => {
      const received = await submitContact(ctx.prisma, ctx.mail, input, {
        ip: ctx.ip,
        limitPerWindow: ctx.settings.contactRateLimit,
      });
      return { ok: true as const, review: received.review };
    }),
  list: adminProcedure
    .meta(
      adminRoute(
        "GET",
        "/contact-submissions",
        TAG,
        "Received messages, newest first; by type, status (without it: all but spam) and a search in name, e-mail and text",
      ),
    )
    .input(ContactListInput)
    .output(z.array(ContactSubmissionOutput))
    .query(({ ctx, input }) => listContactSubmissions(ctx.prisma, input ?? {})),
  counts: adminProcedure
    .meta(adminRoute("GET", "/contact-submissions/counts", TAG, "How many messages each status holds"))
    .input(z.void())
    .output(ContactCounts)
    .query(({ ctx }) => countContactSubmissions(ctx.prisma)),
  setStatus: adminProcedure
    .meta(adminRoute("PATCH", "/contact-submissions/{id}", TAG, "Mark a message new, read, answered or archived"))
    .input(ContactStatusInput)
    .output(ContactSubmissionOutput)
    .mutation(async ({ ctx, input }) => {
      const notes = auditNotes(ctx);
      notes.title = messageTitle(input.id);
      const before = await ctx.prisma.contactSubmission.findUnique({
        where: { id: input.id },
        select: { status: true },
      });
      const after = await setContactStatus(ctx.prisma, input.id, input.status);
      notes.changes = [{ field: "status", from: before?.status ?? null, to: after.status }];
      return after;
    }),
  delete: adminProcedure
    .meta(
      adminRoute(
        "DELETE",
        "/contact-submissions/{id}",
        TAG,
        "Delete a message: into the trash (GET /trash) for 30 days",
      ),
    )
    .input(IdInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      auditNotes(ctx).title = messageTitle(input.id);
      await deleteContactSubmission(ctx.prisma, input.id);
      return { ok: true as const };
    }),
  person: adminProcedure
    .meta(
      adminRoute(
        "GET",
        "/personal-data",
        TAG,
        "Every message, sign-up and mail of one e-mail address (GDPR article 15)",
      ),
    )
    .input(PersonInput)
    .output(PersonData)
    .query(({ ctx, input }) => personData(ctx.prisma, input.email)),
  deletePerson: adminProcedure
    .meta(
      adminRoute(
        "DELETE",
        "/personal-data",
        TAG,
        "Delete every message, sign-up and newsletter subscription of one e-mail address, with their mails (GDPR article 17)",
      ),
    )
    .input(PersonInput)
    .output(PersonDeleted)
    .mutation(async ({ ctx, input }) => {
      const { deleted, signups, newsletter } = await deletePersonData(ctx.prisma, input.email);
      // The erasure's own entry must not name the address it erased: the counts only.
      const messages = `${deleted} Nachricht${deleted === 1 ? "" : "en"}`;
      const more = signups > 0 ? `, ${signups} Anmeldung${signups === 1 ? "" : "en"}` : "";
      const subscription = newsletter > 0 ? ", Newsletter" : "";
      auditNotes(ctx).title = `Daten einer Person gelöscht: ${messages}${more}${subscription}`;
      return { deleted, signups, newsletter };
    }),
});
