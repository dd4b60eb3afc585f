import { z } from "zod";
import { Id, IdInput, Ok } from "../schemas/common.js";
import { PhotoCategoryInput, PhotoCategoryOutput, PhotoInput, PhotoListInput, PhotoOutput } from "../schemas/photos.js";
import {
  createPhoto,
  createPhotoCategory,
  deletePhoto,
  deletePhotoCategory,
  getPhoto,
  getPhotoCategory,
  listPhotoCategories,
  listPhotos,
  updatePhoto,
  updatePhotoCategory,
} from "../services/photos.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";
import { adminRoute, publicRoute } from "./openapi.js";

const CATEGORIES = "photo categories";

export const photoCategoriesRouter = router({
  list: publicProcedure
    .meta(publicRoute("GET", "/photo-categories", CATEGORIES, "Photo categories with their photo counts"))
    .input(z.void())
    .output(z.array(PhotoCategoryOutput))
    .query(({ ctx }) => listPhotoCategories(ctx.prisma)),
  byId: publicProcedure
    .meta(publicRoute("GET", "/photo-categories/{id}", CATEGORIES, "One photo category"))
    .input(IdInput)
    .output(PhotoCategoryOutput)
    .query(({ ctx, input }) => getPhotoCategory(ctx.prisma, input.id)),
  create: adminProcedure
    .meta(adminRoute("POST", "/photo-categories", CATEGORIES, "Add a photo category"))
    .input(PhotoCategoryInput)
    .output(PhotoCategoryOutput)
    .mutation(({ ctx, input }) => createPhotoCategory(ctx.prisma, input)),
  update: adminProcedure
    .meta(adminRoute("PUT", "/photo-categories/{id}", CATEGORIES, "Replace a photo category"))
    .input(PhotoCategoryInput.extend({ id: Id }))
    .output(PhotoCategoryOutput)
    .mutation(({ ctx, input: { id, ...data } }) => updatePhotoCategory(ctx.prisma, id, data)),
  patch: adminProcedure
    .meta(adminRoute("PATCH", "/photo-categories/{id}", CATEGORIES, "Change some fields of a photo category"))
    .input(PhotoCategoryInput.partial().extend({ id: Id }))
    .output(PhotoCategoryOutput)
    .mutation(({ ctx, input: { id, ...data } }) => updatePhotoCategory(ctx.prisma, id, data)),
  delete: adminProcedure
    .meta(adminRoute("DELETE", "/photo-categories/{id}", CATEGORIES, "Delete a photo category and its photos"))
    .input(IdInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      await deletePhotoCategory(ctx.prisma, input.id);
      return { ok: true as const };
    }),
});

export const photosRouter = router({
  list: publicProcedure
    .meta(publicRoute("GET", "/photos", "photos", "Photos; optionally of one category and one page (limit, offset)"))
    .input(PhotoListInput)
    .output(z.array(PhotoOutput))
    .query(({ ctx, input }) => listPhotos(ctx.prisma, input ?? {})),
  byId: publicProcedure
    .meta(publicRoute("GET", "/photos/{id}", "photos", "One photo"))
    .input(IdInput)
    .output(PhotoOutput)
    .query(({ ctx, input }) => getPhoto(ctx.prisma, input.id)),
  create: adminProcedure
    .meta(adminRoute("POST", "/photos", "photos", "Add a photo to a category"))
    .input(PhotoInput)
    .output(PhotoOutput)
    .mutation(({ ctx, input }) => createPhoto(ctx.prisma, input)),
  update: adminProcedure
    .meta(adminRoute("PUT", "/photos/{id}", "photos", "Replace a photo"))
    .input(PhotoInput.extend({ id: Id }))
    .output(PhotoOutput)
    .mutation(({ ctx, input: { id, ...data } }) => updatePhoto(ctx.prisma, id, data)),
  patch: adminProcedure
    .meta(adminRoute("PATCH", "/photos/{id}", "photos", "Change some fields of a photo"))
    .input(PhotoInput.partial().extend({ id: Id }))
    .output(PhotoOutput)
    .mutation(({ ctx, input: { id, ...data } }) => updatePhoto(ctx.prisma, id, data)),
  delete: adminProcedure
    .meta(adminRoute("DELETE", "/photos/{id}", "photos", "Delete a photo"))
    .input(IdInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      await deletePhoto(ctx.prisma, input.id);
      return { ok: true as const };
    }),
});
