import { type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

const LOGIN = { user: "jugendclub@example.lu", pass: "dat richteg Passwuert" };

// A volunteer switches mail on in the panel (no SMTP_URL): a preset, the server's login, a test
// mail refused for a wrong password (said in words), then sent with the right one.
describe("the mail server entered in the panel, in Chromium", () => {
  let site: Site;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer({ login: LOGIN });
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });

  it("fills a provider's preset, says a refused login in words, and sends with the right password", async () => {
    const { page, errors } = await signInToAdmin(site, 1280);
    await page.getByRole("tab", { name: "Einstellungen" }).click();
    const section = page.getByRole("region", { name: "Mailserver" });
    await section.getByLabel("Anbieter").selectOption({ label: "Gmail" });
    expect(await section.getByLabel("Server").inputValue()).toBe("smtp.gmail.com");
    expect(await section.getByLabel("Port").inputValue()).toBe("587");
    await section.getByLabel("Server").fill("127.0.0.1");
    await section.getByLabel("Port").fill(String(smtp.port));
    await section.getByLabel("Verschlüsselung").selectOption("none");
    await section.getByLabel("Benutzer").fill(LOGIN.user);
    await section.getByLabel("Passwort").fill("e falscht Passwuert");
    await section.getByLabel("Absender").fill(`Jugendclub <${LOGIN.user}>`);
    await section.getByRole("button", { name: "Mailserver speichern" }).click();
    await section.getByText("Gesetzt. Leer lassen, um es zu behalten.").waitFor();
    expect(await section.getByLabel("Passwort").inputValue()).toBe("");

    const test = page.getByRole("region", { name: "Test-E-Mail" });
    await test.getByLabel("An").fill("kassier@example.lu");
    await test.getByRole("button", { name: "Test-E-Mail senden" }).click();
    await test.getByText(/Nicht gesendet: Der Mailserver hat die Anmeldung abgelehnt/).waitFor();
    await test.getByText(/^Antwort des Servers: EAUTH/).waitFor();
    await expectAccessible(page, "the mail server section");
    await screenshot(page, "admin-mail-server");

    await section.getByLabel("Passwort").fill(LOGIN.pass);
    await section.getByRole("button", { name: "Mailserver speichern" }).click();
    await page.getByText("Mailserver gespeichert").last().waitFor();
    await test.getByRole("button", { name: "Test-E-Mail senden" }).click();
    await test.getByText("Die Test-E-Mail ist raus: der Mailserver hat sie angenommen.").waitFor();
    await expect.poll(() => smtp.received.some((m) => m.to.includes("kassier@example.lu"))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
