import { existsSync } from "node:fs";
import { ensureAdmin } from "@jugendclub/api";
import { PUBLIC_PAGES } from "@jugendclub/web/site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, loginCookie, rest } from "./api-client.js";
import { createTestApp, type TestApp } from "./helpers.js";

describe("serving the built web app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    if (!existsSync(`${t.config.webDistDir}/index.html`)) throw new Error("Build the web app first (pnpm build)");
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the app's routes with the page, unknown paths with the page and status 404", async () => {
    // Every page of the site's page table (a new page is covered by adding it there), a filtered
    // view, and the admin area's pages.
    for (const path of [...PUBLIC_PAGES, "/photos?category=1", "/admin", "/admin/create/event"]) {
      const res = await t.app.inject({ method: "GET", url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    // Every unknown address, not only some: under a page, under the admin area, an unknown event.
    for (const path of ["/does-not-exist", "/photos/xyz", "/admin/nope", "/events/987654321", "/events/x/y"]) {
      const unknown = await t.app.inject({ method: "GET", url: path });
      expect(unknown.statusCode, path).toBe(404);
      expect(unknown.body, path).toContain('<div id="root">');
      // The admin area's 404 page is the browser's, in the admin's language (event-page.test.ts).
      if (!path.startsWith("/admin")) expect(unknown.body, path).toContain("404 Page Not Found");
    }
  });

  it("answers a missing asset or API path with a JSON 404, never the page", async () => {
    for (const path of ["/assets/missing-123.js", "/api/nothing-here", "/media/missing.jpg", "/favicon-nope.ico"]) {
      const res = await t.app.inject({ method: "GET", url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers["content-type"], path).toMatch(/application\/json/);
    }
  });

  it("serves hashed assets precompressed and cached for a year, the page never cached", async () => {
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.headers["cache-control"]).toBe("no-cache");
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1] as string;
    const res = await t.app.inject({ method: "GET", url: script, headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  });
});

describe("public pages rendered on the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    await ensureAdmin(t.services.db.prisma, ADMIN);
  });
  afterAll(async () => {
    await t.close();
  });

  // The page's content: before the data block on a page of the app, before </body> on a page with islands.
  const rootOf = (html: string) =>
    /<div id="root">([\s\S]*?)<\/div>(?:<script type="application\/json"|\s*<\/body>)/.exec(html)?.[1];

  it("sends the theme's variables in the head, not in the part React hydrates", async () => {
    for (const path of PUBLIC_PAGES) {
      const page = await t.app.inject({ method: "GET", url: path });
      const head = page.body.slice(0, page.body.indexOf("</head>"));
      expect(head.match(/<style data-mantine-styles="true">/g), path).toHaveLength(1);
      expect(head, path).toContain("--mantine-color-wine-7: #a52d50");
      // Mantine's global classes (hiddenFrom, visibleFrom) too; the body holds no <style> at all
      // (invalid HTML, issue 32).
      expect(head.match(/<style data-mantine-styles="classes">/g), path).toHaveLength(1);
      expect(head, path).toContain(".mantine-hidden-from-lg {display: none !important;}");
      expect(rootOf(page.body), path).not.toContain("<style");
    }
  });
  const stateOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="jc-state">([^<]*)<\/script>/.exec(html)?.[1] ?? "null");

  it("sends each page with its content, its data for the browser, its title and description", async () => {
    const api = rest(t.app, await loginCookie(t.app));
    await api.post("/api/events", { title: "Kiermes am Duerf", date: "2030-06-01T18:00:00+02:00", featured: true });
    await api.post("/api/sponsors", { name: "Bäckerei Schmit", type: "main" });
    await api.post("/api/photo-categories", { name: "Summerfest am Duerf" });

    const events = await t.app.inject({ method: "GET", url: "/events" });
    expect(events.statusCode).toBe(200);
    expect(rootOf(events.body)).toContain("Kiermes am Duerf");
    expect(rootOf(events.body)).toContain("1. Juni 2030 um 18:00");
    expect(events.body).toContain("<title>All Eventen · Jugendclub Rammeldange</title>");
    // A page with islands (apps/web/src/site-pages.ts): their script, not the app's, and no data.
    expect(events.body).toMatch(/<script type="module" crossorigin src="\/assets\/islands-[^"]+\.js"><\/script>/);
    expect(events.body).not.toContain('id="jc-state"');
    expect(events.body).not.toContain("data-entry=");

    const home = await t.app.inject({ method: "GET", url: "/" });
    expect(rootOf(home.body)).toContain("Kiermes am Duerf");
    expect(rootOf(home.body)).toContain("Bäckerei Schmit");
    expect(home.body).toMatch(/<meta name="description" content="De Jugendclub vu Rammeldange[^"]*"/);

    // A page with a form is a page with islands too: the form's island, no data.
    const sponsors = await t.app.inject({ method: "GET", url: "/sponsors" });
    expect(rootOf(sponsors.body)).toContain("Haaptsponsor");
    expect(sponsors.body).toContain('data-island="form"');
    expect(sponsors.body).not.toContain('id="jc-state"');

    // The photos too: the gallery's island; the album in the page.
    const photos = await t.app.inject({ method: "GET", url: "/photos" });
    expect(rootOf(photos.body)).toContain("Summerfest am Duerf");
    expect(photos.body).toMatch(/src="\/assets\/islands-[^"]+\.js"/);
    expect(photos.body).not.toContain('id="jc-state"');

    // A page of the app (the 404 page) comes with its data for the browser, in the page's language.
    const missing = await t.app.inject({ method: "GET", url: "/gëtt-et-net" });
    expect(missing.body).toContain("data-entry=");
    const state = stateOf(missing.body);
    expect(JSON.stringify(state.queries[0].queryKey)).toContain('"lang":"lb"');
  });

  it("shows an album 24 photos at a time: 'Méi Fotoen' is a GET form for more, a photo's address shows enough to hold it", async () => {
    const api = rest(t.app, await loginCookie(t.app));
    const album = (await api.post("/api/photo-categories", { name: "Grouss Album" })).json() as { id: number };
    const ids: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const photo = await api.post("/api/photos", { alt: `Bild ${i}`, categoryId: album.id, src: `/media/p${i}.jpg` });
      ids.push((photo.json() as { id: number }).id);
    }
    const thumbs = (html: string) => html.match(/data-photo="\d+"/g)?.length ?? 0;
    const first = await t.app.inject({ method: "GET", url: `/photos?category=${album.id}` });
    expect(thumbs(first.body)).toBe(24);
    // The form keeps the album and asks for the next 24 (the address is the page without scripts).
    const form = /<form [^>]*data-swap="photo-grid photo-more"[^>]*>(.*?)<\/form>/.exec(first.body);
    expect(form?.[0]).toContain('method="get"');
    expect(form?.[1]).toContain(`<input type="hidden" name="category" value="${album.id}"/>`);
    expect(form?.[1]).toMatch(/<button[^>]*type="submit" value="48" name="shown"/);
    const more = await t.app.inject({ method: "GET", url: `/photos?category=${album.id}&shown=48` });
    expect(thumbs(more.body)).toBe(30);
    expect(more.body).not.toContain('name="shown"');
    // The 28th photo's own address: its page of the album comes with it, so the gallery opens it.
    const deep = await t.app.inject({ method: "GET", url: `/photos?category=${album.id}&photo=${ids[27]}` });
    expect(thumbs(deep.body)).toBe(30);
    expect(deep.body).toContain(`data-photo="${ids[27]}"`);
  });

  it("answers an unknown path with the rendered 404 page and status 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/gëtt-et-net" });
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toContain("404 Page Not Found");
  });

  it("never renders the admin area on the server", async () => {
    const res = await t.app.inject({ method: "GET", url: "/admin", headers: { cookie: await loginCookie(t.app) } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="jc-state"');
  });

  it("keeps stored text inert: markup in an event cannot break out of the page or its data", async () => {
    const api = rest(t.app, await loginCookie(t.app));
    const title = `</script><script>alert("x")</script><!--`;
    await api.post("/api/events", { title, date: "2030-07-01", description: "\u2028 & <b>fett</b>" });
    // The events page (islands): the text in the page, escaped; one script, the islands'.
    const events = await t.app.inject({ method: "GET", url: "/events" });
    expect(events.body).not.toContain('<script>alert("x")');
    expect(events.body.match(/<script/g)?.length).toBe(1);
    expect(rootOf(events.body)).toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)");
    // The 404 page (the app), which offers the next events: in its data block too, which stays data.
    const res = await t.app.inject({ method: "GET", url: "/gibt-es-nicht" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>alert("x")');
    expect(res.body.match(/<script/g)?.length).toBe(2); // the data block and the app's start
    const overview = stateOf(res.body).queries.find(
      (query: { queryKey: unknown[] }) => JSON.stringify(query.queryKey[0]) === '["events","overview"]',
    );
    const titles = overview.state.data.upcoming.items.map((event: { title: string }) => event.title);
    expect(titles).toContain(title);
    expect(rootOf(res.body)).toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)");
  });
});
