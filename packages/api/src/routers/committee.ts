import { committeeKind } from "../content/kinds/committee.js";
import { committeeMembers } from "../services/committee.js";
import { router } from "../trpc.js";
import { kindProcedures } from "./kind-router.js";

export const committeeMembersRouter = router(kindProcedures(committeeKind, committeeMembers));
