import { z } from "zod";
import { IdInput, Ok } from "../schemas/common.js";
import { ContactSubmissionInput, ContactSubmissionOutput, ContactType } from "../schemas/contact.js";
import { deleteContactSubmission, listContactSubmissions, submitContact } from "../services/contact.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";
import { adminRoute, publicRoute } from "./openapi.js";

const TAG = "contact submissions";

export const contactSubmissionsRouter = router({
  create: publicProcedure
    .meta(publicRoute("POST", "/contact-submissions", TAG, "Send a membership application or a sponsor enquiry"))
    .input(ContactSubmissionInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      await submitContact(ctx.prisma, input, { ip: ctx.ip, limitPerWindow: ctx.settings.contactRateLimit });
      return { ok: true as const };
    }),
  list: adminProcedure
    .meta(adminRoute("GET", "/contact-submissions", TAG, "Received messages, newest first"))
    .input(z.object({ type: ContactType.optional() }).optional())
    .output(z.array(ContactSubmissionOutput))
    .query(({ ctx, input }) => listContactSubmissions(ctx.prisma, input?.type)),
  delete: adminProcedure
    .meta(adminRoute("DELETE", "/contact-submissions/{id}", TAG, "Delete a message"))
    .input(IdInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      await deleteContactSubmission(ctx.prisma, input.id);
      return { ok: true as const };
    }),
});
