import { z } from "zod";
import { IdInput, Ok } from "../schemas/common.js";
import { ContactSubmissionInput, ContactSubmissionOutput, ContactType } from "../schemas/contact.js";
import {
  countRefusedContact,
  deleteContactSubmission,
  listContactSubmissions,
  submitContact,
} from "../services/contact.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";
import { adminRoute, publicRoute } from "./openapi.js";

const TAG = "contact submissions";

export const contactSubmissionsRouter = router({
  create: publicProcedure
    .meta(publicRoute("POST", "/contact-submissions", TAG, "Send a membership application or a sponsor enquiry"))
    // Before the input is read: a refused submission counts toward the limit too.
    .use(async ({ ctx, next }) => {
      const result = await next();
      if (!result.ok && result.error.code !== "TOO_MANY_REQUESTS") {
        await countRefusedContact(ctx.prisma, { ip: ctx.ip, limitPerWindow: ctx.settings.contactRateLimit });
      }
      return result;
    })
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
