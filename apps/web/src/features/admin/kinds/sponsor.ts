import { msg } from "@lingui/core/macro";
import { lazyRouteComponent } from "@tanstack/react-router";
import { defineAdminKind } from "./define.js";

/** Sponsors: their own tab, pages /admin/create/sponsor and /admin/edit/sponsor/<id>. */
export const sponsorAdmin = defineAdminKind({
  router: "sponsors",
  audit: msg`Sponsoren`,
  tab: {
    value: "sponsors",
    label: msg`Sponsoren`,
    list: lazyRouteComponent(() => import("../tabs/sponsors-tab.js"), "SponsorsTab"),
  },
  deleteAll: msg`alle Sponsoren`,
  trash: msg`Sponsor`,
  pages: {
    kind: "sponsor",
    create: "sponsor",
    edit: "sponsor",
    form: lazyRouteComponent(() => import("../forms/sponsor-form.js"), "SponsorForm"),
  },
});
