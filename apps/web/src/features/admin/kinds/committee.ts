import { msg } from "@lingui/core/macro";
import { lazyRouteComponent } from "@tanstack/react-router";
import { defineAdminKind } from "./define.js";

/** The committee's members: their own tab, pages /admin/create/committee-member and /admin/edit/committee/<id>. */
export const committeeAdmin = defineAdminKind({
  router: "committeeMembers",
  audit: msg`Komitee`,
  tab: {
    value: "committee",
    label: msg`Komitee`,
    list: lazyRouteComponent(() => import("../tabs/committee-tab.js"), "CommitteeTab"),
  },
  deleteAll: msg`alle Komiteemitglieder`,
  trash: msg`Komiteemitglied`,
  pages: {
    kind: "committee",
    create: "committee-member",
    edit: "committee",
    form: lazyRouteComponent(() => import("../forms/committee-form.js"), "CommitteeForm"),
  },
});
