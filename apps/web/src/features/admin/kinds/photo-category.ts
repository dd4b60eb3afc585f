import { msg } from "@lingui/core/macro";
import { defineAdminKind } from "./define.js";

/** Photo categories (albums): listed in the photos tab, created and edited in its dialog (photo-category-dialog.tsx). */
export const photoCategoryAdmin = defineAdminKind({
  router: "photoCategories",
  audit: msg`Foto-Kategorien`,
  tab: { value: "photos", sharedWith: "photos" },
  deleteAll: msg`alle Foto-Kategorien mit ihren Fotos`,
  trash: msg`Foto-Kategorie`,
});
