import { freePort } from "@jugendclub/testing/server-process";
import { type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

// Issue 36 in the browser, the admin's side: a list of two is imported (both confirm from their
// mail), an admin writes a newsletter with two events and a German version, looks at the preview
// in both languages, sends a test, then sends it to the list and watches it go out.
describe("the newsletter in the admin panel, in Chromium", () => {
  let site: Site;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    site = await startSite({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Jugendclub <site@jugendclub.lu>",
      SIGNUP_RATE_LIMIT: "1000",
    });
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  /** The token of the newest confirmation mail to `to` (the outbox sends within seconds). */
  async function confirmationToken(to: string): Promise<string> {
    const pattern = /\/newsletter\/confirm\?token=([^\s"<>)]+)/;
    let token = "";
    await expect
      .poll(
        () => {
          const mail = smtp.received
            .filter((m) => m.to.includes(to))
            .findLast((m) => pattern.test(m.parsed.text ?? ""));
          token = decodeURIComponent(mail?.parsed.text?.match(pattern)?.[1] ?? "");
          return token;
        },
        { timeout: 60_000 },
      )
      .not.toBe("");
    return token;
  }

  /** One of the tab's parts: Newsletter, Abonnenten, Einstellungen. */
  async function part(page: Page, name: string) {
    await page.getByRole("radiogroup", { name: "Newsletter-Bereich" }).getByText(name, { exact: true }).click();
  }

  async function openNewsletterTab(page: Page) {
    await page.getByRole("tab", { name: "Newsletter" }).click();
    await page.getByRole("tabpanel", { name: "Newsletter" }).waitFor();
  }

  it("imports a list, writes a newsletter with two events, previews, tests and sends it", async () => {
    const { page, errors } = await signInToAdmin(site, 1280);
    await openNewsletterTab(page);
    await page.getByText("Noch keine Newsletter.", { exact: false }).waitFor();
    await expectAccessible(page, "the newsletter tab");
    await screenshot(page, "newsletter-list-empty");

    // The list: consent is required, an address that is none is named.
    await part(page, "Abonnenten");
    await page.getByText("Noch niemand hat den Newsletter abonniert.").waitFor();
    await page.getByRole("button", { name: "Liste importieren" }).click();
    const dialog = page.getByRole("dialog", { name: "Liste importieren" });
    await dialog.getByLabel("E-Mail-Adressen").fill("anna@example.org\nben@example.org, anna@example.org\nkeng-adress");
    await dialog.getByRole("button", { name: "Importieren" }).click();
    await dialog.getByText("Bitte bestätigen, dass diese Personen zugestimmt haben").waitFor();
    await dialog.getByLabel("Diese Personen haben zugestimmt, den Newsletter zu erhalten.").check();
    await expectAccessible(page, "the import dialog");
    await screenshot(page, "newsletter-import");
    await dialog.getByRole("button", { name: "Importieren" }).click();
    await dialog.getByText("Eingeladen: 2").waitFor();
    await expect.poll(() => dialog.getByText("keng-adress").count()).toBe(1);
    await dialog.getByRole("button", { name: "Fertig" }).click();
    for (const email of ["anna@example.org", "ben@example.org"]) {
      const token = await confirmationToken(email);
      const answer = await fetch(`${site.url}/api/newsletter/confirm`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token }),
      });
      expect(answer.status, email).toBe(200);
    }
    await page.reload();
    await openNewsletterTab(page);
    await part(page, "Abonnenten");
    await page
      .getByRole("row", { name: /anna@example\.org/ })
      .getByText("Aktiv")
      .waitFor();
    await page.getByText("2 aktive Abonnenten bekommen den Newsletter.").waitFor();
    await expectAccessible(page, "the subscribers");
    await screenshot(page, "newsletter-subscribers");

    // The settings.
    await part(page, "Einstellungen");
    await page.getByLabel("E-Mails pro Stunde").fill("500");
    await page.getByRole("button", { name: "Speichern" }).click();
    await page.getByText("Newsletter-Einstellungen gespeichert").waitFor();
    await expectAccessible(page, "the newsletter settings");
    await screenshot(page, "newsletter-settings");

    // Writing it: Luxembourgish, a German version, two events.
    await part(page, "Newsletter");
    await page.getByRole("link", { name: "Neuer Newsletter" }).click();
    await page.getByRole("heading", { name: "Neuer Newsletter" }).waitFor();
    await page.getByRole("textbox", { name: /^Betreff\b(?! \()/ }).fill("Eise Summer");
    await page
      .getByRole("textbox", { name: /^Text\b(?! \()/ })
      .fill("# Moien\n\nMir hu **vill** geplangt.\n\n- Grillen\n- Musek");
    await page.getByRole("tab", { name: "Deutsch" }).click();
    await page.getByLabel("Betreff (Deutsch)").fill("Unser Sommer");
    await page.getByLabel("Text (Deutsch)").fill("# Hallo\n\nWir haben **viel** geplant.");
    await page.getByLabel("Events im Newsletter").first().click();
    const options = page.getByRole("option");
    const first = (await options.nth(0).textContent())?.split(" · ")[0] ?? "";
    await options.nth(0).click();
    const second = (await options.nth(1).textContent())?.split(" · ")[0] ?? "";
    await options.nth(1).click();
    await page.keyboard.press("Escape");
    expect(first).not.toBe("");
    expect(second).not.toBe(first);
    await expectAccessible(page, "the newsletter editor");
    await page.getByRole("button", { name: "Speichern" }).click();
    await page.waitForURL(/\/admin\/newsletter\/\d+$/);
    await page.getByRole("heading", { name: "Newsletter: Eise Summer" }).waitFor();

    // The preview: the mail as each language gets it, in a frame without scripts.
    const frame = page.frameLocator("iframe[title='Vorschau der E-Mail']");
    await frame.getByText("Mir hu", { exact: false }).first().waitFor();
    await frame.getByText(first).first().waitFor();
    await frame.getByText(second).first().waitFor();
    // No scripts and no forms in the frame; its own origin only so that the event pictures load.
    expect(await page.locator("iframe[title='Vorschau der E-Mail']").getAttribute("sandbox")).toBe("allow-same-origin");
    await expect
      .poll(() =>
        frame
          .locator("img")
          .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBeGreaterThanOrEqual(2);
    await page.getByRole("radiogroup", { name: "Sprache der Vorschau" }).getByText("Deutsch", { exact: true }).click();
    await frame.getByText("Wir haben", { exact: false }).first().waitFor();
    await expectAccessible(page, "the newsletter's page");
    await screenshot(page, "newsletter-page");

    // A test to one address: each language once; the address is remembered.
    await page.getByLabel("Test an").fill("redaktion@example.org");
    await page.getByRole("button", { name: "Test-E-Mail senden" }).click();
    await page.getByText("2 Test-E-Mails (eine pro Sprache) an redaktion@example.org sind unterwegs").waitFor();
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes("redaktion@example.org")).length, { timeout: 60_000 })
      .toBe(2);
    await page.reload();
    await expect.poll(() => page.getByLabel("Test an").inputValue()).toBe("redaktion@example.org");

    // Sending: the dialog names how many get it; then the progress, and the editor is read-only.
    await page.getByRole("button", { name: "Jetzt senden" }).click();
    const confirm = page.getByRole("dialog", { name: "Newsletter jetzt senden?" });
    await confirm.getByText("Der Newsletter geht jetzt an 2 Abonnenten.", { exact: false }).waitFor();
    await expectAccessible(page, "the send dialog");
    await confirm.getByRole("button", { name: "Jetzt senden" }).click();
    await page.getByText("2 von 2 E-Mails verschickt").waitFor({ timeout: 90_000 });
    await page
      .getByText(/^Verschickt am /)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await page.getByRole("textbox", { name: /^Betreff\b(?! \()/ }).getAttribute("readonly")).toBe("");
    expect(await page.getByRole("button", { name: "Speichern" }).count()).toBe(0);
    await expect
      .poll(() => smtp.received.filter((m) => /Eise Summer|Unser Sommer/.test(m.parsed.subject ?? "")).length)
      .toBeGreaterThanOrEqual(4);
    await expectAccessible(page, "a sent newsletter");
    await screenshot(page, "newsletter-sent");

    // Back in the list: its status in words.
    await page.getByRole("link", { name: "Zurück" }).click();
    await page.getByRole("link", { name: "Eise Summer" }).waitFor();
    await page
      .locator("[data-newsletter]")
      .getByText(/^Verschickt am /)
      .waitFor();
    await screenshot(page, "newsletter-list");
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it("fits a phone: the tab and a newsletter's page at 375 px", async () => {
    const { page, errors } = await signInToAdmin(site, 375);
    await openNewsletterTab(page);
    await page.getByRole("link", { name: "Neuer Newsletter" }).waitFor();
    await expectAccessible(page, "the newsletter tab at 375 px");
    await screenshot(page, "newsletter-list");
    await page.getByRole("link", { name: "Eise Summer" }).click();
    await page.getByRole("heading", { name: "Newsletter: Eise Summer" }).waitFor();
    await expectAccessible(page, "a sent newsletter at 375 px");
    await screenshot(page, "newsletter-sent");
    await page.goto(`${site.url}/admin/newsletter/new`);
    await page.getByRole("heading", { name: "Neuer Newsletter" }).waitFor();
    await expectAccessible(page, "the editor at 375 px");
    await screenshot(page, "newsletter-new");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto(`${site.url}/admin`);
    await openNewsletterTab(page);
    await part(page, "Abonnenten");
    await page.getByRole("row", { name: /anna@example\.org/ }).waitFor();
    await expectAccessible(page, "the subscribers at 375 px");
    await screenshot(page, "newsletter-subscribers");
    expect(errors).toEqual([]);
    await page.close();
  });
});
