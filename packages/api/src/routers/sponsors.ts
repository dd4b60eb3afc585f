import { z } from "zod";
import { Id, IdInput, Ok } from "../schemas/common.js";
import { SponsorInput, SponsorOutput, SponsorPatchInput } from "../schemas/sponsors.js";
import { createSponsor, deleteSponsor, getSponsor, listSponsors, updateSponsor } from "../services/sponsors.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";
import { adminRoute, publicRoute } from "./openapi.js";

export const sponsorsRouter = router({
  list: publicProcedure
    .meta(publicRoute("GET", "/sponsors", "sponsors", "All sponsors, main sponsors first"))
    .input(z.void())
    .output(z.array(SponsorOutput))
    .query(({ ctx }) => listSponsors(ctx.prisma)),
  byId: publicProcedure
    .meta(publicRoute("GET", "/sponsors/{id}", "sponsors", "One sponsor"))
    .input(IdInput)
    .output(SponsorOutput)
    .query(({ ctx, input }) => getSponsor(ctx.prisma, input.id)),
  create: adminProcedure
    .meta(adminRoute("POST", "/sponsors", "sponsors", "Add a sponsor"))
    .input(SponsorInput)
    .output(SponsorOutput)
    .mutation(({ ctx, input }) => createSponsor(ctx.prisma, input)),
  update: adminProcedure
    .meta(adminRoute("PUT", "/sponsors/{id}", "sponsors", "Replace a sponsor"))
    .input(SponsorInput.extend({ id: Id }))
    .output(SponsorOutput)
    .mutation(({ ctx, input: { id, ...data } }) => updateSponsor(ctx.prisma, id, data)),
  patch: adminProcedure
    .meta(adminRoute("PATCH", "/sponsors/{id}", "sponsors", "Change some fields of a sponsor"))
    .input(SponsorPatchInput.extend({ id: Id }))
    .output(SponsorOutput)
    .mutation(({ ctx, input: { id, ...data } }) => updateSponsor(ctx.prisma, id, data)),
  delete: adminProcedure
    .meta(adminRoute("DELETE", "/sponsors/{id}", "sponsors", "Delete a sponsor"))
    .input(IdInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      await deleteSponsor(ctx.prisma, input.id);
      return { ok: true as const };
    }),
});
