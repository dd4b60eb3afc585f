import { readFileSync } from "node:fs";
import { type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, openPage, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

// Issue 19 in the browser: the privacy page and the forms' link to it, a parent's consent under 16,
// and the admin's messages (status, filters, search, CSV) and settings (recipients, privacy, one
// person's data, the test mail). One server, one sign-in, and a real SMTP server on loopback that
// receives the committee's mails and the test mail.
describe("messages, consent and privacy in Chromium", () => {
  let site: Site;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSite({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Jugendclub <site@jugendclub.lu>",
      MAIL_TO: "info@example.lu",
    });
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  /** A birth date that is `years` old today (a day off, so the birthday never falls on the test's day). */
  const bornYearsAgo = (years: number) => {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() - years);
    date.setUTCDate(date.getUTCDate() - 2);
    return date.toISOString().slice(0, 10);
  };

  it("the privacy page renders and both forms link to it", async () => {
    const { page, errors } = await openPage(site, 375);
    await page.goto(`${site.url}/privacy`);
    await page.getByRole("heading", { level: 1, name: "Dateschutz" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Wien ass verantwortlech?" }).waitFor();
    expect(await page.title()).toMatch(/^Dateschutz · /);
    await expectAccessible(page, "privacy page at 375 px");
    await screenshot(page, "privacy");
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "privacy");
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "Dateschutz" }).getAttribute("href")).toBe(
      "/privacy",
    );
    for (const path of ["/contact", "/sponsors"]) {
      await page.goto(`${site.url}${path}`);
      expect(await page.locator("form").getByRole("link", { name: "Dateschutz" }).getAttribute("href")).toBe(
        "/privacy",
      );
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("under 16 the membership form asks for a parent's consent, in the browser and on the server", async () => {
    const { page, errors } = await openPage(site, 375);
    await page.goto(`${site.url}/contact`);
    const form = page.locator("form");
    await form.locator("input[name=name]").fill("Mia Schmit");
    await form.locator("input[name=email]").fill("mia@example.lu");
    await form.getByLabel("Noriicht").fill("Ech wëll gär mat op d'Fester.");
    // The plain question: "yes" without a birth date asks for a parent.
    const parentName = form.getByLabel("Numm vum Elterendeel");
    expect(await parentName.isVisible()).toBe(false);
    await form.getByLabel("Jo", { exact: true }).check();
    await parentName.waitFor();
    // "No" and over 16 by the birth date: no parent's fields.
    await form.getByLabel("Neen", { exact: true }).check();
    await form.getByLabel("Gebuertsdatum (fakultativ)").fill(bornYearsAgo(17));
    await expect.poll(() => parentName.isVisible()).toBe(false);
    // A birth date under 16 decides, whatever was answered.
    await form.getByLabel("Gebuertsdatum (fakultativ)").fill(bornYearsAgo(12));
    await parentName.waitFor();

    // The site refuses the form without them, in its own words beside each field.
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    await form
      .getByRole("alert")
      .filter({ hasText: "Préift w.e.g.: Numm vum Elterendeel, E-Mail vum Elterendeel" })
      .waitFor();
    expect(await parentName.getAttribute("aria-invalid")).toBe("true");
    await form
      .getByText("Ënner 16 Joer brauche mir d'Averständnis vun engem Elterendeel.", { exact: true })
      .last()
      .waitFor();
    const consent = form.getByLabel(/Ech sinn en Elterendeel/);

    // The server refuses too, naming each missing field (a client that skips the page's checks).
    const refused = await page.evaluate(async (birthDate) => {
      const res = await fetch("/api/contact-submissions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ type: "membership", name: "Mia", email: "mia@example.lu", message: "m", birthDate }),
      });
      return { status: res.status, fields: Object.keys((await res.json()).fields ?? {}).sort() };
    }, bornYearsAgo(12));
    expect(refused).toEqual({ status: 400, fields: ["parentConsent", "parentEmail", "parentName"] });
    // The answer alone, without a birth date, is enough for the server to ask for a parent.
    const answeredOnly = await page.evaluate(async () => {
      const res = await fetch("/api/contact-submissions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          type: "membership",
          name: "Mia",
          email: "mia@example.lu",
          message: "m",
          underSixteen: true,
        }),
      });
      return { status: res.status, fields: Object.keys((await res.json()).fields ?? {}).sort() };
    });
    expect(answeredOnly).toEqual({ status: 400, fields: ["parentConsent", "parentEmail", "parentName"] });
    await expectAccessible(page, "membership form with the parent's fields refused");
    await screenshot(page, "contact-under-16");

    await parentName.fill("Anna Schmit");
    await form.getByLabel("E-Mail vum Elterendeel").fill("anna.schmit@example.lu");
    await consent.check();
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    await page.getByRole("heading", { name: "Merci, Mia Schmit!" }).waitFor();
    await page.getByRole("link", { name: "Nach eng Noriicht schécken" }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByLabel("Gebuertsdatum (fakultativ)").fill(bornYearsAgo(12));
    await parentName.waitFor();
    await screenshot(page, "contact-under-16");
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await page.close();

    // A sponsor enquiry to search and filter among.
    const res = await fetch(`${site.url}/api/contact-submissions`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.url },
      body: JSON.stringify({
        type: "sponsor",
        name: "Jean Muller",
        company: "Bäckerei Muller",
        email: "jean@baeckerei.lu",
        message: "Mir géifen d'Summerfest ënnerstëtzen.",
      }),
    });
    expect(res.status).toBe(200);
  });

  it("an admin works through the messages, exports them, sets recipients and erases one person's data", async () => {
    const { page, errors } = await signInToAdmin(site, 1280);

    // Mail works on this server: no warning line (admin.test.ts sees it on a server without mail);
    // the messages tab counts the new ones.
    await page.getByRole("tab", { name: /Nachrichten/ }).waitFor();
    expect(await page.getByText("E-Mail ist nicht eingerichtet", { exact: false }).count()).toBe(0);
    const tab = page.getByRole("tab", { name: /Nachrichten/ });
    const newCount = async () => Number((await tab.textContent())?.match(/(\d+) neue/)?.[1] ?? 0);
    await expect.poll(newCount).toBeGreaterThanOrEqual(2);
    const before = await newCount();
    await tab.click();

    const mia = page.locator("li").filter({ hasText: "Mia Schmit" });
    const jean = page.locator("li").filter({ hasText: "Jean Muller" });
    await mia.waitFor();
    expect(await mia.getByText("Neu", { exact: true }).count()).toBe(1);
    await mia.getByRole("button", { name: /Mia Schmit/ }).click();
    await mia.getByText("Zustimmung gegeben").waitFor();
    expect(await mia.locator("a[href='mailto:anna.schmit@example.lu']").count()).toBe(1);
    // Opened: read, and one new message fewer on the tab.
    await mia.getByText("Gelesen", { exact: true }).waitFor();
    await expect.poll(newCount).toBe(before - 1);
    await mia.getByRole("button", { name: "Als beantwortet markieren" }).click();
    await mia.getByText("Beantwortet", { exact: true }).waitFor();
    await expectAccessible(page, "messages tab with an opened message");
    await screenshot(page, "admin-messages-status");

    // By status, then a search.
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Beantwortet (1)" }).click();
    await expect.poll(() => jean.count()).toBe(0);
    await mia.waitFor();
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Posteingang" }).click();
    await jean.waitFor();
    await page.getByLabel("Suchen").fill("bäckerei");
    await expect.poll(() => mia.count()).toBe(0);
    await jean.waitFor();
    await page.getByLabel("Suchen").fill("");
    await mia.waitFor();

    // The membership applications as a CSV file.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Mitgliedsanträge als CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mitgliedsantraege-\d{4}-\d\d-\d\d\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('"Mia Schmit";"mia@example.lu"');
    expect(csv).toContain('"Anna Schmit <anna.schmit@example.lu>";"ja"');
    expect(csv).not.toContain("Jean Muller");

    // Settings: the mail status, a test mail through the real SMTP server, the recipients, the retention.
    await page.getByRole("tab", { name: "Einstellungen" }).click();
    await page.getByText("Jugendclub <site@jugendclub.lu>").waitFor();
    const test = page.getByRole("region", { name: "Test-E-Mail" });
    await test.getByLabel("An").fill("kassier@example.lu");
    await test.getByRole("button", { name: "Test-E-Mail senden" }).click();
    await test.getByText("Die Test-E-Mail ist raus: der Mailserver hat sie angenommen.").waitFor();
    await expect.poll(() => smtp.received.some((m) => m.to.includes("kassier@example.lu"))).toBe(true);
    const received = smtp.received.find((m) => m.to.includes("kassier@example.lu"));
    expect(received?.parsed.subject).toBe("Jugendclub Rammeldange: Test-E-Mail");
    // The application sent from the form reached the committee (MAIL_TO), saying that a parent consented.
    const application = smtp.received.find((m) => m.parsed.subject === "Mitgliedsantrag: Mia Schmit");
    expect(application?.to).toEqual(["info@example.lu"]);
    expect(application?.parsed.text).toContain("Zustimmung der Eltern: Ja");
    const secretary = page.getByRole("combobox", { name: "Mitgliedsanträge gehen an (Sekretariat)" });
    await secretary.fill("sekretariat@example.lu");
    await secretary.press("Enter");
    await page.getByRole("button", { name: "Empfänger speichern" }).click();
    await page.getByText("Empfänger gespeichert").waitFor();
    const settings = await page.evaluate(() => fetch("/api/mail/settings").then((r) => r.json()));
    expect(settings.recipients.membership).toEqual(["sekretariat@example.lu"]);
    await page.getByText(/Aufbewahrung 12 Monate/).waitFor();
    await expectAccessible(page, "settings tab");
    await screenshot(page, "admin-settings");

    // One person's data: found, downloaded, erased.
    const person = page.getByRole("region", { name: "Daten einer Person" });
    await person.getByLabel("E-Mail-Adresse der Person").fill("mia@example.lu");
    await person.getByRole("button", { name: "Daten suchen" }).click();
    await person.getByText(/1 Nachricht\(en\) und \d+ E-Mail\(s\) von mia@example.lu/).waitFor();
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      person.getByRole("button", { name: "Als JSON herunterladen" }).click(),
    ]);
    const data = JSON.parse(readFileSync(await json.path(), "utf8"));
    expect(data.submissions).toEqual([expect.objectContaining({ email: "mia@example.lu", parentConsent: true })]);
    await person.getByRole("button", { name: "Alle Daten löschen" }).click();
    // The server's answer, read whole: a refusal or a failure fails here with its words, at once.
    const erased = page.waitForResponse((response) => response.url().includes("contactSubmissions.deletePerson"));
    await page.getByRole("dialog").getByRole("button", { name: "Endgültig löschen" }).click();
    const answer = await erased;
    expect(answer.status(), await answer.text()).toBe(200);
    await person.getByText("1 Nachricht(en) und die zugehörigen E-Mails wurden gelöscht.").waitFor();
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "admin-settings");
    await page.getByRole("tab", { name: /Nachrichten/ }).click();
    await jean.waitFor();
    await expect.poll(() => mia.count()).toBe(0);
    await screenshot(page, "admin-messages-status");
    await expectAccessible(page, "messages tab at 375 px");
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

const closePage = (page: Page) => page.context().close();
