import { z } from "zod";
import { ImageVariant, requiredText } from "../../schemas/common.js";
import { computed, defineKind, image, translatableText } from "../kind.js";

/** The photo albums: name, description, cover image, their photos' count; in the admins' order. */
export const photoCategoryKind = defineKind({
  table: "PhotoCategory",
  router: "photoCategories",
  fields: {
    name: translatableText(200, (max) => requiredText(max, "Bitte Kategorie-Namen eingeben")),
    description: translatableText(2000),
    coverImage: image("cover"),
    // services/photos.ts counts them.
    photoCount: computed(z.number().int()),
    // The album's first photo (in its order): the cover shown while none is chosen (services/photos.ts).
    firstPhoto: computed(z.string().nullable()),
    firstPhotoVariants: computed(z.array(ImageVariant)),
  },
  visibility: "publishable",
  ordered: { within: [] },
  deleteAllKey: "photoCategories",
  notFound: "Foto-Kategorie nicht gefunden",
  trash: { kind: "photo-category", label: "Foto-Kategorie", title: "name" },
  orderBy: [{ position: "asc" }, { id: "asc" }],
  rest: {
    path: "/photo-categories",
    tag: "photo categories",
    summaries: {
      list: "Photo categories with their photo counts",
      byId: "One photo category",
      create: "Add a photo category",
      update: "Replace a photo category",
      patch: "Change some fields of a photo category",
      delete: "Delete a photo category and its photos",
      order: "Set the photo categories' order: every id once, in the new order",
    },
  },
});
