import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, openPage, type Site, screenshot, sharedSite } from "./harness.js";

// The public pages' layout, measured in Chromium at a phone's and a desktop's width (issue 20):
// contact details read whole, breaking only between an address's parts (issue 32), sponsor cards that say a name once, a gallery
// with equal gaps across the full width, an opaque photo view, side panels as tall as their
// content, equal hero buttons on a phone, and a 404 page with ways out.
describe("the public site's layout in Chromium", () => {
  let site: Site;
  beforeAll(async () => {
    site = await sharedSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  /** A side panel's height against the height of what it holds, and against the form beside it. */
  const sidePanel = (page: Page) =>
    page.locator("[data-side-panel]").evaluate((panel) => {
      const children = [...panel.children].map((child) => child.getBoundingClientRect());
      const content = Math.max(...children.map((r) => r.bottom)) - Math.min(...children.map((r) => r.top));
      const siblings = [...(panel.parentElement?.children ?? [])].filter((child) => child !== panel);
      return {
        height: panel.getBoundingClientRect().height,
        content,
        siblingHeight: Math.max(...siblings.map((child) => child.getBoundingClientRect().height)),
      };
    });

  /**
   * Each contact link's text (issue 32): cut off or not, and where its lines break: an address only
   * before its "@" or after a hyphen, a phone number never.
   */
  const contactTexts = (page: Page) =>
    page.locator("[data-contact] > span").evaluateAll((spans) =>
      spans.map((span) => {
        const text = span.textContent ?? "";
        const node = document.createTreeWalker(span, NodeFilter.SHOW_TEXT);
        const tops: { char: string; top: number }[] = [];
        for (let current = node.nextNode(); current; current = node.nextNode()) {
          const value = current.textContent ?? "";
          for (let i = 0; i < value.length; i++) {
            const range = document.createRange();
            range.setStart(current, i);
            range.setEnd(current, i + 1);
            tops.push({ char: value[i] ?? "", top: Math.round(range.getBoundingClientRect().top) });
          }
        }
        const breaks: string[] = [];
        for (let i = 1; i < tops.length; i++)
          if ((tops[i]?.top ?? 0) > (tops[i - 1]?.top ?? 0)) breaks.push(`${tops[i - 1]?.char}|${tops[i]?.char}`);
        const style = getComputedStyle(span);
        const link = span.parentElement as HTMLElement;
        return {
          kind: link.dataset.contact,
          text,
          href: link.getAttribute("href") ?? "",
          breaks,
          overflow: span.scrollWidth - span.clientWidth,
          linkOverflow: link.scrollWidth - link.clientWidth,
          cut: style.textOverflow !== "clip" && style.overflowX !== "visible",
        };
      }),
    );

  it("contact: e-mails and phone numbers read whole at 320, 375 and 1280 px, breaking only before @ or after a hyphen; the address panel fits", async () => {
    for (const width of [320, 375, 1280] as const) {
      const { page, errors } = await openPage(site, width);
      await page.goto(`${site.url}/contact`);
      const links = page.locator("[data-contact]");
      // Six of the committee's, and the club's own address and phone beside the form.
      await expect.poll(() => links.count()).toBe(8);
      const texts = await contactTexts(page);
      expect(texts.length).toBe(8);
      for (const contact of texts) {
        const label = `${contact.text} at ${width} px`;
        expect(contact.href.replace(/^(mailto|tel):/, ""), label).toBe(
          contact.kind === "phone" ? contact.text.replace(/\s/g, "") : contact.text,
        );
        expect(contact.overflow, label).toBeLessThanOrEqual(0);
        expect(contact.linkOverflow, label).toBeLessThanOrEqual(0);
        expect(contact.cut, label).toBe(false);
        if (contact.kind === "phone") expect(contact.breaks, label).toEqual([]);
        for (const at of contact.breaks) expect(at, label).toMatch(/^(.\|@|-\|.)$/);
      }
      const president = page.locator("a[href='mailto:presidentin@jugendclub.lu']");
      expect(await president.textContent()).toBe("presidentin@jugendclub.lu");

      const panel = await sidePanel(page);
      expect(panel.height - panel.content, `address panel padding at ${width} px`).toBeLessThanOrEqual(72);
      if (width === 1280) expect(panel.height).toBeLessThan(panel.siblingHeight - 100);
      await screenshot(page, "layout-contact");
      await expectAccessible(page, `contact at ${width} px`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("sponsors: each name once per card, a full main row, spacing before the button, compact partners on a phone", async () => {
    for (const width of [375, 1280] as const) {
      const { page, errors } = await openPage(site, width);
      await page.goto(`${site.url}/sponsors`);
      const cards = page.locator("main article");
      await expect.poll(() => cards.count()).toBe(5);
      const facts = await cards.evaluateAll((articles) =>
        articles.map((article) => {
          const name = article.querySelector("h3")?.textContent ?? "";
          // Text a sighted visitor reads (not the link's words for screen readers, clipped to 1 px).
          const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
          let visible = "";
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const rect = node.parentElement?.getBoundingClientRect();
            if (rect && rect.width > 1 && rect.height > 1) visible += ` ${node.textContent}`;
          }
          const address = article.querySelector("[class*=address]")?.getBoundingClientRect();
          const button = article.querySelector("a[target=_blank]")?.getBoundingClientRect();
          return {
            name,
            mentions: visible.split(name).length - 1,
            gap: address && button ? button.top - address.bottom : null,
            height: article.getBoundingClientRect().height,
            main: article.hasAttribute("data-main"),
            right: article.getBoundingClientRect().right,
            gridRight: article.closest("ul")?.getBoundingClientRect().right ?? 0,
          };
        }),
      );
      for (const card of facts) {
        expect(card.mentions, `${card.name} is named once`).toBe(1);
        if (card.gap !== null) expect(card.gap, `${card.name}: address to button`).toBeGreaterThanOrEqual(12);
      }
      // The main sponsors fill their row: the last one ends where the grid ends.
      const main = facts.filter((card) => card.main);
      expect(main).toHaveLength(2);
      expect(Math.abs((main.at(-1)?.right ?? 0) - (main.at(-1)?.gridRight ?? 0))).toBeLessThanOrEqual(1);
      if (width === 375) {
        for (const card of facts.filter((c) => !c.main))
          expect(card.height, `${card.name} on a phone`).toBeLessThan(260);
      }
      const panel = await sidePanel(page);
      expect(panel.height - panel.content, `benefits panel padding at ${width} px`).toBeLessThanOrEqual(72);
      if (width === 1280) expect(panel.height).toBeLessThan(panel.siblingHeight - 100);
      await screenshot(page, "layout-sponsors");
      await expectAccessible(page, `sponsors at ${width} px`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("photos: equal gaps between columns and rows, the grid across the full width, an opaque overlay", async () => {
    for (const width of [375, 1280] as const) {
      const { page, errors } = await openPage(site, width);
      await page.goto(`${site.url}/photos`);
      await screenshot(page, "layout-photo-categories");
      await page.locator("main a[href*='category=']").first().click();
      const grid = page.getByRole("list", { name: "Fotoen" });
      await expect.poll(() => grid.getByRole("link").count()).toBe(8);
      const layout = await grid.evaluate((list) => {
        const items = [...list.children].map((item) => item.getBoundingClientRect());
        const buttons = [...list.querySelectorAll("a")].map((link) => link.getBoundingClientRect().width);
        const first = items[0] as DOMRect;
        const inFirstRow = items.filter((rect) => Math.abs(rect.top - first.top) < 1);
        const below = items[inFirstRow.length] as DOMRect;
        const parent = (list.parentElement as HTMLElement).getBoundingClientRect();
        const style = getComputedStyle(list.parentElement as HTMLElement);
        return {
          columnGap: (inFirstRow[1] as DOMRect).left - first.right,
          rowGap: below.top - first.bottom,
          lastRight: (inFirstRow.at(-1) as DOMRect).right,
          contentRight: parent.right - Number.parseFloat(style.paddingRight),
          itemWidth: first.width,
          buttonWidths: buttons,
        };
      });
      expect(Math.abs(layout.columnGap - layout.rowGap)).toBeLessThanOrEqual(1);
      expect(Math.abs(layout.lastRight - layout.contentRight)).toBeLessThanOrEqual(1);
      for (const buttonWidth of layout.buttonWidths)
        expect(Math.abs(buttonWidth - layout.itemWidth)).toBeLessThanOrEqual(1);
      await screenshot(page, "layout-photos");
      if (width === 1280) await expectAccessible(page, "a photo category");

      await grid.getByRole("link").first().click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      // Opaque, and over the whole screen: nothing of the page shows through or beside it.
      const overlay = await dialog.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return {
          background: getComputedStyle(element).backgroundColor,
          covers: box.left <= 0 && box.top <= 0 && box.right >= innerWidth && box.bottom >= innerHeight,
        };
      });
      expect(overlay).toEqual({ background: "rgb(20, 10, 24)", covers: true });
      await screenshot(page, "layout-photo-overlay");
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("home: the two hero buttons are equally wide on a phone", async () => {
    const { page, errors } = await openPage(site, 375);
    await page.goto(site.url);
    const buttons = page.locator("section[aria-labelledby=hero-title] a.mantine-Button-root");
    expect(await buttons.count()).toBe(2);
    const widths = await buttons.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width));
    expect(Math.abs((widths[0] ?? 0) - (widths[1] ?? 1))).toBeLessThanOrEqual(1);
    await screenshot(page, "layout-home");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("404: the spec's text once, the next events and the main pages as ways out, with status 404", async () => {
    const res = await fetch(`${site.url}/gëtt-et-net`);
    expect(res.status).toBe(404);
    const html = await res.text();
    // Rendered by the server, events included.
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Kino-Owend am Jugendhaus");
    for (const width of [375, 1280] as const) {
      const { page, errors } = await openPage(site, width);
      await page.goto(`${site.url}/gëtt-et-net`);
      expect(await page.locator("h1").textContent()).toBe("404 Page Not Found");
      expect(await page.locator("main").getByText("404", { exact: true }).count()).toBe(0);
      const events = page.getByRole("region", { name: "Nächst Eventen" }).getByRole("link");
      expect(await events.count()).toBe(3);
      expect(await events.first().getAttribute("href")).toMatch(/^\/events\/\d+-kino-owend/);
      const pages = page.getByRole("navigation", { name: "Eis Säiten" }).getByRole("link");
      expect(await pages.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
        "/",
        "/events",
        "/photos",
        "/sponsors",
        "/contact",
      ]);
      await screenshot(page, "layout-not-found");
      await expectAccessible(page, `404 at ${width} px`);
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await page.close();
    }
  });
});
