import { readFileSync } from "node:fs";
import { freePort } from "@jugendclub/testing/server-process";
import { type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, openPage, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

// Issue 35 in the browser: an admin turns sign-ups on in the event form; visitors sign up on the
// event's page and confirm from the mail (a real SMTP server on loopback); one cancels from the
// mail, the waiting one is offered the place and takes it; at the door the admin's phone opens the
// confirmation's QR link and checks her in. And a parent signs up a child, in Portuguese.
describe("sign-ups with a waiting list in Chromium", () => {
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

  /** The link to `action` in the newest mail to `to` whose text has one (the outbox sends within seconds). */
  async function linkFor(to: string, action: string, subject?: RegExp): Promise<string> {
    const pattern = new RegExp(`http://127\\.0\\.0\\.1:\\d+\\S*/signup/${action}\\?token=[\\w-]+`);
    let link = "";
    await expect
      .poll(
        () => {
          const mail = smtp.received
            .filter((m) => m.to.includes(to) && (!subject || subject.test(m.parsed.subject ?? "")))
            .findLast((m) => pattern.test(m.parsed.text ?? ""));
          link = mail?.parsed.text?.match(pattern)?.[0] ?? "";
          return link;
        },
        { timeout: 60_000 },
      )
      .not.toBe("");
    return link;
  }

  /** Opens a mail's link (a page that changes nothing) and presses its one button. */
  async function follow(page: Page, link: string, button: string) {
    await page.goto(link);
    await page.getByRole("button", { name: button }).click();
    await page.waitForLoadState("load");
  }

  async function signUp(page: Page, eventPath: string, name: string, email: string) {
    await page.goto(`${site.url}${eventPath}`);
    await page.getByRole("link", { name: /^(Umellen|Op d'Waardelëscht)$/ }).click();
    await page.getByLabel("Numm", { exact: true }).fill(name);
    await page.getByLabel("E-Mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Umellen" }).click();
    await page.getByRole("heading", { name: "Kuckt an Är E-Mailen" }).waitFor();
  }

  it("takes sign-ups set in the event form, moves the waiting list on a cancellation, and checks in from the QR link", async () => {
    const admin = await signInToAdmin(site, 1280);
    const form = admin.page;
    await form.getByRole("link", { name: "Neues Event" }).click();
    await form.getByLabel("Titel").fill("Bus op de Chrëschtmaart");
    await form.getByLabel("Datum und Uhrzeit").fill(`${new Date().getUTCFullYear() + 1}-12-05T09:00`);
    await form.getByLabel("Anmeldungen annehmen").check();
    await form.getByLabel("Plätze").fill("1");
    await form.getByRole("button", { name: "Frage hinzufügen" }).click();
    await form.getByRole("textbox", { name: /^Frage/ }).fill("Vegetaresch?");
    await form.getByLabel("Antwort").first().click();
    await form.getByRole("option", { name: "Ja / Nein" }).click();
    await expectAccessible(form, "the event form's sign-up settings");
    await form.getByRole("button", { name: "Erstellen" }).click();
    await form.getByRole("link", { name: "Anmeldungen für Bus op de Chrëschtmaart" }).click();
    await form.getByRole("heading", { name: "Anmeldungen: Bus op de Chrëschtmaart" }).waitFor();
    const eventId = Number(new URL(form.url()).pathname.split("/").pop());
    expect(eventId).toBeGreaterThan(0);

    // Anna takes the one place; Ben goes on the waiting list.
    const anna = await openPage(site, 375);
    await signUp(anna.page, `/events/${eventId}`, "Anna Weber", "anna@example.lu");
    await follow(anna.page, await linkFor("anna@example.lu", "confirm"), "Umeldung bestätegen");
    await anna.page.getByText("Dir sidd ugemellt fir „Bus op de Chrëschtmaart“").waitFor();
    const ben = await openPage(site, 375);
    await ben.page.goto(`${site.url}/events/${eventId}`);
    await ben.page.getByText("Ausgebucht · Waardelëscht").waitFor();
    await signUp(ben.page, `/events/${eventId}`, "Ben Muller", "ben@example.lu");
    await follow(ben.page, await linkFor("ben@example.lu", "confirm"), "Umeldung bestätegen");
    await ben.page.getByText(/op der Waardelëscht op der Plaz 1/).waitFor();

    // The admin's list shows both, in their order.
    await form.reload();
    await expect.poll(() => form.locator("[data-signup]").count()).toBe(2);
    expect(await form.locator("[data-status=confirmed]").textContent()).toContain("Anna Weber");
    expect(await form.locator("[data-status=waiting]").textContent()).toContain("Warteliste: 1.");
    await expectAccessible(form, "the sign-ups list");
    await screenshot(form, "admin-signups");

    // Anna cancels from her mail; Ben is offered the place and takes it from his.
    await follow(anna.page, await linkFor("anna@example.lu", "cancel"), "Jo, ofmellen");
    await anna.page.getByText("Dir sidd vu „Bus op de Chrëschtmaart“ ofgemellt.").waitFor();
    await follow(ben.page, await linkFor("ben@example.lu", "accept"), "Plaz huelen");
    await ben.page.getByText("Dir sidd ugemellt fir „Bus op de Chrëschtmaart“").waitFor();
    expect(anna.errors).toEqual([]);
    expect(ben.errors).toEqual([]);

    // At the door: the phone's camera app opens the QR code of Ben's confirmation, which holds
    // the check-in page with his ticket (the token his mail's links carry).
    const cancel = await linkFor("ben@example.lu", "cancel", /ugemellt/);
    const ticket = new URL(cancel).searchParams.get("token") as string;
    const door = await signInToAdmin(site, 375);
    await door.page.goto(`${site.url}/admin/signups/${eventId}?ticket=${ticket}`);
    await door.page.locator("[data-result=in]").getByText("Eingecheckt: Ben Muller · Plätze: 1").waitFor();
    await expect.poll(() => door.page.locator("[data-count=checked-in]").textContent()).toContain("1 / 1");
    // The address drops the ticket: a reload does not scan again.
    await expect.poll(() => new URL(door.page.url()).search).toBe("");
    await door.page.getByLabel("Nach Namen suchen").fill("muller");
    await door.page.getByRole("button", { name: "Ben Muller auschecken" }).waitFor();
    await expectAccessible(door.page, "the door at 375 px");
    await screenshot(door.page, "admin-signups-door");
    expect(door.errors).toEqual([]);

    // Back at the desk: the list as a spreadsheet (UTF-8 with a BOM), and a message to everyone confirmed.
    await form.reload();
    const [download] = await Promise.all([
      form.waitForEvent("download"),
      form.getByRole("link", { name: "CSV herunterladen" }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain("Ben Muller");
    await form.getByRole("button", { name: "Nachricht an alle" }).click();
    const dialog = form.getByRole("dialog", { name: "Nachricht an alle Angemeldeten" });
    await dialog.getByLabel("Betreff").fill("De Bus fiert um 8:45");
    await dialog.getByLabel("Nachricht").fill("Mir treffen eis um 8:30 um Parking.");
    await expectAccessible(form, "the message dialog");
    await dialog.getByRole("button", { name: "Senden" }).click();
    await form.getByText("Die Nachricht geht an 1 Adressen.").waitFor();
    await expect
      .poll(() =>
        smtp.received.filter((mail) => mail.parsed.text?.includes("Mir treffen eis um 8:30")).map((m) => m.to),
      )
      .toEqual([["ben@example.lu"]]);
    expect(admin.errors).toEqual([]);
  });

  it("lets a parent confirm for a child under 16, in Portuguese, and writes to both afterwards", async () => {
    const overview = (await (await fetch(`${site.url}/api/events?lang=pt`)).json()) as {
      id: number;
      signup: unknown;
    }[];
    const hike = overview.find((event) => event.signup && !(event.signup as { shifts: unknown[] }).shifts.length);
    expect(hike).toBeDefined();
    const { page, errors } = await openPage(site, 375);
    await page.goto(`${site.url}/pt/signup?event=${hike?.id}`);
    await page.getByLabel("Nome", { exact: true }).fill("Rita Costa");
    await page.getByLabel("E-mail", { exact: true }).fill("rita@example.lu");
    await page.getByLabel("Tenho menos de 16 anos").check();
    await page.getByLabel("Nome de um dos pais").fill("Paula Costa");
    await page.getByLabel("E-mail de um dos pais").fill("paula@example.lu");
    for (const radio of await page.getByRole("radio", { name: "Sim" }).all()) await radio.check();
    await page.getByRole("button", { name: "Inscrever-se" }).click();
    await page.getByText("Enviámos um e-mail ao pai ou à mãe").waitFor();
    // The request goes to the parent, not the child.
    const confirm = await linkFor("paula@example.lu", "confirm");
    expect(smtp.received.some((mail) => mail.to.includes("rita@example.lu"))).toBe(false);
    await follow(page, confirm, "Confirmar a inscrição");
    await page.getByText(/Está inscrito em/).waitFor();
    await expect
      .poll(() =>
        ["rita@example.lu", "paula@example.lu"].map((to) =>
          smtp.received.some(
            (mail) => mail.to.includes(to) && /\/pt\/signup\/cancel\?token=/.test(mail.parsed.text ?? ""),
          ),
        ),
      )
      .toEqual([true, true]);
    expect(errors).toEqual([]);
  });
});
