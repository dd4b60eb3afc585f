import { PUBLIC_PAGES } from "@jugendclub/web/site";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The event pages (/events/<id>-<slug>), the 404 status of every unknown address, and what every
// public page says in its head: canonical address, share preview tags, structured data. Needs the
// built web app (pnpm build).

const PUBLIC_URL = "https://club.example.lu";

/** The page's HTML as a document, parsed by happy-dom. */
function parse(html: string) {
  const window = new Window({ url: PUBLIC_URL });
  window.document.write(html);
  return window.document;
}
type Doc = ReturnType<typeof parse>;
type Element = NonNullable<ReturnType<Doc["querySelector"]>>;
const metaOf = (doc: Doc, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;

describe("event pages", () => {
  let t: TestApp;
  let api: ReturnType<typeof rest>;
  let fest: { id: number; title: string };
  const get = (url: string) => t.app.inject({ method: "GET", url });

  beforeAll(async () => {
    t = await createAdminTestApp({ PUBLIC_URL });
    api = rest(t.app, await loginCookie(t.app));
    fest = (
      await api.post("/api/events", {
        title: "Summerfest am Duerf",
        description: "Musek, Grill a gutt Laun.\nFir déi ganz Famill.",
        date: "2027-06-12T19:00:00+02:00",
        endDate: "2027-06-12T23:30:00+02:00",
        location: "Schoulhaff Rammeldange",
        featured: true,
      })
    ).json();
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends the bare id and a wrong slug to the event's own address for good (301)", async () => {
    const canonical = `/events/${fest.id}-summerfest-am-duerf`;
    for (const path of [
      `/events/${fest.id}`,
      `/events/${fest.id}-summerfest`,
      `/events/${fest.id}-x`,
      `/events/${fest.id}-Summerfest-am-Duerf`,
      `/events/${fest.id}-s%C3%ABmmerfest`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(301);
      expect(res.headers.location, path).toBe(canonical);
    }
    expect((await get(canonical)).statusCode).toBe(200);

    // A new title gives a new address; links to the old one still arrive.
    const kino = (await api.post("/api/events", { title: "Kino", date: "2027-03-05T19:00:00+01:00" })).json();
    expect((await get(`/events/${kino.id}-kino`)).statusCode).toBe(200);
    await api.patch(`/api/events/${kino.id}`, { title: "Kino-Owend" });
    const moved = await get(`/events/${kino.id}-kino`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/events/${kino.id}-kino-owend`);
  });

  it("shows the event: picture, title, when (de-LU, with its end), where on a map, category, text, badge", async () => {
    const res = await get(`/events/${fest.id}-summerfest-am-duerf`);
    const doc = parse(res.body);
    const main = doc.querySelector("main") as Element;
    expect(main.querySelector("h1")?.textContent).toBe("Summerfest am Duerf");
    expect(main.textContent).toContain("12. Juni 2027 um 19:00 bis 23:30");
    expect(main.querySelector("time")?.getAttribute("datetime")).toBe("2027-06-12T17:00:00.000Z");
    expect(main.textContent).toContain("Schoulhaff Rammeldange");
    expect(main.textContent).toContain("Aner");
    expect(main.textContent).toContain("Musek, Grill a gutt Laun.");
    expect(main.textContent).toContain("Highlight");
    expect(main.querySelector("img")).not.toBeNull();
    const map = main.querySelector('a[href^="https://www.openstreetmap.org/search"]') as Element;
    expect(map.getAttribute("href")).toBe("https://www.openstreetmap.org/search?query=Schoulhaff%20Rammeldange");
    expect(map.getAttribute("target")).toBe("_blank");
    expect(map.getAttribute("rel")).toContain("noopener");
    expect(main.querySelector('a[href="/events"]')?.textContent).toContain("Zréck op all Eventen");
    // No third-party script or embed on the page.
    expect(doc.querySelectorAll("iframe")).toHaveLength(0);
    for (const script of doc.querySelectorAll("script[src]")) expect(script.getAttribute("src")).toMatch(/^\/assets\//);
  });

  it("has the calendar and share buttons: the .ics file, Google Calendar, and sharing", async () => {
    const doc = parse((await get(`/events/${fest.id}-summerfest-am-duerf`)).body);
    const ics = [...doc.querySelectorAll("a")].find((a) => a.textContent?.includes("An de Kalenner"));
    expect(ics?.getAttribute("href")).toBe(`/events/${fest.id}.ics`);
    expect((await get(`/events/${fest.id}.ics`)).headers["content-type"]).toMatch(/^text\/calendar/);
    const google = new URL(doc.querySelector('a[href^="https://calendar.google.com/"]')?.getAttribute("href") ?? "");
    expect(google.pathname).toBe("/calendar/render");
    expect(google.searchParams.get("action")).toBe("TEMPLATE");
    expect(google.searchParams.get("text")).toBe("Summerfest am Duerf");
    expect(google.searchParams.get("dates")).toBe("20270612T170000Z/20270612T213000Z");
    expect(google.searchParams.get("location")).toBe("Schoulhaff Rammeldange");
    expect(google.searchParams.get("details")).toContain(`${PUBLIC_URL}/events/${fest.id}-summerfest-am-duerf`);
    expect([...doc.querySelectorAll("button")].some((b) => b.textContent?.includes("Deelen"))).toBe(true);
  });

  it("links every event card on /events and the home page to the event's page", async () => {
    for (const path of ["/events", "/"]) {
      const doc = parse((await get(path)).body);
      const links = [...doc.querySelectorAll("main article a")].map((a) => a.getAttribute("href"));
      expect(links, path).toContain(`/events/${fest.id}-summerfest-am-duerf`);
    }
    const doc = parse((await get("/events")).body);
    const subscribe = doc.querySelector('a[href^="webcal://"]');
    expect(subscribe?.getAttribute("href")).toBe("webcal://club.example.lu/events.ics");
    expect(doc.body.textContent).toContain("Kalenner abonnéieren");
    expect(doc.body.textContent).toContain(`${PUBLIC_URL}/events.ics`);
  });

  it("answers every unknown address with the 404 page and status 404", async () => {
    const gone = (await api.post("/api/events", { title: "Ofgesot", date: "2027-04-01T19:00:00+02:00" })).json();
    expect((await get(`/events/${gone.id}-ofgesot`)).statusCode).toBe(200);
    await api.delete(`/api/events/${gone.id}`);
    for (const path of [
      `/events/${gone.id}-ofgesot`,
      `/events/${gone.id}`,
      "/events/987654321",
      "/events/99999999999",
      "/events/summerfest",
      "/events/0",
      `/events/${fest.id}-summerfest-am-duerf/more`,
      "/photos/xyz",
      "/sponsors/1",
      "/nope",
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers["content-type"], path).toMatch(/^text\/html/);
      const doc = parse(res.body);
      expect(doc.querySelector("main h1")?.textContent, path).toBe("404 Page Not Found");
      expect(metaOf(doc, "robots"), path).toBe("noindex");
      expect(doc.querySelector('link[rel="canonical"]'), path).toBeNull();
    }
    // The admin area is rendered in the browser, in the admin's language: its addresses that are
    // none of its pages answer 404 with the app for the browser to show its 404 page (the admin
    // journey sees it), its pages 200; none is for search engines.
    for (const path of ["/admin/nope", "/admin/edit/nothing/3", "/admin/create/committee", "/admin/edit/event/x"]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers["x-robots-tag"], path).toBe("noindex");
      expect(res.body, path).toContain('<div id="root"></div>');
    }
    for (const path of [
      "/admin",
      "/admin/create/event",
      `/admin/edit/event/${fest.id}`,
      "/admin/create/committee-member",
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["x-robots-tag"], path).toBe("noindex");
    }
  });

  it("leaves a signed-in admin's preview (?preview) of a draft to the browser, and a visitor's ?preview changes nothing", async () => {
    const draft = (
      await api.post("/api/events", { title: "Geheimen Owend", date: "2027-05-01T19:00:00+02:00", status: "draft" })
    ).json() as { id: number };
    const page = `/events/${draft.id}-geheimen-owend`;
    const cookie = await loginCookie(t.app);
    // The server renders as a visitor: the draft is not there for anyone it renders for.
    expect((await get(page)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: page, headers: { cookie } })).statusCode).toBe(404);
    // With ?preview and a session, the app for the browser, whose API calls see the draft.
    const preview = await t.app.inject({ method: "GET", url: `/de${page}?preview`, headers: { cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["x-robots-tag"]).toBe("noindex");
    expect(preview.body).toContain('<div id="root"></div>');
    expect(preview.body).not.toContain("Geheimen Owend");
    const seen = await t.app.inject({
      method: "GET",
      url: `/trpc/events.byId?input=${encodeURIComponent(JSON.stringify({ id: draft.id, lang: "de" }))}`,
      headers: { cookie },
    });
    expect(seen.json().result.data.title).toBe("Geheimen Owend");
    // A visitor's ?preview: the server's own rendering (the 404 page), and the API hides the draft.
    const visitor = await get(`/de${page}?preview`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).toContain("404");
    const hidden = await get(
      `/trpc/events.byId?input=${encodeURIComponent(JSON.stringify({ id: draft.id, lang: "de" }))}`,
    );
    expect(hidden.statusCode).toBe(404);
    // A published page with ?preview for a visitor is the rendered page, from the page cache's copy.
    const published = await get(`/events/${fest.id}-summerfest-am-duerf?preview`);
    expect(published.statusCode).toBe(200);
    expect(published.body).toContain("Summerfest");
  });

  it("gives every public page a title, description, canonical address, Open Graph and Twitter tags", async () => {
    // Every page of the site's page table, and an event's page.
    const pages = [...PUBLIC_PAGES, `/events/${fest.id}-summerfest-am-duerf`];
    const titles = new Set<string>();
    for (const path of pages) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const doc = parse(res.body);
      const title = doc.title;
      expect(title, path).toMatch(/Jugendclub Rammeldange$/);
      titles.add(title);
      const description = metaOf(doc, "description") ?? "";
      expect(description.length, path).toBeGreaterThan(20);
      const url = `${PUBLIC_URL}${path}`;
      expect(doc.querySelectorAll('link[rel="canonical"]'), path).toHaveLength(1);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href"), path).toBe(url);
      expect(metaOf(doc, "og:title"), path).toBe(title);
      expect(metaOf(doc, "og:description"), path).toBe(description);
      expect(metaOf(doc, "og:url"), path).toBe(url);
      expect(metaOf(doc, "og:locale"), path).toBe("lb_LU");
      expect(metaOf(doc, "og:site_name"), path).toBe("Jugendclub Rammeldange");
      expect(metaOf(doc, "og:type"), path).toBe(path.startsWith("/events/") ? "article" : "website");
      const image = metaOf(doc, "og:image") ?? "";
      expect(image, path).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      const picture = await get(image.slice(PUBLIC_URL.length));
      expect(picture.statusCode, path).toBe(200);
      expect(picture.headers["content-type"], path).toMatch(/^image\//);
      expect(metaOf(doc, "twitter:card"), path).toBe("summary_large_image");
      expect(metaOf(doc, "twitter:title"), path).toBe(title);
      expect(metaOf(doc, "twitter:description"), path).toBe(description);
      expect(metaOf(doc, "twitter:image"), path).toBe(image);
      // Exactly one of each: the template's own description is replaced, not doubled.
      expect(doc.querySelectorAll('meta[name="description"]'), path).toHaveLength(1);
      expect(doc.querySelectorAll("title"), path).toHaveLength(1);
    }
    expect(titles.size).toBe(pages.length);
    // A filtered view is the same page: its canonical address has no query.
    const filtered = parse((await get("/events?q=fest")).body);
    expect(filtered.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${PUBLIC_URL}/events`);
  });

  /** Every JSON-LD block of a page, parsed. */
  const jsonLdOf = (html: string) =>
    [...parse(html).querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ""),
    );
  const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

  it("describes the event as schema.org Event with what Google needs for event results", async () => {
    const res = await get(`/events/${fest.id}-summerfest-am-duerf`);
    const blocks = jsonLdOf(res.body);
    expect(blocks).toHaveLength(1);
    const event = blocks[0];
    expect(event["@context"]).toBe("https://schema.org");
    expect(event["@type"]).toBe("Event");
    // Required by Google: name, startDate, location (a Place with an address).
    expect(event.name).toBe("Summerfest am Duerf");
    expect(event.startDate).toMatch(ISO_WITH_OFFSET);
    expect(event.startDate).toBe("2027-06-12T19:00:00+02:00");
    expect(Date.parse(event.startDate)).toBe(Date.parse("2027-06-12T17:00:00Z"));
    expect(event.location["@type"]).toBe("Place");
    expect(event.location.name).toBe("Schoulhaff Rammeldange");
    expect(event.location.address["@type"]).toBe("PostalAddress");
    expect(event.location.address.streetAddress).toBe("Schoulhaff Rammeldange");
    expect(event.location.address.addressCountry).toBe("LU");
    // Recommended: endDate, image, description, organizer, eventStatus, attendance mode, url.
    expect(event.endDate).toBe("2027-06-12T23:30:00+02:00");
    expect(Date.parse(event.endDate)).toBeGreaterThan(Date.parse(event.startDate));
    expect(event.description).toBe("Musek, Grill a gutt Laun.\nFir déi ganz Famill.");
    expect(Array.isArray(event.image) && event.image.length).toBeGreaterThan(0);
    for (const image of event.image) expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    expect(event.organizer).toEqual({ "@type": "NGO", name: "Jugendclub Rammeldange", url: `${PUBLIC_URL}/` });
    expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(event.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(event.url).toBe(`${PUBLIC_URL}/events/${fest.id}-summerfest-am-duerf`);
    // The Content-Security-Policy allows no inline script; a JSON-LD block is data, which it
    // does not govern, and it is the only script in the head.
    const scriptSrc = String(res.headers["content-security-policy"])
      .split(";")
      .find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self'");
  });

  it("gives winter events the winter offset, and an event without an end two hours", async () => {
    const kino = (
      await api.post("/api/events", { title: "Wanterkino", date: "2027-01-15T19:30:00+01:00", location: "Jugendhaus" })
    ).json();
    const [event] = jsonLdOf((await get(`/events/${kino.id}-wanterkino`)).body);
    expect(event.startDate).toBe("2027-01-15T19:30:00+01:00");
    expect(event.endDate).toBe("2027-01-15T21:30:00+01:00");
  });

  it("keeps stored text inert inside the JSON-LD block", async () => {
    const title = `</script><script>alert("x")</script><!--`;
    const bad = (await api.post("/api/events", { title, date: "2027-08-01T19:00:00+02:00" })).json();
    const res = await get(`/events/${bad.id}`);
    const page = await get(res.headers.location as string);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert("x")');
    // Every script element is the app's own file or a data block: none runs stored text.
    for (const tag of page.body.match(/<script[^>]*>/g) ?? []) {
      expect(tag).toMatch(/ src="\/assets\/|type="application\/(ld\+)?json"/);
    }
    expect(page.body.match(/type="application\/ld\+json"/g)).toHaveLength(1);
    expect(jsonLdOf(page.body)[0].name).toBe(title);
  });

  it("carries the club as an NGO on the home page", async () => {
    const blocks = jsonLdOf((await get("/")).body);
    expect(blocks).toHaveLength(1);
    const clubData = blocks[0];
    expect(clubData["@context"]).toBe("https://schema.org");
    expect(clubData["@type"]).toBe("NGO");
    expect(clubData.name).toBe("Jugendclub Rammeldange");
    expect(clubData.foundingDate).toBe("1975");
    expect(clubData.url).toBe(`${PUBLIC_URL}/`);
    expect(clubData.logo).toBe(`${PUBLIC_URL}/images/logo.png`);
    expect((await get("/images/logo.png")).headers["content-type"]).toBe("image/png");
    expect(clubData.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: "Haaptstrooss 12",
      postalCode: "L-6180",
      addressLocality: "Rammeldange",
      addressCountry: "LU",
    });
    expect(clubData.sameAs).toEqual([
      "https://www.instagram.com/jugendclub.rammeldange",
      "https://www.facebook.com/jugendclub.rammeldange",
    ]);
    // The other pages carry none.
    for (const path of PUBLIC_PAGES.filter((page) => page !== "/"))
      expect(jsonLdOf((await get(path)).body), path).toEqual([]);
  });
});
