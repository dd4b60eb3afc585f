import type { Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../src/site-pages.js";
import {
  ADMIN,
  expectAccessible,
  openPage,
  openPageWithoutScripts,
  type Site,
  screenshot,
  startSite,
} from "./harness.js";

// Browser journeys through the public site: the built app, the real server, a real database
// with the demo content (8 events, 5 sponsors, 3 photo categories with 20 photos, 6 members).
describe("the public website in Chromium", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it("home: hero, stats, sponsor banner with dots, featured highlights, join block", async () => {
    for (const width of [1280, 375] as const) {
      const { page, errors } = await openPage(site, width);
      await page.goto(site.url);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Jugendclub Rammeldange");
      expect(await page.locator("h1").count()).toBe(1);
      expect(await page.getByText("40+").isVisible()).toBe(true);
      expect(await page.getByText("1975").first().isVisible()).toBe(true);
      await page.getByRole("heading", { name: "Nächst Highlights" }).waitFor();
      // Only featured upcoming events: the demo has three.
      expect(await page.locator("section[aria-labelledby=highlights-title] article").count()).toBe(3);
      const dots = page.getByRole("group", { name: "Sponsor auswielen" }).getByRole("button");
      expect(await dots.count()).toBe(5);
      await dots.nth(3).click();
      expect(await dots.nth(3).getAttribute("aria-pressed")).toBe("true");
      expect(await page.locator("a[href='/contact']").filter({ hasText: "Member ginn" }).count()).toBeGreaterThan(0);
      expect(await page.title()).toBe("Jugendclub Rammeldange");
      expect(await page.locator("html").getAttribute("lang")).toBe("lb");
      await screenshot(page, "home");
      if (width === 1280) await expectAccessible(page, "home");
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("the sponsor banner advances every 3 seconds and pauses on hover", async () => {
    const { page } = await openPage(site);
    await page.goto(site.url);
    const dots = page.getByRole("group", { name: "Sponsor auswielen" }).getByRole("button");
    await dots.first().waitFor();
    const current = async () => {
      for (let i = 0; i < 5; i++) if ((await dots.nth(i).getAttribute("aria-pressed")) === "true") return i;
      return -1;
    };
    expect(await current()).toBe(0);
    await expect.poll(current, { timeout: 10_000, interval: 200 }).toBe(1);
    await page.mouse.move(0, 0);
    await page.getByText("Merci un eis Sponsoren").hover();
    const paused = await current();
    await page.waitForTimeout(3500);
    expect(await current()).toBe(paused);
    await page.close();
  });

  it("mobile menu opens, shows the links, and closes on selection; the current page is highlighted", async () => {
    const { page } = await openPage(site, 375);
    await page.goto(site.url);
    // The menu button is a disclosure's <summary> (it opens before the scripts run): named by its label.
    const toggle = page.getByLabel("Menü opmaachen");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobil Navigatioun" });
    await menu.waitFor();
    await screenshot(page, "mobile-menu");
    await expectAccessible(page, "mobile menu open");
    await menu.getByRole("link", { name: "Events" }).click();
    await page.waitForURL(/\/events$/);
    expect(await menu.isVisible()).toBe(false);
    await page.getByLabel("Menü opmaachen").click();
    expect(
      await page
        .getByRole("navigation", { name: "Mobil Navigatioun" })
        .getByRole("link", { name: "Events" })
        .getAttribute("aria-current"),
    ).toBe("page");
    await page.close();
  });

  it("without scripts: every page reads, the events filter by links and search, a photo opens, the menu opens", async () => {
    const page = await openPageWithoutScripts(site, 375);
    for (const path of PUBLIC_PAGES) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator("h1").count(), path).toBe(1);
      // A page rendered on the server says nothing of loading: its content is there.
      expect(await page.getByRole("status").filter({ hasText: "Lueden" }).count(), path).toBe(0);
    }

    await page.goto(`${site.url}/events`);
    const status = page.getByRole("status").filter({ hasText: "fonnt" });
    expect(await status.textContent()).toBe("8 Eventen fonnt");
    // The categories are links; the one shown is marked.
    await page.getByRole("list", { name: "Kategorie" }).getByRole("link", { name: "Sport" }).click();
    await page.waitForURL(/\/events\?category=Sport$/);
    expect(await status.textContent()).toBe("2 Eventen fonnt");
    const current = page.getByRole("list", { name: "Kategorie" }).locator("a[aria-current]");
    expect(await current.textContent()).toBe("Sport");
    // The search is a form: Enter loads the list for the words, within the category.
    await page.getByRole("searchbox", { name: "Eventen sichen" }).fill("foussball");
    await page.getByRole("searchbox", { name: "Eventen sichen" }).press("Enter");
    await page.waitForURL(/q=foussball/);
    expect(new URL(page.url()).searchParams.get("category")).toBe("Sport");
    expect(await status.textContent()).toBe("1 Event fonnt");
    expect(await page.getByRole("searchbox", { name: "Eventen sichen" }).inputValue()).toBe("foussball");
    await screenshot(page, "no-scripts-events-filtered");
    // 'All' keeps the words and drops the category.
    await page.getByRole("list", { name: "Kategorie" }).getByRole("link", { name: "All" }).click();
    await page.waitForURL((url) => !url.searchParams.has("category") && url.searchParams.get("q") === "foussball");
    // An event's page from its card.
    const title = await page.locator("article h3").first().textContent();
    await page.locator("article h3 a").first().click();
    await page.getByRole("heading", { level: 1, name: title ?? "" }).waitFor();

    // A photo: its album from the categories, the grid rendered by the server, the picture by its link.
    await page.goto(`${site.url}/photos`);
    await page.locator("main a[href*='category=']").first().click();
    const thumbs = page.getByRole("list", { name: "Fotoen" }).getByRole("link");
    expect(await thumbs.count()).toBe(8);
    const [picture] = await Promise.all([
      page.waitForResponse((answer) => answer.request().isNavigationRequest()),
      thumbs.first().click(),
    ]);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toMatch(/^image\//);

    // The phone's menu is a disclosure: it opens, and its links and languages work.
    await page.goto(site.url);
    await page.getByLabel("Menü opmaachen").click();
    const menu = page.getByRole("navigation", { name: "Mobil Navigatioun" });
    await menu.waitFor();
    await menu.getByRole("link", { name: "Français" }).click();
    await page.waitForURL(/\/fr\/$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");

    // The membership form is sent as a plain POST: the page answers with what to fix, then the thanks.
    await page.goto(`${site.url}/contact`);
    const form = page.locator("form[method=post]");
    await form.getByRole("textbox", { name: "Numm", exact: true }).fill("Lea Schmit");
    await form.getByRole("textbox", { name: "E-Mail", exact: true }).fill("lea@example.lu");
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    await page.waitForURL(`${site.url}/contact#membership-title`);
    expect(await form.getByRole("alert").textContent()).toBe("Préift w.e.g.: Sidd Dir ënner 16 Joer?, Noriicht");
    expect(await form.getByRole("textbox", { name: "Numm", exact: true }).inputValue()).toBe("Lea Schmit");
    await screenshot(page, "no-scripts-contact-mistakes");
    await form.getByLabel("Neen").check();
    await form.getByLabel("Noriicht").fill("Ech wëll matmaachen.");
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    await page.getByRole("heading", { name: "Merci, Lea Schmit!" }).waitFor();
    await screenshot(page, "no-scripts-contact-sent");
    // 'Another message' is a link to the empty form.
    await page.getByRole("link", { name: "Nach eng Noriicht schécken" }).click();
    await page.locator("form[method=post]").waitFor();
    await page.context().close();
  });

  it("a form sent before the scripts ran: the answer's page hydrates with the thanks, without errors", async () => {
    const { page, errors } = await openPage(site, 375);
    await page.goto(`${site.url}/sponsors`);
    const form = page.locator("form[method=post]");
    await form.getByLabel("Virnumm").fill("Anna");
    await form.getByLabel("Familljennumm").fill("Kremer");
    await form.getByLabel("Firma").fill("Bäckerei Kremer");
    await form.getByLabel("E-Mail").fill("anna@kremer.lu");
    await form.getByLabel("Noriicht").fill("Mir sinn dobäi.");
    // As a tap before the scripts have taken over sends it: the browser's own submission.
    await form.evaluate((element) => HTMLFormElement.prototype.submit.call(element));
    await page.getByRole("heading", { name: "Merci, Anna Kremer!" }).waitFor();
    await page.waitForSelector("html[data-ready]", { state: "attached" });
    // The page's scripts run on it: 'another message' brings the form back in place.
    await page.getByRole("link", { name: "Nach eng Noriicht schécken" }).click();
    await expect.poll(() => form.getByLabel("Virnumm").inputValue()).toBe("");
    expect(new URL(page.url()).pathname).toBe("/sponsors");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("events: search and category filter with counts, shareable URL, empty state, upcoming before past", async () => {
    const { page, errors } = await openPage(site);
    await page.goto(`${site.url}/events`);
    const status = page.getByRole("status").filter({ hasText: "fonnt" });
    await expect.poll(() => status.textContent()).toBe("8 Eventen fonnt");
    expect(await page.getByRole("heading", { name: "Nächst Eventen" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Vergaangen Eventen" }).isVisible()).toBe(true);
    const titles = await page.locator("article h3").allTextContents();
    expect(titles[0]).toBe("Kino-Owend am Jugendhaus");
    // The demo's past events lie in their seasons: which of them is the oldest depends on the day.
    const all = (await (await fetch(`${site.url}/api/events`)).json()) as { title: string; date: string }[];
    const oldest = all.reduce((a, b) => (Date.parse(a.date) <= Date.parse(b.date) ? a : b));
    expect(titles.at(-1)).toBe(oldest.title);
    await screenshot(page, "events");
    await expectAccessible(page, "events");

    await page.getByRole("searchbox", { name: "Eventen sichen" }).fill("POPCORN");
    await expect.poll(() => status.textContent()).toBe("1 Event fonnt");
    await page.waitForURL(/q=POPCORN/);
    await page.reload();
    await expect.poll(() => page.getByRole("searchbox", { name: "Eventen sichen" }).inputValue()).toBe("POPCORN");
    await expect.poll(() => status.textContent()).toBe("1 Event fonnt");

    await page.goto(`${site.url}/events`);
    await page.getByRole("list", { name: "Kategorie" }).getByRole("link", { name: "Sport" }).click();
    await expect.poll(() => status.textContent()).toBe("2 Eventen fonnt");
    await page.waitForURL(/category=Sport/);

    await page.getByRole("searchbox", { name: "Eventen sichen" }).fill("kee sou event");
    await page.getByRole("heading", { name: "Keng Eventen fonnt" }).waitFor();
    expect(await page.getByText("Probéiert aner Sichbegrëffer oder eng aner Kategorie.").isVisible()).toBe(true);
    await screenshot(page, "events-empty");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("events: a long history arrives a page at a time; 'Méi Eventen' adds the next and focus moves to it", async () => {
    const cookie = await adminCookie(site);
    const headers = { cookie, "content-type": "application/json" };
    const ids: number[] = [];
    try {
      // Fourteen events older than the demo's, so the past part has more than a page.
      for (let i = 1; i <= 14; i++) {
        const res = await fetch(`${site.url}/api/events`, {
          method: "POST",
          headers,
          body: JSON.stringify({ title: `Archiv ${i}`, date: `2001-01-${String(i).padStart(2, "0")}T18:00:00Z` }),
        });
        expect(res.status).toBe(200);
        ids.push(((await res.json()) as { id: number }).id);
      }
      const overview = (await (await fetch(`${site.url}/api/events-overview`)).json()) as {
        total: number;
        upcoming: { total: number };
        past: { total: number };
      };
      const pastTotal = overview.past.total;
      expect(overview.total).toBe(22);
      expect(pastTotal).toBeGreaterThan(14);

      // The server sends the first page of each part, not the whole history.
      const html = await (await fetch(`${site.url}/events`)).text();
      expect(html.match(/<article/g)?.length).toBe(overview.upcoming.total + 12);

      const { page, errors } = await openPage(site, 375);
      await page.goto(`${site.url}/events`);
      const status = page.getByRole("status").filter({ hasText: "fonnt" });
      await expect.poll(() => status.textContent()).toBe("22 Eventen fonnt");
      const past = page.locator("section[aria-labelledby=past-title]");
      expect(await past.locator("article").count()).toBe(12);
      expect(await past.getByText(`12 vun ${pastTotal} gewisen`).isVisible()).toBe(true);
      // Keyboard: the button is reached and pressed without a mouse.
      await past.getByRole("button", { name: "Méi Eventen" }).focus();
      await page.keyboard.press("Enter");
      // 22 events in all: the second page holds the rest of the past ones, oldest last.
      await expect.poll(() => past.locator("article").count()).toBe(pastTotal);
      expect(
        await past
          .locator("article")
          .nth(12)
          .evaluate((card) => card === document.activeElement),
      ).toBe(true);
      expect(await past.locator("article h3").last().textContent()).toBe("Archiv 1");
      expect(await past.getByRole("button", { name: "Méi Eventen" }).count()).toBe(0);
      await screenshot(page, "events-more");
      await expectAccessible(page, "events after more");

      // The search still covers every event, oldest included, a page at a time.
      await page.getByRole("searchbox", { name: "Eventen sichen" }).fill("archiv");
      await expect.poll(() => status.textContent()).toBe("14 Eventen fonnt");
      expect(await past.locator("article").count()).toBe(12);
      await past.getByRole("button", { name: "Méi Eventen" }).click();
      await expect.poll(() => past.locator("article").count()).toBe(14);
      expect(await past.locator("article h3").last().textContent()).toBe("Archiv 1");
      // The address says what is shown: a reload (or a shared link) shows the same.
      await page.waitForURL(/q=archiv&past=24$/);
      expect(errors).toEqual([]);
      await page.close();

      // Without scripts, 'Méi Eventen' is a form: it loads the page with more, at that part.
      const plain = await openPageWithoutScripts(site, 375);
      await plain.goto(`${site.url}/events`);
      const plainPast = plain.locator("section[aria-labelledby=past-title]");
      await plainPast.getByRole("button", { name: "Méi Eventen" }).click();
      await plain.waitForURL(/\/events\?past=24#past-title$/);
      expect(await plainPast.locator("article").count()).toBe(pastTotal);
      await plain.close();
    } finally {
      for (const id of ids) await fetch(`${site.url}/api/events/${id}`, { method: "DELETE", headers: { cookie } });
    }
  });

  it("photos: categories, a category's grid, the overlay with keys, deep links and Back", async () => {
    const { page, errors } = await openPage(site);
    await page.goto(`${site.url}/photos`);
    const cards = page.locator("main a[href*='category=']");
    await expect.poll(() => cards.count()).toBe(3);
    expect(await page.getByText("8 Biller").isVisible()).toBe(true);
    await expectAccessible(page, "photo categories");
    await cards.first().click();
    // The demo's festival gallery is named after the last summer's festival.
    await page.getByRole("heading", { level: 1, name: /^Summerfest \d{4}$/ }).waitFor();
    const thumbs = page.getByRole("list", { name: "Fotoen" }).getByRole("link");
    await expect.poll(() => thumbs.count()).toBe(8);
    // The first screen's thumbnails load at once; the rest wait until they are scrolled to.
    expect(await thumbs.first().locator("img").getAttribute("loading")).toBe("eager");
    expect(await thumbs.nth(7).locator("img").getAttribute("loading")).toBe("lazy");
    expect(await thumbs.first().locator("img").getAttribute("srcset")).toMatch(/320w.*800w/);

    await thumbs.nth(0).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByText("D'Band 'Routen' huet bis Mëtternuecht gespillt.").isVisible()).toBe(true);
    await page.waitForURL(/photo=\d+/);
    await screenshot(page, "photo-overlay");
    await expectAccessible(page, "photo overlay");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => dialog.getByRole("heading").textContent()).toBe("De Grillstand");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => dialog.getByRole("heading").textContent()).toBe("D'Bühn um Owend");
    // Focus stays inside the overlay.
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog[open]"))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("D'Bühn um Owend opmaachen");

    // A deep link opens the photo; Back closes it again.
    const deep = page.url();
    await thumbs.nth(2).click();
    await dialog.waitFor();
    const photoUrl = page.url();
    await page.goBack();
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toBe(deep);
    await page.goto(photoUrl);
    await page.getByRole("dialog").waitFor();
    await page.getByRole("button", { name: "Zoumaachen" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByRole("link", { name: /Zréck bei d'Kategorien/ }).click();
    await expect.poll(() => cards.count()).toBe(3);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("sponsors: main and partner grids, website links in a new tab, the enquiry form with success and failure", async () => {
    const { page } = await openPage(site);
    await page.goto(`${site.url}/sponsors`);
    await page.getByRole("heading", { name: "Eis Sponsoren" }).waitFor();
    await expect.poll(() => page.getByText("Haaptsponsor", { exact: true }).count()).toBe(2);
    expect(await page.getByText("Partner", { exact: true }).count()).toBe(3);
    const visit = page.getByRole("link", { name: /Websäit besichen/ }).first();
    expect(await visit.getAttribute("target")).toBe("_blank");
    expect(await visit.getAttribute("rel")).toContain("noopener");
    expect(await page.getByText("Zwee gratis Ticketen fir eis Eventen").isVisible()).toBe(true);
    await expectAccessible(page, "sponsors");

    const form = page.locator("form");
    const fill = async () => {
      await form.getByLabel("Virnumm").fill("Marc");
      await form.getByLabel("Familljennumm").fill("Weber");
      await form.getByLabel("Firma").fill("Garage Weber");
      await form.getByLabel("E-Mail").fill("marc@weber.lu");
      await form.getByLabel("Noriicht").fill("Mir ënnerstëtzen iech gär.");
    };
    // An address the server would refuse is refused before anything is stored, with the site's
    // words, named in the announced line and in a toast, and the field gets focus.
    await fill();
    await form.getByRole("textbox", { name: "E-Mail", exact: true }).fill("paul@kremer");
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    await form.getByText("Dat ass keng gëlteg E-Mail-Adress (zum Beispill numm@beispill.lu).").waitFor();
    await form.getByRole("alert").filter({ hasText: "Préift w.e.g.: E-Mail" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
    expect((await listSubmissions(site)).filter((s) => s.company === "Garage Weber")).toHaveLength(0);
    // The page stays where it was: the form was sent in place, not as a page load.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    expect(new URL(page.url()).hash).toBe("");
    // F8 takes the keyboard to the toast (the spec, section 4).
    await page.locator(".plain-toast").filter({ hasText: "Préift w.e.g.: E-Mail" }).waitFor();
    await page.keyboard.press("F8");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".plain-toast")))).toBe(true);
    // Then the server cannot be reached: trying again can work, so the toast says so; the text stays.
    await form.getByRole("textbox", { name: "E-Mail", exact: true }).fill("marc@weber.lu");
    const unreachable = (route: Route) => (route.request().method() === "POST" ? route.abort() : route.fallback());
    await page.route("**/sponsors", unreachable);
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    await page.getByText("D'Schécken huet net geklappt. Probéiert et w.e.g. nach eng Kéier.").waitFor();
    expect(await form.getByLabel("Firma").inputValue()).toBe("Garage Weber");
    await page.unroute("**/sponsors", unreachable);

    // Corrected and sent: only the thank-you shows (the red toast is gone at once, no toast says it
    // again), and the form makes way for it: it names the sender, with a way to write again.
    await form.getByRole("button", { name: "Ufro schécken" }).dblclick();
    await page.getByRole("heading", { name: "Merci, Marc Weber!" }).waitFor();
    expect(await page.getByText("Merci fir Är Sponsoring-Ufro!", { exact: false }).count()).toBe(0);
    // Gone as the success comes (its fade-out takes a moment), not queued in front of it.
    await expect
      .poll(() => page.getByText("D'Schécken huet net geklappt", { exact: false }).count(), { timeout: 2000 })
      .toBe(0);
    expect(await page.locator(".plain-toast").count()).toBe(0);
    expect(await page.getByText("op marc@weber.lu", { exact: false }).count()).toBe(1);
    // The thanks' heading has the focus, so a screen reader says that it went out.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Merci, Marc Weber!");
    await expectAccessible(page, "sponsors after sending");
    await screenshot(page, "sponsors-thank-you");
    await page.getByRole("link", { name: "Nach eng Noriicht schécken" }).click();
    // The empty form comes back in place, its first field focused.
    await page.locator("form").getByLabel("Firma").waitFor();
    expect(await page.locator("form").getByLabel("Firma").inputValue()).toBe("");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    await screenshot(page, "sponsors");
    await page.close();

    const stored = await listSubmissions(site);
    expect(stored.filter((s) => s.company === "Garage Weber")).toHaveLength(1);
  });

  it("contact: address, the membership form with errors, success and failure, and the team", async () => {
    const { page } = await openPage(site, 375);
    await page.goto(`${site.url}/contact`);
    await page.getByRole("heading", { name: "Eis Equipe" }).waitFor();
    await expect.poll(() => page.locator("section[aria-labelledby=team-title] article").count()).toBe(6);
    expect(await page.locator("address").textContent()).toContain("Haaptstrooss 12");
    expect(await page.locator("a[href^='mailto:presidentin']").count()).toBe(1);
    expect(await page.locator("a[href^='tel:']").count()).toBeGreaterThan(1);

    const form = page.locator("form");
    // The site checks the address with the server's own rule, in the page's language, beside the field.
    await form.getByRole("textbox", { name: "Numm", exact: true }).fill("Lena Kieffer");
    await form.getByLabel("Neen", { exact: true }).check();
    await form.getByRole("textbox", { name: "E-Mail", exact: true }).fill("lena@localhost");
    await form.getByLabel("Noriicht").fill("Ech wëll gär Member ginn.");
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    const emailError = form.getByText("Dat ass keng gëlteg E-Mail-Adress (zum Beispill numm@beispill.lu).");
    await emailError.waitFor();
    expect(await form.getByRole("textbox", { name: "E-Mail", exact: true }).getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "contact form with a field error");
    await screenshot(page, "contact-field-error");
    await form.getByRole("textbox", { name: "Numm", exact: true }).fill("");
    await form.getByRole("textbox", { name: "E-Mail", exact: true }).fill("");
    await form.getByLabel("Noriicht").fill("");
    // An empty form: the site's own message at each field (never the browser's bubble in its own
    // language), the fields named in the announced line, focus on the first.
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    await form.getByRole("alert").filter({ hasText: "Préift w.e.g.: Numm, E-Mail, Noriicht" }).waitFor();
    expect(await form.getByText("Fëllt dëst Feld w.e.g. aus.").count()).toBe(3);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    // The browser's bubble (in the browser's language) never shows: the form checks itself.
    expect(await form.evaluate((el: HTMLFormElement) => el.noValidate)).toBe(true);
    await form.getByRole("textbox", { name: "Numm", exact: true }).fill("Lena Kieffer");
    await form.getByRole("textbox", { name: "E-Mail", exact: true }).fill("lena@example.lu");
    await form.getByLabel("Noriicht").fill("Ech wëll gär Member ginn.");
    // A proxy in front of the site answers for it (a server error that is not the page): not sent.
    const broken = (route: Route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 502, contentType: "text/plain", body: "Bad Gateway" })
        : route.fallback();
    await page.route("**/contact", broken);
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    await page.getByText("Den Antrag konnt net geschéckt ginn. Probéiert et w.e.g. nach eng Kéier.").waitFor();
    expect(await form.getByRole("textbox", { name: "Numm", exact: true }).inputValue()).toBe("Lena Kieffer");
    await expectAccessible(page, "contact with an error toast");
    await page.unroute("**/contact", broken);
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    await page.getByRole("heading", { name: "Merci, Lena Kieffer!" }).waitFor();
    await expect
      .poll(() => page.getByText("Den Antrag konnt net geschéckt ginn", { exact: false }).count(), {
        timeout: 2000,
      })
      .toBe(0);
    // The thank-you panel is the one message: no toast beside it (nor over its heading on a phone).
    await page.waitForTimeout(500);
    expect(await page.locator(".mantine-Notification-root, .plain-toast").count()).toBe(0);
    await screenshot(page, "contact");
    await page.close();
    const stored = await listSubmissions(site);
    expect(stored.filter((s) => s.email === "lena@example.lu")).toEqual([
      expect.objectContaining({ firstName: "Lena", lastName: "Kieffer", type: "membership", underSixteen: false }),
    ]);
  });

  it("the form's confirmation shows when no more code can be loaded", async () => {
    const { page, errors } = await openPage(site, 375);
    await page.goto(`${site.url}/contact`);
    await page.waitForSelector("html[data-ready]", { state: "attached" });
    // As if the visitor went offline, or a newer version replaced the files: no script loads now.
    await page.route("**/assets/*.js", (route) => route.abort());
    const form = page.locator("form");
    await form.getByRole("textbox", { name: "Numm", exact: true }).fill("Tom Hoffmann");
    await form.getByLabel("Neen", { exact: true }).check();
    await form.getByRole("textbox", { name: "E-Mail", exact: true }).fill("tom@example.lu");
    await form.getByLabel("Noriicht").fill("Ech wëll och Member ginn.");
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    await page.getByRole("status").getByRole("heading", { name: "Merci, Tom Hoffmann!" }).waitFor();
    await screenshot(page, "contact-offline");
    await expectAccessible(page, "contact sent without more code");
    expect(
      errors.filter((e) => !/Failed to load resource|net::ERR_FAILED|dynamically imported module/.test(e)),
    ).toEqual([]);
    await page.close();
    const stored = await listSubmissions(site);
    expect(stored.filter((s) => s.email === "tom@example.lu")).toHaveLength(1);
  });

  it("an unknown path shows the 404 page; the footer links open in a new tab and hide under /admin", async () => {
    const { page } = await openPage(site);
    await page.goto(`${site.url}/gëtt-et-net`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expectAccessible(page, "404");
    await screenshot(page, "not-found");
    const instagram = page.getByRole("contentinfo").getByRole("link", { name: /Instagram/ });
    expect(await instagram.getAttribute("target")).toBe("_blank");
    expect(await instagram.getAttribute("rel")).toContain("noopener");
    await page.goto(`${site.url}/admin`);
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    await page.close();
  });

  it("a search whose answer cannot be fetched in place loads its page instead, without uncaught errors", async () => {
    const { page, errors } = await openPage(site);
    await page.goto(`${site.url}/events`);
    await page.waitForSelector("html[data-ready]", { state: "attached" });
    // The swap island's request fails (a lost connection, a proxy's error): the page loads as
    // without scripts, so the visitor still gets the answer.
    await page.route("**/events?*", (route) =>
      route.request().resourceType() === "fetch" ? route.abort() : route.fallback(),
    );
    await page.getByRole("searchbox").fill("Kino");
    await page.waitForURL(/\/events\?q=Kino/);
    await page.locator("article h3").filter({ hasText: "Kino-Owend am Jugendhaus" }).first().waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name)).toMatch(/q=Kino/);
    expect(errors.filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e))).toEqual([]);
    await page.close();
  });

  it("pages arrive rendered: readable without JavaScript, and the browser takes over without a refetch", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/events`);
    expect(await page.locator("h1").textContent()).toBe("All Eventen");
    expect(await page.locator("article h3").first().textContent()).toBe("Kino-Owend am Jugendhaus");
    expect(await page.title()).toBe("All Eventen · Jugendclub Rammeldange");
    await page.goto(`${site.url}/sponsors`);
    expect(await page.getByText("Haaptsponsor", { exact: true }).count()).toBe(2);
    await page.goto(`${site.url}/photos?category=1`);
    expect(await page.locator("h1").textContent()).toMatch(/^Summerfest \d{4}$/);
    await context.close();

    const { page: live, errors } = await openPage(site);
    // The browser's clock 45 s ahead of the server's: a page the server rendered a while ago and
    // kept must still not be loaded again (its data counts as fresh from its arrival).
    await live.clock.setFixedTime(Date.now() + 45_000);
    const dataRequests: string[] = [];
    live.on("request", (request) => {
      if (request.url().includes("/trpc/")) dataRequests.push(request.url());
    });
    for (const path of PUBLIC_PAGES) {
      await live.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
    }
    // Hydration mismatches would be reported as console errors.
    expect(errors).toEqual([]);
    expect(dataRequests).toEqual([]);
    await live.close();
  });

  it(
    "every page fits 320, 375 and 1280 px without sideways scrolling, and meets WCAG 2.1 AA at each width",
    async () => {
      for (const width of [320, 375, 1280] as const) {
        const { page, errors } = await openPage(site, width);
        for (const [name, path] of [
          ["home", "/"],
          ["events", "/events"],
          ["photos", "/photos"],
          ["photo-category", "/photos?category=1"],
          ["sponsors", "/sponsors"],
          ["contact", "/contact"],
          ["not-found", "/gëtt-et-net"],
        ] as const) {
          await page.goto(`${site.url}${path}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
          await expectAccessible(page, `${path} at ${width} px`);
          if (width !== 320) await screenshot(page, `page-${name}`);
        }
        expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
        await page.close();
      }
    },
    15 * 60_000,
  );

  it("a visitor's pages do not load the admin code", async () => {
    const { page } = await openPage(site);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const path of PUBLIC_PAGES) await page.goto(`${site.url}${path}`);
    expect(scripts.some((url) => /admin/.test(url))).toBe(false);
    await page.goto(`${site.url}/admin`);
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    expect(scripts.some((url) => /admin/.test(url))).toBe(true);
    await page.close();
  });

  it("pages that are HTML with islands load no app: a few kB of script, no data block; the app leaves for them by a page load", async () => {
    const { page, errors } = await openPage(site, 375);
    const scripts = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.set(new URL(response.url()).pathname, (await response.body().catch(() => Buffer.alloc(0))).length);
    });
    for (const path of [
      "/",
      "/fr/",
      "/events",
      "/pt/events?q=fest",
      "/events/1-summerfest-am-duerf",
      "/privacy",
      "/sponsors",
      "/de/contact",
      "/photos",
      "/photos?category=1&photo=2",
    ]) {
      scripts.clear();
      await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
      // Neither React nor the app's start-up script nor the app's data come with the page.
      const names = [...scripts.keys()];
      expect(
        names.some((name) => /react-dom|boot-|\/index-/.test(name)),
        `${path}: ${names.join(" ")}`,
      ).toBe(false);
      expect(await page.locator("#jc-state").count(), path).toBe(0);
      const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      // (A page with a form carries its island too: 2 kB more.)
      expect(bytes, `${path}: ${bytes} bytes of script`).toBeLessThan(16 * 1024);
      expect(
        await page.locator("#root").evaluate((root) => Object.keys(root).some((key) => key.startsWith("__react"))),
        path,
      ).toBe(false);
    }
    // From a page of the app (the 404 page), a link to such a page is a page load, which brings
    // that page's HTML.
    await page.goto(`${site.url}/gëtt-et-net`);
    expect(await page.locator("#jc-state").count()).toBe(1);
    const load = page.waitForResponse((response) => response.request().resourceType() === "document");
    await page
      .locator("header")
      .getByRole("link", { name: /Jugendclub Rammeldange/ })
      .click();
    expect(new URL((await load).url()).pathname).toBe("/");
    await page.waitForSelector("html[data-ready]", { state: "attached" });
    expect(await page.locator("#jc-state").count()).toBe(0);
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await page.close();
  });
});

/** The admin's session cookie, signed in through the REST path. */
async function adminCookie(site: Site): Promise<string> {
  const login = await fetch(`${site.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  return (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
}

async function listSubmissions(site: Site) {
  const res = await fetch(`${site.url}/api/contact-submissions`, { headers: { cookie: await adminCookie(site) } });
  return (await res.json()) as { company: string; email: string; firstName: string; lastName: string; type: string }[];
}
