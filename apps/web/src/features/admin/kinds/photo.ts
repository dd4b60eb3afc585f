import { msg } from "@lingui/core/macro";
import { lazyRouteComponent } from "@tanstack/react-router";
import { defineAdminKind } from "./define.js";

/** Photos: the photos tab, pages /admin/create/photo and /admin/edit/photo/<id> (a custom form with its album). */
export const photoAdmin = defineAdminKind({
  router: "photos",
  audit: msg`Fotos`,
  tab: {
    value: "photos",
    label: msg`Fotos`,
    list: lazyRouteComponent(() => import("../tabs/photos-tab.js"), "PhotosTab"),
  },
  // 'Delete all' names them with their categories.
  deleteAll: { with: "photoCategories" },
  trash: msg`Foto`,
  pages: {
    kind: "photo",
    create: "photo",
    edit: "photo",
    form: lazyRouteComponent(() => import("../forms/photo-form.js"), "PhotoForm"),
  },
});
