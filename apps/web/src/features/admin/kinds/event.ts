import { msg } from "@lingui/core/macro";
import { lazyRouteComponent } from "@tanstack/react-router";
import { defineAdminKind } from "./define.js";

/** Events: the events tab, pages /admin/create/event and /admin/edit/event/<id> (a custom form: recurrence, category). */
export const eventAdmin = defineAdminKind({
  router: "events",
  audit: msg`Events`,
  tab: {
    value: "events",
    label: msg`Events`,
    list: lazyRouteComponent(() => import("../tabs/events-tab.js"), "EventsTab"),
  },
  deleteAll: msg`alle Events`,
  trash: msg`Event`,
  pages: {
    kind: "event",
    create: "event",
    edit: "event",
    form: lazyRouteComponent(() => import("../forms/event-form.js"), "EventForm"),
  },
});

/** Event categories: named in the events tab's dialog (event-categories-dialog.tsx); 'delete all' keeps them. */
export const eventCategoryAdmin = defineAdminKind({
  router: "eventCategories",
  audit: msg`Event-Kategorien`,
  tab: { value: "events", sharedWith: "events" },
  deleteAll: null,
  trash: null,
});
