import { z } from "zod";
import { AuditEntryOutput, AuditListInput, listAudit } from "../audit/record.js";
import { adminProcedure, router } from "../trpc.js";
import { adminRoute } from "./openapi.js";

export const auditRouter = router({
  list: adminProcedure
    .meta(
      adminRoute(
        "GET",
        "/audit-log",
        "audit log",
        "Who changed what, newest first: every admin write, logins and failed logins (a year's worth); by entity and by actor, a page at a time (before: the last id seen)",
      ),
    )
    .input(AuditListInput)
    .output(z.array(AuditEntryOutput))
    .query(({ ctx, input }) => listAudit(ctx.prisma, input ?? { limit: 50 })),
});
