import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_AREA, isAppPage, PUBLIC_PAGE_ROUTES, PUBLIC_PAGES } from "./site.js";

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
      expect(isAppPage(route.replace("$id", "12").replace("$eventId", "12-summerfest")), route).toBe(true);
    }
  });

  it("tell pages from unknown paths", () => {
    expect(isAppPage("/events/")).toBe(true);
    expect(isAppPage("/admin/edit/event/3")).toBe(true);
    expect(isAppPage("/events/12")).toBe(true);
    expect(isAppPage("/events/12-summerfest-am-duerf")).toBe(true);
    expect(isAppPage("/events/summerfest")).toBe(false);
    expect(isAppPage("/eventsx")).toBe(false);
    expect(isAppPage("/administrator")).toBe(false);
    expect(isAppPage("/nope")).toBe(false);
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
