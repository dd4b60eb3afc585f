import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  expectAccessible,
  openPage,
  type Site,
  screenshot,
  signInToAdmin,
  slowDown,
  startSite,
} from "./harness.js";

// Browser journeys through the admin panel: the built app, the real server and database with the
// demo content, real uploads through the signed URL flow and the image pipeline.
describe("the admin panel in Chromium", () => {
  let site: Site;
  let png: Buffer;
  beforeAll(async () => {
    site = await startSite();
    png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 40, b: 70 } } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await site?.close();
  });

  const login = async (page: Page, password = ADMIN.password) => {
    await page.getByLabel("Benotzernumm").fill(ADMIN.username);
    await page.getByLabel("Passwuert").fill(password);
    await page.getByRole("button", { name: "Umellen" }).click();
  };

  /**
   * A toast read, then closed by its button as a person done with it would. The panel shows one
   * toast at a time (the next waits until this one's five seconds are over), so the next step's
   * toast comes at once instead of after them.
   */
  const readToast = async (page: Page, text: string) => {
    const toast = page.locator(".mantine-Notification-root").filter({ hasText: text });
    await toast.waitFor();
    // Its close button: the last one (a delete's toast has "Rückgängig" before it).
    await toast.getByRole("button").last().click();
    await toast.waitFor({ state: "detached" });
  };

  /** Uploads through the uploader modal opened by the field's button. */
  const upload = async (page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    await page.getByRole("button", { name: button }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("input[type=file]").setInputFiles(file);
  };

  it("refuses wrong credentials, signs in, keeps the session across a reload, and signs out", async () => {
    for (const width of [1280, 375] as const) {
      const { page, errors } = await openPage(site, width);
      await page.goto(`${site.url}/admin`);
      await page.getByRole("heading", { name: "Admin Login" }).waitFor();
      // The overview's and the mail banner's answers come late, as on a slow connection.
      const late = /\/trpc\/.*(events\.list|contactSubmissions\.counts|auditLog\.list|mail\.settings)/;
      const inTime = await slowDown(page, late, 700);
      await login(page, "wrong password");
      await page.getByText("Ungültige Anmeldedaten").first().waitFor();
      await login(page);
      await page.getByText("Willkommen im Admin Panel!").waitFor();
      await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
      // The panel is laid out once: its tabs appear where they stay, the overview and the mail
      // banner above them already in place (a click meant for a tab must not land on what slid in).
      const tabsTop = async () => (await page.getByRole("tablist").boundingBox())?.y;
      const tabsFirstTop = await tabsTop();
      await page.getByTestId("new-messages").waitFor();
      await page.getByRole("button", { name: "Zu den Einstellungen" }).waitFor();
      expect(await tabsTop()).toBe(tabsFirstTop);
      await inTime();
      for (const tab of ["Events", "Sponsoren", "Fotos", "Komitee", "Nachrichten", "Einstellungen", "Konto"]) {
        expect(await page.getByRole("tab", { name: tab }).count()).toBe(1);
      }
      // This server has no SMTP_URL: a new admin sees at once that no mail goes out, and where to change it.
      await page
        .getByText("E-Mail ist nicht eingerichtet: Nachrichten werden nur hier im Panel gespeichert.")
        .waitFor();
      expect(await page.getByRole("button", { name: "Zu den Einstellungen" }).count()).toBe(1);
      // The demo's events are listed with their edit and delete buttons.
      await page.getByRole("button", { name: "Summerfest am Duerf löschen" }).waitFor();
      await screenshot(page, "admin-panel");
      await expectAccessible(page, `admin panel at ${width} px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.reload();
      await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
      await page.getByRole("main").getByRole("button", { name: "Abmelden" }).click();
      await page.getByRole("heading", { name: "Admin Login" }).waitFor();
      await page.reload();
      await page.getByRole("heading", { name: "Admin Login" }).waitFor();
      expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
      await page.close();
    }
  });

  it("the create and edit pages without a session lead to the login and come back after it", async () => {
    const { page } = await openPage(site);
    await page.goto(`${site.url}/admin/create/event`);
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    await login(page);
    await page.getByRole("heading", { name: "Neues Event" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/create/event");
    await page.close();
  });

  it("creates an event with an uploaded image, shows it on the home page, edits it and deletes it", async () => {
    const { page, errors } = await signInToAdmin(site);
    await page.getByRole("link", { name: "Neues Event" }).click();
    await page.getByRole("heading", { name: "Neues Event" }).waitFor();
    expect(await page.getByRole("link", { name: /Zurück/ }).getAttribute("href")).toBe("/admin");
    await expectAccessible(page, "event form");

    // The server's validation, at the fields and in a toast.
    await page.getByRole("button", { name: "Erstellen" }).click();
    await expect.poll(() => page.getByText("Bitte alle Pflichtfelder ausfüllen").count()).toBeGreaterThan(1);
    expect(await page.getByLabel("Titel").getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "event form with errors");

    // An animation too large for an event image (a GIF is not shrunk): refused in the browser
    // before anything is sent.
    await upload(page, "Bild hochladen", {
      name: "riesig.gif",
      mimeType: "image/gif",
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await page.getByText("Die Datei ist zu groß: höchstens 5 MB.").waitFor();
    await expectAccessible(page, "uploader modal with a refused file");
    await screenshot(page, "admin-uploader");
    // A phone's photo over the 5 MB limit is shrunk in the browser and taken.
    const [width, height] = [2000, 1500];
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const phonePhoto = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
      .toBuffer();
    expect(phonePhoto.length).toBeGreaterThan(5 * 1024 * 1024);
    await page
      .getByRole("dialog")
      .locator("input[type=file]")
      .setInputFiles({ name: "fest.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
    await readToast(page, "Bild erfolgreich hochgeladen!");
    await page.getByRole("img", { name: "Aktuelles Bild" }).waitFor();

    await page.getByLabel("Titel").fill("Wanterbal 2027");
    await page.getByLabel("Beschreibung").fill("Danz a gutt Laun am Festsall.");
    await page.getByLabel("Datum und Uhrzeit").fill("2027-01-16T20:00");
    await page.getByLabel("Ende (optional)").fill("2027-01-17T02:00");
    await page.getByLabel("Ort", { exact: true }).fill("Festsall");
    await page.getByLabel("Auf Startseite anzeigen").check();
    await screenshot(page, "admin-event-form");
    await page.getByRole("button", { name: "Erstellen" }).click();
    await readToast(page, "Event erfolgreich erstellt!");
    await page.waitForURL(/\/admin$/);
    await page.getByRole("link", { name: "Wanterbal 2027 bearbeiten" }).waitFor();

    // Featured and to come: the home page shows it among the highlights.
    const home = await openPage(site);
    await home.page.goto(site.url);
    const highlights = home.page.locator("section[aria-labelledby=highlights-title]");
    await highlights.getByText("Wanterbal 2027").waitFor();
    expect(await highlights.locator("img[src^='/media/']").count()).toBeGreaterThan(0);
    await home.page.close();

    await page.getByRole("link", { name: "Wanterbal 2027 bearbeiten" }).click();
    await page.getByRole("heading", { name: "Event bearbeiten" }).waitFor();
    await expect.poll(() => page.getByLabel("Titel").inputValue()).toBe("Wanterbal 2027");
    expect(await page.getByLabel("Datum und Uhrzeit").inputValue()).toBe("2027-01-16T20:00");
    expect(await page.getByLabel("Ende (optional)").inputValue()).toBe("2027-01-17T02:00");
    await page.getByLabel("Titel").fill("Wanterbal 2027 am Festsall");
    // Emptying the end removes it.
    await page.getByLabel("Ende (optional)").fill("");
    await page.getByRole("button", { name: "Speichern" }).click();
    await readToast(page, "Event erfolgreich aktualisiert!");
    await page.waitForURL(/\/admin$/);
    const stored = (await (await fetch(`${site.url}/api/events`)).json()) as {
      title: string;
      endDate: string | null;
    }[];
    expect(stored.find((event) => event.title === "Wanterbal 2027 am Festsall")?.endDate).toBeNull();

    await page.getByRole("button", { name: "Wanterbal 2027 am Festsall löschen" }).click();
    const confirm = page.getByRole("dialog", { name: "Wirklich löschen?" });
    await confirm.waitFor();
    await expectAccessible(page, "delete confirmation");
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await readToast(page, "Event gelöscht");
    await expect.poll(() => page.getByRole("button", { name: "Wanterbal 2027 am Festsall löschen" }).count()).toBe(0);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await page.close();
  });

  // Two kinds created, checked, edited and deleted in one journey: on a CI machine busy with four
  // journeys at once it once took over the default two minutes (30 s alone): four minutes here.
  it(
    "creates, edits and deletes a sponsor and a committee member, with a logo upload",
    async () => {
      const { page, errors } = await signInToAdmin(site, 375);
      await page.getByRole("tab", { name: "Sponsoren" }).click();
      await page.getByRole("link", { name: "Neuer Sponsor" }).click();
      await page.getByRole("button", { name: "Erstellen" }).click();
      await page.getByText("Bitte Namen eingeben").first().waitFor();
      await page.getByLabel("Name").fill("Bäckerei Hoffmann");
      await page.getByText("Hauptsponsor").click();
      await upload(page, "Bild hochladen", { name: "logo.png", mimeType: "image/png", buffer: png });
      await readToast(page, "Logo erfolgreich hochgeladen!");
      await page.getByLabel("Webseite").fill("https://hoffmann.lu");
      await screenshot(page, "admin-sponsor-form");
      await page.getByRole("button", { name: "Erstellen" }).click();
      await readToast(page, "Sponsor erfolgreich erstellt!");
      // Back on the tab the admin came from.
      await page.getByRole("link", { name: "Bäckerei Hoffmann bearbeiten" }).click();
      await expect.poll(() => page.getByLabel("Name").inputValue()).toBe("Bäckerei Hoffmann");
      await page.getByLabel("Beschreibung").fill("Frësch Brout all Moien.");
      await page.getByRole("button", { name: "Speichern" }).click();
      await readToast(page, "Sponsor erfolgreich aktualisiert!");
      const sponsors = (await (await fetch(`${site.url}/api/sponsors`)).json()) as { name: string; type: string }[];
      expect(sponsors.find((s) => s.name === "Bäckerei Hoffmann")).toMatchObject({ type: "main" });
      await page.getByRole("button", { name: "Bäckerei Hoffmann löschen" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Löschen" }).click();
      await readToast(page, "Sponsor gelöscht");

      await page.getByRole("tab", { name: "Komitee" }).click();
      await page.getByRole("link", { name: "Neues Komiteemitglied" }).click();
      await page.getByLabel("Name").fill("Paul Schmit");
      await page.getByRole("button", { name: "Erstellen" }).click();
      await page.getByText("Bitte Name und Rolle eingeben").first().waitFor();
      await page.getByLabel("Rolle").fill("Keessemeeschter");
      await page.getByRole("button", { name: "Erstellen" }).click();
      await readToast(page, "Komiteemitglied erfolgreich erstellt!");
      await page.getByRole("button", { name: "Paul Schmit löschen" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Löschen" }).click();
      await readToast(page, "Komiteemitglied gelöscht");
      // The two refused saves are the server's 400 answers, shown at the fields.
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
      await page.close();
    },
    4 * 60_000,
  );

  it("manages photo categories in a dialog and photos on their pages, filtered by category", async () => {
    const { page, errors } = await signInToAdmin(site);
    await page.getByRole("tab", { name: "Fotos" }).click();
    await page.getByRole("heading", { name: "Foto-Kategorien" }).waitFor();
    await page.getByRole("button", { name: "Neue Foto-Kategorie" }).click();
    const dialog = page.getByRole("dialog", { name: "Neue Foto-Kategorie" });
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await dialog.getByText("Bitte Kategorie-Namen eingeben").first().waitFor();
    await dialog.getByLabel("Name").fill("Wanterbal");
    await expectAccessible(page, "photo category dialog");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await readToast(page, "Foto-Kategorie erfolgreich erstellt!");
    await page.getByRole("button", { name: "Wanterbal bearbeiten" }).waitFor();

    await page.getByRole("link", { name: "Neues Foto" }).click();
    await page.getByRole("heading", { name: "Neues Foto" }).waitFor();
    await upload(page, "Bild hochladen", { name: "foto.png", mimeType: "image/png", buffer: png });
    await readToast(page, "Foto erfolgreich hochgeladen!");
    await page.getByRole("combobox", { name: "Kategorie" }).click();
    await page.getByRole("option", { name: "Wanterbal" }).click();
    // A photo added by hand gets a title (the API would keep it untitled, as an album's photos).
    await page.getByRole("button", { name: "Erstellen" }).click();
    await readToast(page, "Bitte alle Pflichtfelder ausfüllen");
    expect(await page.getByLabel("Titel").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Titel").fill("Op der Danzfläch");
    await page.getByRole("button", { name: "Erstellen" }).click();
    await readToast(page, "Foto erfolgreich gespeichert!");
    await page.waitForURL(/\/admin$/);

    await page.getByRole("combobox", { name: "Nach Kategorie filtern" }).click();
    await page.getByRole("option", { name: "Wanterbal" }).click();
    await expect.poll(() => page.locator("section[aria-label=Fotos] li").count(), { timeout: 60_000 }).toBe(1);
    // Deleting the album says that its photo goes with it; cancelled here.
    await page.getByRole("button", { name: "Wanterbal löschen" }).click();
    const ask = page.getByRole("dialog", { name: "Wirklich löschen?" });
    await ask.getByText('„Wanterbal" kommt mit 1 Foto in den Papierkorb (30 Tage wiederherstellbar).').waitFor();
    await ask.getByRole("button", { name: "Abbrechen" }).click();
    await ask.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Op der Danzfläch löschen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Löschen" }).click();
    await readToast(page, "Foto erfolgreich gelöscht");
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await page.close();
  });

  it("shows a message sent from the public contact form, filters it by type, and deletes it", async () => {
    const visitor = await openPage(site, 375);
    await visitor.page.goto(`${site.url}/contact`);
    const form = visitor.page.locator("form");
    await form.getByRole("textbox", { name: "Numm", exact: true }).fill("Tom Wagner");
    await form.getByLabel("Neen", { exact: true }).check();
    await form.getByRole("textbox", { name: "E-Mail", exact: true }).fill("tom@example.lu");
    await form.getByLabel("Noriicht").fill("Ech wëll mat maachen!");
    await form.getByRole("button", { name: "Ufro schécken" }).click();
    await visitor.page.getByRole("heading", { name: "Merci, Tom Wagner!" }).waitFor();
    await visitor.page.close();

    const { page, errors } = await signInToAdmin(site, 375);
    await page.getByRole("tab", { name: "Nachrichten" }).click();
    const message = page.locator("li").filter({ hasText: "Ech wëll mat maachen!" });
    await message.waitFor();
    // A message opens by its line; its details hold the sender's address.
    await message.getByRole("button", { name: /Tom Wagner/ }).click();
    expect(await message.locator("a[href='mailto:tom@example.lu']").count()).toBe(1);
    expect(await message.textContent()).toMatch(/\d{1,2}\. \w+ 20\d\d/);
    await screenshot(page, "admin-messages");
    await page.getByText("Sponsoring", { exact: true }).first().click();
    await expect.poll(() => message.count()).toBe(0);
    await page.getByText("Mitgliedschaft", { exact: true }).first().click();
    await message.waitFor();
    await message.getByRole("button", { name: "Nachricht von Tom Wagner löschen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Löschen" }).click();
    await readToast(page, "Nachricht gelöscht");
    await expect.poll(() => message.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("creates an API token shown once that works for REST, and adds and removes an admin", async () => {
    const { page } = await signInToAdmin(site);
    // The accounts come late, as on a slow connection: the tab shows once they are in, so nothing
    // slides 'Erweitert' down after it appears (a click on it then hit an account's row).
    const late = /\/trpc\/.*admin\.(admins|tokens)/;
    const inTime = await slowDown(page, late, 700);
    await page.getByRole("tab", { name: "Konto" }).click();
    const advanced = page.locator("summary", { hasText: "Erweitert" });
    const advancedTop = async () => (await advanced.boundingBox())?.y;
    const advancedFirstTop = await advancedTop();
    await page.getByRole("combobox", { name: "Rolle von admin" }).waitFor();
    expect(await advancedTop()).toBe(advancedFirstTop);
    await inTime();
    await advanced.click();
    await page.getByLabel("Name des Tokens").fill("CSV-Import");
    await page.getByRole("button", { name: "Token erstellen" }).click();
    const token = (await page.locator("pre").textContent())?.trim() ?? "";
    expect(token.length).toBeGreaterThan(20);
    const res = await fetch(`${site.url}/api/contact-submissions`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    await page.getByLabel("Benutzername").fill("sophie");
    await page.getByLabel("Passwort", { exact: true }).fill("ee laangt Passwuert");
    await page.getByRole("combobox", { name: "Rolle", exact: true }).selectOption("admin");
    await page.getByRole("button", { name: "Konto hinzufügen" }).click();
    await page.getByText("Konto hinzugefügt").waitFor();
    await expectAccessible(page, "account tab");
    await page.getByRole("button", { name: "sophie entfernen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Entfernen" }).click();
    await readToast(page, "Konto entfernt");
    await page.getByRole("button", { name: "CSV-Import widerrufen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Widerrufen" }).click();
    // The notification, not the dialog's title "Token widerrufen?".
    await page.getByText("Token widerrufen", { exact: true }).waitFor();
    expect(
      (await fetch(`${site.url}/api/contact-submissions`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
    await page.close();
  });

  it("'Alle Daten löschen' says what goes, unlocks on the typed word, and empties the site", async () => {
    const { page } = await signInToAdmin(site);
    await page.getByRole("tab", { name: "Konto" }).click();
    await page.getByRole("button", { name: "Alle Daten löschen" }).click();
    const dialog = page.getByRole("dialog", { name: "Alle Daten löschen" });
    await dialog.getByText("Die Nachrichten und die Admin-Konten bleiben erhalten.").waitFor();
    const confirm = dialog.getByRole("button", { name: "Endgültig löschen" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Zum Bestätigen LÖSCHEN eingeben").fill("LÖSCHEN");
    expect(await confirm.isDisabled()).toBe(false);
    await expectAccessible(page, "delete-all dialog");
    await screenshot(page, "admin-delete-all");
    await confirm.click();
    await page
      .getByText("Erfolg: Alle Daten wurden aus der Datenbank gelöscht. Sie können nun neu anfangen.")
      .waitFor();
    await page.getByRole("tab", { name: "Events" }).click();
    await page.getByText("Noch keine Events.").waitFor();
    expect(await (await fetch(`${site.url}/api/events`)).json()).toEqual([]);
    expect(await (await fetch(`${site.url}/api/sponsors`)).json()).toEqual([]);
    await page.close();
  });
});
