import { PhotoInput, PhotoListInput, PhotoOutput } from "../schemas/photos.js";
import { listPhotos, photos } from "../services/photos.js";
import { router } from "../trpc.js";
import { crudProcedures } from "./crud.js";
import { childOrderProcedure } from "./order.js";

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
