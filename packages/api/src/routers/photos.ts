import { PhotoCategoryInput, PhotoCategoryOutput, PhotoInput, PhotoListInput, PhotoOutput } from "../schemas/photos.js";
import { LangQuery } from "../schemas/translations.js";
import { listPhotos, photoCategories, photos } from "../services/photos.js";
import { router } from "../trpc.js";
import { crudProcedures } from "./crud.js";
import { childOrderProcedure, orderProcedure } from "./order.js";

const CATEGORIES = "photo categories";

export const photoCategoriesRouter = router({
  // Before the CRUD paths: PUT .../order must not be taken for PUT .../{id}.
  order: orderProcedure(
    "PhotoCategory",
    "/photo-categories",
    CATEGORIES,
    "Set the photo categories' order: every id once, in the new order",
  ),
  ...crudProcedures({
    path: "/photo-categories",
    tag: CATEGORIES,
    summaries: {
      list: "Photo categories with their photo counts",
      byId: "One photo category",
      create: "Add a photo category",
      update: "Replace a photo category",
      patch: "Change some fields of a photo category",
      delete: "Delete a photo category and its photos",
    },
    input: PhotoCategoryInput,
    patch: PhotoCategoryInput.partial(),
    output: PhotoCategoryOutput,
    listInput: LangQuery,
    store: photoCategories,
  }),
});

export const photosRouter = router({
  // Before the CRUD paths: PUT .../order must not be taken for PUT .../{id}.
  order: childOrderProcedure(
    "Photo",
    "/photo-categories/{id}/photos/order",
    "photos",
    "Set the order of a category's photos: every photo id of the category once, in the new order",
  ),
  ...crudProcedures({
    path: "/photos",
    tag: "photos",
    summaries: {
      list: "Photos; optionally of one category and one page (limit, offset)",
      byId: "One photo",
      create: "Add a photo to a category",
      update: "Replace a photo",
      patch: "Change some fields of a photo",
      delete: "Delete a photo",
    },
    input: PhotoInput,
    patch: PhotoInput.partial(),
    output: PhotoOutput,
    listInput: PhotoListInput,
    store: photos,
    list: (ctx, input) => listPhotos(ctx, input ?? {}),
  }),
});
