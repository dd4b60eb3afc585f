import { SponsorInput, SponsorOutput, SponsorPatchInput } from "../schemas/sponsors.js";
import { LangQuery } from "../schemas/translations.js";
import { sponsors } from "../services/sponsors.js";
import { router } from "../trpc.js";
import { crudProcedures } from "./crud.js";
import { orderProcedure } from "./order.js";

export const sponsorsRouter = router({
  // Before the CRUD paths: PUT .../order must not be taken for PUT .../{id}.
  order: orderProcedure(
    "Sponsor",
    "/sponsors",
    "sponsors",
    "Set the sponsors' order: every id once, in the new order (each type keeps its own order)",
  ),
  ...crudProcedures({
    path: "/sponsors",
    tag: "sponsors",
    summaries: {
      list: "All sponsors, main sponsors first",
      byId: "One sponsor",
      create: "Add a sponsor",
      update: "Replace a sponsor",
      patch: "Change some fields of a sponsor",
      delete: "Delete a sponsor",
    },
    input: SponsorInput,
    patch: SponsorPatchInput,
    output: SponsorOutput,
    listInput: LangQuery,
    store: sponsors,
  }),
});
