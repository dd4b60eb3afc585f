import { type NuMessage, nuCheck } from "@jugendclub/testing/nu-checker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../src/site-pages.js";
import { type Site, sharedSite } from "./harness.js";

// The public pages as the server sends them, checked by the Nu Html Checker (issue 32): every page
// of the sitemap (home, events, photos, sponsors, contact, privacy and every event, in the five
// languages), the 404 page, the photo categories and a filtered event list in every language. No
// message is filtered out: 0 errors.

const PREFIXES = ["", "/de", "/fr", "/en", "/pt"] as const;

/** Each document's errors as "line: message (extract)". */
function errorsOf(messages: NuMessage[]): string[] {
  return messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map((message) => `${message.lastLine ?? "?"}: ${message.message} (${message.extract?.trim() ?? ""})`);
}

describe("valid HTML, as the Nu Html Checker reads it", () => {
  let site: Site;
  beforeAll(async () => {
    site = await sharedSite();
  }, 20 * 60_000);
  afterAll(async () => {
    await site?.close();
  });

  it(
    "every public page in every language, the 404 page and the category pages: 0 errors",
    async () => {
      const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
        const url = new URL(match[1] ?? "");
        return `${url.pathname}${url.search}`;
      });
      // The sitemap names every kind of page in every language.
      for (const prefix of PREFIXES) {
        for (const page of PUBLIC_PAGES.filter((path) => path !== "/")) {
          expect(paths).toContain(`${prefix}${page}`);
        }
        expect(paths.some((path) => path.startsWith(`${prefix}/events/`))).toBe(true);
      }
      const categories = (await (await fetch(`${site.url}/api/photo-categories`)).json()) as { id: number }[];
      const events = (await (await fetch(`${site.url}/api/events`)).json()) as {
        id: number;
        category: string | null;
        signup: object | null;
      }[];
      const eventCategory = events.find((event) => event.category)?.category;
      const signupEvent = events.find((event) => event.signup);
      expect(signupEvent).toBeDefined();
      expect(categories.length).toBeGreaterThan(0);
      expect(eventCategory).toBeTruthy();
      const pages: { path: string; status: number }[] = paths.map((path) => ({ path, status: 200 }));
      for (const prefix of PREFIXES) {
        pages.push({ path: `${prefix}/no-such-page`, status: 404 });
        for (const category of categories)
          pages.push({ path: `${prefix}/photos?category=${category.id}`, status: 200 });
        pages.push({ path: `${prefix}/events?category=${encodeURIComponent(eventCategory ?? "")}`, status: 200 });
        // The sign-up pages (issue 35): every demo event that takes sign-ups, and a link nobody sent.
        for (const event of events.filter((one) => one.signup)) {
          pages.push({ path: `${prefix}/signup?event=${event.id}`, status: 200 });
        }
        pages.push({ path: `${prefix}/signup/cancel?token=no-such-token`, status: 404 });
      }

      const documents: Record<string, string> = {};
      for (const { path, status } of pages) {
        const response = await fetch(`${site.url}${path}`);
        expect(response.status, path).toBe(status);
        expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
        documents[path] = await response.text();
      }
      // The pages that answer a form sent without scripts: the form with its problems (a child's
      // parent's fields included), and the thanks.
      const posts: { path: string; status: number; fields: Record<string, string> }[] = [
        { path: "/fr/contact", status: 400, fields: { form: "membership", name: "Tom", underSixteen: "yes" } },
        // A sign-up with a mistake: the form again, its fields marked.
        { path: "/pt/signup", status: 400, fields: { event: String(signupEvent?.id), name: "Rui", email: "rui@" } },
        {
          path: "/de/sponsors",
          status: 200,
          fields: { form: "sponsor", firstName: "A", lastName: "B", company: "C", email: "a@b.lu", message: "m" },
        },
      ];
      for (const { path, status, fields } of posts) {
        const response = await fetch(`${site.url}${path}`, { method: "POST", body: new URLSearchParams(fields) });
        expect(response.status, `POST ${path}`).toBe(status);
        documents[`POST ${path}`] = await response.text();
      }
      // A document with a known fault, so a checker that says nothing at all cannot pass for one
      // that finds nothing: a <style> element inside the body, as Mantine's SimpleGrid writes it.
      const faulty = "faulty sample";
      documents[faulty] =
        '<!doctype html><html lang="en"><head><title>x</title></head><body><div><p>x</p><style>p{}</style></div></body></html>';

      const report = await nuCheck(documents);
      expect(errorsOf(report[faulty] ?? []).join("\n")).toMatch(/“style” element/);
      delete report[faulty];
      const failures = Object.entries(report).flatMap(([path, messages]) =>
        errorsOf(messages).map((error) => `${path} ${error}`),
      );
      expect(failures).toEqual([]);
      expect(Object.keys(report).length).toBeGreaterThanOrEqual(60);
      // It starts a JVM (the checker): 3 minutes, as for the tests that start real processes.
    },
    3 * 60_000,
  );
});
