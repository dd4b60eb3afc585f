import { z } from "zod";
import { completeUpload, createUploadUrl, UPLOAD_PURPOSES, uploadedImage } from "../media/uploads.js";
import { ImageVariant, IsoDate, plainString } from "../schemas/common.js";
import { adminProcedure, router } from "../trpc.js";
import { adminRoute } from "./openapi.js";

const UploadedImage = z.object({
  /** The public path to store in imageUrl, logo, src, coverImage or photo. */
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(ImageVariant),
});

export const uploadsRouter = router({
  createUrl: adminProcedure
    .meta(
      adminRoute(
        "GET",
        "/object-uploads/url",
        "uploads",
        "A signed, single-use URL (15 minutes) to PUT one image to; purpose sets the size limit (photo 10 MB, others 5 MB)",
      ),
    )
    .input(z.object({ purpose: z.enum(UPLOAD_PURPOSES as [string, ...string[]]).optional() }).optional())
    .output(z.object({ url: z.string(), expiresAt: IsoDate, maxBytes: z.number().int() }))
    .query(({ ctx, input }) =>
      createUploadUrl(ctx.prisma, ctx.media.storage, {
        userId: ctx.user.id,
        purpose: (input?.purpose ?? "photo") as (typeof UPLOAD_PURPOSES)[number],
        uploadUrl: ctx.settings.uploadUrl,
      }),
    ),
  complete: adminProcedure
    .meta(
      adminRoute("POST", "/object-uploads/complete", "uploads", "Process an uploaded image; returns its public path", {
        FORBIDDEN: "The upload URL was used already or has expired",
        NOT_FOUND: "Nothing was uploaded to that URL",
        PAYLOAD_TOO_LARGE: "The image is over its purpose's size limit",
        UNSUPPORTED_MEDIA_TYPE: "Not a JPEG, PNG, WebP, GIF or AVIF image, or a damaged one",
      }),
    )
    .input(z.object({ rawPath: plainString().trim().min(1, "Bitte den Pfad angeben").max(1000) }))
    .output(UploadedImage)
    .mutation(async ({ ctx, input }) => uploadedImage(await completeUpload(ctx.prisma, ctx.media, input.rawPath))),
});
