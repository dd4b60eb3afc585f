import { z } from "zod";
import { CommitteeMemberInput, CommitteeMemberOutput } from "../schemas/committee.js";
import { Id, IdInput, Ok } from "../schemas/common.js";
import {
  createCommitteeMember,
  deleteCommitteeMember,
  getCommitteeMember,
  listCommitteeMembers,
  updateCommitteeMember,
} from "../services/committee.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";
import { adminRoute, publicRoute } from "./openapi.js";

const TAG = "committee members";

export const committeeMembersRouter = router({
  list: publicProcedure
    .meta(publicRoute("GET", "/committee-members", TAG, "The committee, in the admins' order"))
    .input(z.void())
    .output(z.array(CommitteeMemberOutput))
    .query(({ ctx }) => listCommitteeMembers(ctx.prisma)),
  byId: publicProcedure
    .meta(publicRoute("GET", "/committee-members/{id}", TAG, "One committee member"))
    .input(IdInput)
    .output(CommitteeMemberOutput)
    .query(({ ctx, input }) => getCommitteeMember(ctx.prisma, input.id)),
  create: adminProcedure
    .meta(adminRoute("POST", "/committee-members", TAG, "Add a committee member"))
    .input(CommitteeMemberInput)
    .output(CommitteeMemberOutput)
    .mutation(({ ctx, input }) => createCommitteeMember(ctx.prisma, input)),
  update: adminProcedure
    .meta(adminRoute("PUT", "/committee-members/{id}", TAG, "Replace a committee member"))
    .input(CommitteeMemberInput.extend({ id: Id }))
    .output(CommitteeMemberOutput)
    .mutation(({ ctx, input: { id, ...data } }) => updateCommitteeMember(ctx.prisma, id, data)),
  patch: adminProcedure
    .meta(adminRoute("PATCH", "/committee-members/{id}", TAG, "Change some fields of a committee member"))
    .input(CommitteeMemberInput.partial().extend({ id: Id }))
    .output(CommitteeMemberOutput)
    .mutation(({ ctx, input: { id, ...data } }) => updateCommitteeMember(ctx.prisma, id, data)),
  delete: adminProcedure
    .meta(adminRoute("DELETE", "/committee-members/{id}", TAG, "Delete a committee member"))
    .input(IdInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      await deleteCommitteeMember(ctx.prisma, input.id);
      return { ok: true as const };
    }),
});
