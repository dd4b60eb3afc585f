import { z } from "zod";
import type { AuditNotes } from "../audit/record.js";
import { reorder } from "../content/order.js";
import { Id } from "../schemas/common.js";
import { adminProcedure } from "../trpc.js";
import { adminRoute } from "./openapi.js";

const Ids = z
  .array(Id, { message: "Bitte die IDs in ihrer neuen Reihenfolge als Liste senden" })
  .max(10_000, "Höchstens 10000 IDs");

export const OrderInput = z.object({ ids: Ids });
export const OrderOutput = z.object({ ids: z.array(z.number().int()) });

/** PUT <path>/order: the ids of every row of a table ordered by hand, in their new order. */
export function orderProcedure(table: string, path: `/${string}`, tag: string, summary: string) {
  return adminProcedure
    .meta(adminRoute("PUT", `${path}/order`, tag, summary))
    .input(OrderInput)
    .output(OrderOutput)
    .mutation(async ({ ctx, input }) => {
      noteOrder((ctx as { audit?: AuditNotes }).audit);
      return { ids: await reorder(ctx.prisma, table, input.ids) };
    });
}

/** PUT <parent path>/{id}/<children>/order: the same within one parent (a category's photos). */
export function childOrderProcedure(table: string, path: `/${string}`, tag: string, summary: string) {
  return adminProcedure
    .meta(adminRoute("PUT", path, tag, summary))
    .input(OrderInput.extend({ id: Id }))
    .output(OrderOutput)
    .mutation(async ({ ctx, input }) => {
      noteOrder((ctx as { audit?: AuditNotes }).audit);
      return { ids: await reorder(ctx.prisma, table, input.ids, input.id) };
    });
}

/** The audit entry of a new order: the field it changes. */
function noteOrder(audit: AuditNotes | undefined) {
  if (!audit) return;
  audit.title = "Reihenfolge";
  audit.changedFields = ["position"];
}
