import { freePort } from "@jugendclub/testing/server-process";
import { type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

// Issue 36 in the browser. A visitor on a phone finds the newsletter in the footer, subscribes in
// Portuguese and confirms from the mail's page. The admin's side: a list of two is imported (both
// confirm from their mail), an admin writes a newsletter with two events and a German version,
// looks at the preview in both languages, sends a test, then sends it to everyone and watches it
// go out. The visitor gets it and leaves with one click from its link.
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

  /**
   * A visitor's phone. The newsletter's pages are plain HTML (no app, no html[data-ready]), so not
   * openPage's; scripts on for axe-core.
   */
  async function phone() {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 812 }, locale: "pt-PT" });
    context.setDefaultTimeout(100_000);
    return context.newPage();
  }

  /** One of the tab's parts: Newsletter, Abonnenten, Einstellungen. */
  async function part(page: Page, name: string) {
    await page.getByRole("radiogroup", { name: "Newsletter-Bereich" }).getByText(name, { exact: true }).click();
  }

  async function openNewsletterTab(page: Page) {
    await page.getByRole("tab", { name: "Newsletter" }).click();
    await page.getByRole("tabpanel", { name: "Newsletter" }).waitFor();
  }

  it("a visitor subscribes in Portuguese on a phone and confirms from the mail's page", async () => {
    const page = await phone();
    await page.goto(`${site.url}/pt/`);
    await page.waitForSelector("html[data-ready]", { state: "attached" });
    await page.getByRole("contentinfo").getByRole("link", { name: "Newsletter" }).click();
    await page.waitForURL(/\/pt\/newsletter$/);
    await page.getByLabel("E-mail").fill("ana@example.pt");
    await page.getByLabel("Novidades do clube").check();
    await expectAccessible(page, "the subscribe form in Portuguese");
    await screenshot(page, "newsletter-subscribe-pt");
    await page.getByRole("button", { name: "Subscrever" }).click();
    await page.getByRole("heading", { name: "Veja o seu e-mail" }).waitFor();
    const token = await confirmationToken("ana@example.pt");
    const mail = smtp.received.find((m) => m.to.includes("ana@example.pt"));
    expect(mail?.parsed.subject).toBe("Newsletter: confirme o seu endereço de e-mail");
    // The mail's link opens a page whose button confirms (opening it alone changes nothing).
    await page.goto(`${site.url}/pt/newsletter/confirm?token=${encodeURIComponent(token)}`);
    await expectAccessible(page, "the confirm page");
    await page.getByRole("button", { name: "Confirmar" }).click();
    await page.getByRole("heading", { name: "Está inscrito!" }).waitFor();
    await screenshot(page, "newsletter-confirmed-pt");
    await page.context().close();
  });

  it("imports a list, writes a newsletter with two events, previews, tests and sends it", async () => {
    const { page, errors } = await signInToAdmin(site, 1280);
    await openNewsletterTab(page);
    await page.getByText("Noch keine Newsletter.", { exact: false }).waitFor();
    await expectAccessible(page, "the newsletter tab");
    await screenshot(page, "newsletter-list-empty");

    // The list: consent is required, an address that is none is named.
    await part(page, "Abonnenten");
    // The visitor who subscribed in the first journey is on the list already.
    await page
      .getByRole("row", { name: /ana@example\.pt/ })
      .getByText("Aktiv")
      .waitFor();
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
    await page.getByText("3 aktive Abonnenten bekommen den Newsletter.").waitFor();
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
    await confirm.getByText("Der Newsletter geht jetzt an 3 Abonnenten.", { exact: false }).waitFor();
    await expectAccessible(page, "the send dialog");
    await confirm.getByRole("button", { name: "Jetzt senden" }).click();
    await page.getByText("3 von 3 E-Mails verschickt").waitFor({ timeout: 90_000 });
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

  it("the visitor gets it in Luxembourgish (there is no Portuguese version) and leaves with one click", async () => {
    const pattern = /\/pt\/newsletter\/unsubscribe\?token=[^\s"<>)]+/;
    let link = "";
    await expect
      .poll(
        () => {
          const mail = smtp.received.find((m) => m.to.includes("ana@example.pt") && m.parsed.subject === "Eise Summer");
          link = mail?.parsed.text?.match(pattern)?.[0] ?? "";
          return link;
        },
        { timeout: 60_000 },
      )
      .not.toBe("");
    const page = await phone();
    await page.goto(`${site.url}${link}`);
    await page.getByText("ana@example.pt", { exact: false }).waitFor();
    await expectAccessible(page, "the unsubscribe page");
    await page.getByRole("button", { name: "Cancelar subscrição" }).click();
    await page.getByRole("heading", { name: "Saiu da newsletter" }).waitFor();
    await screenshot(page, "newsletter-left-pt");
    await page.context().close();
    // The panel shows her as gone.
    const admin = await signInToAdmin(site, 1280);
    await openNewsletterTab(admin.page);
    await part(admin.page, "Abonnenten");
    await admin.page
      .getByRole("row", { name: /ana@example\.pt/ })
      .getByText("Abgemeldet")
      .waitFor();
    // She asks for her data to be erased: the settings' person-data tool shows the subscription
    // (no message, no sign-up) and erases it.
    await admin.page.getByRole("tab", { name: "Einstellungen" }).click();
    const person = admin.page.getByRole("region", { name: "Daten einer Person" });
    await person.getByLabel("E-Mail-Adresse der Person").fill("ana@example.pt");
    await person.getByRole("button", { name: "Daten suchen" }).click();
    await person.getByText("Newsletter-Abonnement").waitFor();
    await person.getByText("Abgemeldet").waitFor();
    await expectAccessible(admin.page, "one person's data with a newsletter subscription");
    await person.getByRole("button", { name: "Alle Daten löschen" }).click();
    await admin.page.getByRole("dialog").getByText("Dazu das Newsletter-Abonnement.").waitFor();
    await admin.page.getByRole("dialog").getByRole("button", { name: "Endgültig löschen" }).click();
    await person.getByText("Das Newsletter-Abonnement wurde gelöscht.").waitFor();
    const left = await admin.page.evaluate(() =>
      fetch("/api/personal-data?email=ana@example.pt").then((response) => response.json()),
    );
    expect(left.newsletter).toEqual([]);
    await admin.page.close();
  });

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
