import { z } from "zod";
import { CommitteeMemberInput, CommitteeMemberOutput } from "../schemas/committee.js";
import { committeeMembers } from "../services/committee.js";
import { router } from "../trpc.js";
import { crudProcedures } from "./crud.js";
import { orderProcedure } from "./order.js";

export const committeeMembersRouter = router({
  // Before the CRUD paths: PUT .../order must not be taken for PUT .../{id}.
  order: orderProcedure(
    "CommitteeMember",
    "/committee-members",
    "committee members",
    "Set the committee's order: every id once, in the new order",
  ),
  ...crudProcedures({
    path: "/committee-members",
    tag: "committee members",
    summaries: {
      list: "The committee, in the admins' order",
      byId: "One committee member",
      create: "Add a committee member",
      update: "Replace a committee member",
      patch: "Change some fields of a committee member",
      delete: "Delete a committee member",
    },
    input: CommitteeMemberInput,
    patch: CommitteeMemberInput.partial(),
    output: CommitteeMemberOutput,
    listInput: z.void(),
    store: committeeMembers,
  }),
});
