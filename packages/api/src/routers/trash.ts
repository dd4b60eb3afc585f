import { z } from "zod";
import { auditNotes } from "../audit/record.js";
import { Id, Ok } from "../schemas/common.js";
import { TRASH_DAYS, TRASH_KIND_NAMES, TRASH_KINDS } from "../trash/kinds.js";
import { deleteForever, listTrash, restoreFromTrash } from "../trash/service.js";
import { adminProcedure, router } from "../trpc.js";
import { adminRoute } from "./openapi.js";

const TAG = "trash";

const TrashKindInput = z.enum(TRASH_KIND_NAMES);
const TrashItemInput = z.object({ kind: TrashKindInput, id: Id });

const TrashItem = z.object({
  kind: TrashKindInput,
  id: z.number().int(),
  title: z.string(),
  deletedAt: z.string(),
  purgeAt: z.string(),
  daysLeft: z.number().int(),
  image: z.string().nullable(),
  photoCount: z.number().int(),
});

/** The audit entry names the kind and the item's number. */
const noteItem = (ctx: object, input: { kind: keyof typeof TRASH_KINDS; id: number }) => {
  const notes = auditNotes(ctx);
  notes.entityId = input.id;
  notes.title = `${TRASH_KINDS[input.kind].label} ${input.id}`;
};

export const trashRouter = router({
  list: adminProcedure
    .meta(
      adminRoute(
        "GET",
        "/trash",
        TAG,
        `What was deleted in the last ${TRASH_DAYS} days, most recent first, with the date it goes for good`,
      ),
    )
    .input(z.void())
    .output(z.array(TrashItem))
    .query(({ ctx }) => listTrash(ctx.prisma)),
  restore: adminProcedure
    .meta(
      adminRoute("POST", "/trash/{kind}/{id}/restore", TAG, "Bring an item back from the trash, with its images", {
        CONFLICT: "A photo whose album is in the trash: restore the album first",
      }),
    )
    .input(TrashItemInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      noteItem(ctx, input);
      await restoreFromTrash(ctx.prisma, input.kind, input.id);
      return { ok: true as const };
    }),
  deleteForever: adminProcedure
    .meta(adminRoute("DELETE", "/trash/{kind}/{id}", TAG, "Delete an item in the trash for good"))
    .input(TrashItemInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      noteItem(ctx, input);
      await deleteForever(ctx.prisma, input.kind, input.id);
      return { ok: true as const };
    }),
});
