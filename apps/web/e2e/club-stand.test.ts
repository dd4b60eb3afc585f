import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, openPage, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

// Issue 34, at a club stand: six (here eight) teenagers send membership applications from the
// club's tablet, one network, within minutes, at the default CONTACT_RATE_LIMIT (20 per 10
// minutes). None is refused, each sender reads the truth about their application, and the
// committee sees where they went (inbox, or "Zu prüfen" with its count). Past four times the
// limit the form says, in the page's language, how many minutes to wait.
describe("a club stand's tablet in Chromium at 375 px", () => {
  let site: Site;

  beforeAll(async () => {
    // The journeys' default lifts the limit; this one runs with the site's own default.
    site = await startSite({ CONTACT_RATE_LIMIT: "20" });
  });
  afterAll(async () => {
    await site?.close();
  });

  /** Sends the membership form as a person would, and waits for the form's answer. */
  async function apply(page: Page, name: string) {
    const form = page.locator("form");
    await form.locator("input[name=name]").fill(name);
    await form.getByLabel("Neen", { exact: true }).check();
    await form.locator("input[name=email]").fill(`${name.toLowerCase().replace(/\W+/g, ".")}@example.lu`);
    await form.getByLabel("Noriicht").fill("Ech wëll matmaachen!");
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    const heading = page.getByRole("heading", { name: `Merci, ${name}!` });
    await heading.waitFor();
    return heading.locator("xpath=..");
  }

  /** Other messages from the same network (the tablet's address), sent without the form. */
  async function sendFromTablet(page: Page, count: number): Promise<number[]> {
    return page.evaluate(async (n) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++) {
        const res = await fetch("/api/contact-submissions", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            type: "membership",
            name: `Tablet ${i}`,
            email: `tablet${i}@example.lu`,
            message: "m",
          }),
        });
        statuses.push(res.status);
      }
      return statuses;
    }, count);
  }

  it("eight applications from one tablet all arrive; over the limit they are kept for review and say so; far over it the form says how long to wait", async () => {
    const { page, errors } = await openPage(site, 375);
    await page.goto(`${site.url}/contact`);

    // Eight teenagers, one after the other, each thanked as usual: every one reached the inbox.
    for (let i = 1; i <= 8; i++) {
      const panel = await apply(page, `Stand ${i}`);
      await panel.getByText("De Comité liest se a mellt sech esou séier wéi méiglech bei Iech").waitFor();
      expect(await panel.getByText("kuckt de Comité se éischt no").count()).toBe(0);
      if (i === 1) await screenshot(page, "club-stand-thanks");
      await page.getByRole("link", { name: "Nach eng Noriicht schécken" }).click();
    }

    // The stand gets busier: 12 more from the tablet make 20, the limit. The next two are kept for
    // review, and their senders read exactly that.
    expect(await sendFromTablet(page, 12)).toEqual(Array(12).fill(200));
    for (const name of ["Stand 9", "Stand 10"]) {
      const panel = await apply(page, name);
      await panel.getByText("Well grad vill Noriichten aus dësem Netz kommen, kuckt de Comité se éischt no").waitFor();
      await page.getByRole("link", { name: "Nach eng Noriicht schécken" }).click();
    }
    await expectAccessible(page, "membership form at a busy stand");

    // Past four times the limit (80) the server refuses; the form says so, with the minutes, in
    // the page's language, and keeps what was typed.
    const statuses = await sendFromTablet(page, 58);
    expect(statuses.slice(0, 58)).toEqual(Array(58).fill(200));
    const form = page.locator("form");
    await form.locator("input[name=name]").fill("Stand 11");
    await form.getByLabel("Neen", { exact: true }).check();
    await form.locator("input[name=email]").fill("stand.11@example.lu");
    await form.getByLabel("Noriicht").fill("Ech wëll matmaachen!");
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    const refusal = form
      .getByRole("alert")
      .filter({ hasText: /Är Noriicht gouf net geschéckt\. Probéiert et w\.e\.g\. an (enger Minutt|\d+ Minutten)/ });
    await refusal.waitFor();
    expect(await form.locator("input[name=name]").inputValue()).toBe("Stand 11");
    expect(await page.getByRole("heading", { name: /Merci/ }).count()).toBe(0);
    await screenshot(page, "club-stand-wait");
    // The browser logs each 429 it was answered with; nothing else went wrong.
    expect(errors.filter((e) => !/status of 429/.test(e))).toEqual([]);
    await page.close();

    // The same refusal on the French page, in French.
    const fr = await openPage(site, 375, "fr");
    await fr.page.goto(`${site.url}/fr/contact`);
    const french = fr.page.locator("form");
    await french.locator("input[name=name]").fill("Léa Stand");
    await french.getByLabel("Non", { exact: true }).check();
    await french.locator("input[name=email]").fill("lea@example.lu");
    await french.locator("textarea").fill("Je veux participer.");
    await french.locator("button[type=submit]").click();
    await french
      .getByRole("alert")
      .filter({ hasText: /ton message n'a pas été envoyé\. Réessaie dans (une minute|\d+ minutes)/ })
      .waitFor();
    await screenshot(fr.page, "club-stand-wait-fr");
    expect(fr.errors.filter((e) => !/status of 429/.test(e))).toEqual([]);
    await fr.page.close();

    // The committee's panel, on a phone too: the ten applications are there, two of them to review.
    const admin = await signInToAdmin(site, 375);
    await admin.page.getByRole("tab", { name: /Nachrichten/ }).click();
    const counts = admin.page.getByTestId("folder-counts");
    // 80 messages from the tablet: 20 in the inbox, 60 kept for review (58 sent without the form).
    const review = counts.getByRole("button", { name: "Zu prüfen: 60" });
    await review.waitFor();
    await counts.getByRole("button", { name: /^Spam: \d+$/ }).waitFor();
    await admin.page.getByLabel("Suchen").fill("Stand");
    const item = (name: string) =>
      admin.page.locator("li").filter({ has: admin.page.getByText(name, { exact: true }) });
    for (let i = 1; i <= 10; i++) await item(`Stand ${i}`).first().waitFor();
    expect(await item("Stand 11").count()).toBe(0);
    // Those kept for review say so; the first eight are new.
    await expect.poll(() => item("Stand 10").getByText("Zu prüfen", { exact: true }).count()).toBe(1);
    expect(await item("Stand 8").getByText("Neu", { exact: true }).count()).toBe(1);
    await screenshot(admin.page, "club-stand-panel");

    // The review folder alone, one click from its count; one checked message goes to the inbox.
    await review.click();
    await item("Stand 9").waitFor();
    await expect.poll(() => item("Stand 3").count()).toBe(0);
    await item("Stand 9")
      .getByRole("button", { name: /Stand 9/ })
      .click();
    await item("Stand 9").getByRole("button", { name: "In den Posteingang" }).click();
    await counts.getByRole("button", { name: "Zu prüfen: 59" }).waitFor();
    await expectAccessible(admin.page, "messages tab with the review folder");
    expect(admin.errors).toEqual([]);
  });
});
