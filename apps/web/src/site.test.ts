import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { isAdminPage } from "./features/admin/kinds/index.js";
import { createAppRouter } from "./router.js";
import {
  ADMIN_AREA,
  isAppPage,
  NAV_PAGES,
  PAGE_SEARCH_PARAMETERS,
  PUBLIC_PAGE_ROUTES,
  PUBLIC_PAGES,
  pageAddress,
  SITE_PAGES,
} from "./site.js";

// The page list the host serves (site.ts) is the router's own: every route of the generated route
// tree is a public page or in the admin area, and every public page is a route.
const routeTree = readFileSync(join(import.meta.dirname, "routeTree.gen.ts"), "utf8");
const routes = [...new Set([...routeTree.matchAll(/fullPath: '([^']+)'/g)].map((match) => match[1] as string))];

describe("the site's pages", () => {
  it("are the router's routes: the public pages, and the rest in the admin area", () => {
    expect(routes.length).toBeGreaterThan(PUBLIC_PAGES.length);
    for (const page of [...PUBLIC_PAGES, ...PUBLIC_PAGE_ROUTES]) expect(routes, page).toContain(page);
    for (const route of routes) {
      const isPublic = ([...PUBLIC_PAGES, ...PUBLIC_PAGE_ROUTES] as readonly string[]).includes(route);
      expect(isPublic || route === ADMIN_AREA || route.startsWith(`${ADMIN_AREA}/`), route).toBe(true);
      // An event's page takes its slug after the id; the admin area's pages take the id alone.
      const eventId = route.startsWith(ADMIN_AREA) ? "12" : "12-summerfest";
      const path = route
        .replace("$id", "12")
        .replace("$eventId", eventId)
        .replace("$newsletterId", "4")
        .replace("$kind", "event");
      expect(isAppPage(path, { isAdminPage }), route).toBe(true);
    }
  });

  it("come from one table: the navigation links its pages, each once, and every page is in the sitemap's list", () => {
    expect(PUBLIC_PAGES).toEqual(SITE_PAGES.map((page) => page.path));
    expect(new Set(PUBLIC_PAGES).size).toBe(PUBLIC_PAGES.length);
    // Today's pages in their order (a new page may come anywhere among them).
    expect(NAV_PAGES.filter((page) => ["/", "/events", "/photos", "/sponsors", "/contact"].includes(page))).toEqual([
      "/",
      "/events",
      "/photos",
      "/sponsors",
      "/contact",
    ]);
    for (const page of NAV_PAGES) expect(PUBLIC_PAGES).toContain(page);
    // What each page shows gives its lastmod; the privacy notice is a setting and has none.
    expect(SITE_PAGES.find((page) => page.path === "/contact")?.shows).toEqual(["committeeMember"]);
    expect(SITE_PAGES.find((page) => page.path === "/privacy")?.shows).toEqual([]);
  });

  it("name themselves in the navigation: each page it links has its route's name and word, no other page has one", () => {
    for (const route of allRoutes().filter((one) => one.id !== "__root__")) {
      const nav = route.options.staticData?.nav as { label: { message?: string } } | undefined;
      const linked = (NAV_PAGES as readonly string[]).includes(route.fullPath);
      expect(Boolean(nav), route.fullPath).toBe(linked);
      if (nav) expect(nav.label.message, route.fullPath).toBeTruthy();
    }
    expect(allRoutes().filter((route) => route.options.staticData?.nav)).toHaveLength(NAV_PAGES.length);
  });

  it("tell pages from unknown paths", () => {
    const page = (path: string) => isAppPage(path, { isAdminPage });
    expect(page("/events/")).toBe(true);
    expect(page("/admin/edit/event/3")).toBe(true);
    expect(page("/events/12")).toBe(true);
    expect(page("/events/12-summerfest-am-duerf")).toBe(true);
    expect(page("/events/summerfest")).toBe(false);
    expect(page("/eventsx")).toBe(false);
    expect(page("/administrator")).toBe(false);
    // The admin area's pages are the words of the kinds' declarations, an id in digits.
    expect(page("/admin/create/committee-member")).toBe(true);
    expect(page("/admin/edit/committee/7/")).toBe(true);
    expect(page("/admin/edit/nothing/3")).toBe(false);
    expect(page("/admin/create/committee")).toBe(false);
    expect(page("/admin/edit/event/x")).toBe(false);
    expect(page("/admin/edit/event/0")).toBe(false);
    expect(page("/admin/edit/event")).toBe(false);
    expect(page("/admin/create/event/3")).toBe(false);
    expect(page("/admin/nope")).toBe(false);
    expect(page("/admin/signups/12")).toBe(true);
    expect(page("/admin/signups/12-summerfest")).toBe(false);
    expect(page("/admin/signups/12/3")).toBe(false);
    expect(page("/admin/signups")).toBe(false);
    expect(page("/admin/newsletter/new")).toBe(true);
    expect(page("/admin/newsletter/4")).toBe(true);
    expect(page("/admin/newsletter/0")).toBe(false);
    expect(page("/admin/newsletter/new/4")).toBe(false);
    expect(page("/admin/newsletter")).toBe(false);
    expect(page("/nope")).toBe(false);
    // Without the server build the browser decides: every address in the admin area is a page.
    expect(isAppPage("/admin/create/committee")).toBe(true);
    expect(isAppPage("/administrator")).toBe(false);
  });
});

describe("the site's languages", () => {
  it("have every public page under their prefix, and the admin area only at its one address", () => {
    for (const prefix of ["/de", "/fr", "/en", "/pt"]) {
      expect(isAppPage(`${prefix}/`)).toBe(true);
      expect(isAppPage(`${prefix}/events`)).toBe(true);
      expect(isAppPage(`${prefix}/events/12-summerfest`)).toBe(true);
      expect(isAppPage(`${prefix}/contact`)).toBe(true);
      expect(isAppPage(`${prefix}/admin`)).toBe(false);
    }
    expect(isAppPage("/lb/events")).toBe(false);
    expect(isAppPage("/it/events")).toBe(false);
    expect(isAppPage("/french")).toBe(false);
  });
});

/** Every route of the app's router, with the options it reads (their paths are set up with it). */
function allRoutes(): {
  id: string;
  fullPath: string;
  options: { validateSearch?: unknown; staticData?: { nav?: unknown } };
}[] {
  const router = createAppRouter(
    { queryClient: null as never, trpc: null as never, locale: "lb" },
    createMemoryHistory({ initialEntries: ["/"] }),
  );
  return Object.values(router.routesById) as unknown as ReturnType<typeof allRoutes>;
}

describe("the query parameters a page reads", () => {
  it("are the ones its route's validateSearch reads, and no page reads any other", () => {
    const publicRoutes = allRoutes().filter((route) =>
      ([...PUBLIC_PAGES, ...PUBLIC_PAGE_ROUTES] as readonly string[]).includes(route.fullPath),
    );
    // The root route counts as well (its fullPath is "/"): what it read, every page would read.
    expect(new Set(publicRoutes.map((route) => route.fullPath)).size).toBe(
      PUBLIC_PAGES.length + PUBLIC_PAGE_ROUTES.length,
    );
    for (const route of publicRoutes) {
      const validate = route.options.validateSearch as ((search: Record<string, unknown>) => object) | undefined;
      // Every name the route looks at in the query, whatever it then keeps.
      const read = new Set<string>();
      const search = new Proxy({} as Record<string, unknown>, {
        get: (_target, name) => {
          if (typeof name === "string") read.add(name);
          return "7";
        },
      });
      validate?.(search);
      expect([...read].sort(), route.fullPath).toEqual([...(PAGE_SEARCH_PARAMETERS[route.fullPath] ?? [])].sort());
    }
  });

  it("are all a page's address keeps: tracking parameters go, the page's stay as written", () => {
    expect(pageAddress("/events")).toBe("/events");
    expect(pageAddress("/events?utm_source=facebook.com")).toBe("/events");
    expect(pageAddress("/fr/events?utm_source=facebook.com&utm_medium=social&q=f%C3%A9ier+a&fbclid=IwAR0x")).toBe(
      "/fr/events?q=f%C3%A9ier+a",
    );
    expect(pageAddress("/events/?category=Sport&gclid=abc&category=Kultur")).toBe(
      "/events/?category=Sport&category=Kultur",
    );
    expect(pageAddress("/photos?photo=3&category=2&utm_campaign=x")).toBe("/photos?photo=3&category=2");
    expect(pageAddress("/de/events/12-summerfest?date=2031-07-01&fbclid=1")).toBe(
      "/de/events/12-summerfest?date=2031-07-01",
    );
    expect(pageAddress("/?utm_source=newsletter")).toBe("/");
    expect(pageAddress("/pt/?q=x")).toBe("/pt/");
    expect(pageAddress("/contact?")).toBe("/contact");
    expect(pageAddress("/nope?q=1")).toBe("/nope");
    // A name that is no valid percent-encoding is no parameter of the page.
    expect(pageAddress("/events?%E0%A4%A=1&q=x")).toBe("/events?q=x");
  });
});
