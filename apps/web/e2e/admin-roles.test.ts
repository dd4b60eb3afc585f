import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, ADMIN_TABS, type Site, signInToAdmin, startSite } from "./harness.js";

const REDAKTION = { username: "lena", password: "lena hirt d'Redaktioun" };
const FOTOS = { username: "max", password: "max mecht d'Fotoen" };
// One volunteer per role: the panel shows each only what the role may do (the server refuses the
// rest: apps/server/test/api-roles.test.ts).
describe("the panel per role in Chromium", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
    const login = await fetch(`${site.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
    for (const [account, role] of [
      [REDAKTION, "editor"],
      [FOTOS, "photos"],
    ] as const) {
      const res = await fetch(`${site.url}/api/admin/users`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ ...account, role }),
      });
      expect(res.status).toBe(200);
    }
  });
  afterAll(async () => {
    await site?.close();
  });

  const tabsOf = async (page: import("playwright-core").Page) =>
    (await page.getByRole("tab").allTextContents()).map((text) => text.replace(/\d+$/, "").trim());

  it("Redaktion: events, sponsors, photos, committee and its password; no messages, settings or accounts", async () => {
    const { page, errors } = await signInToAdmin(site, 1280, undefined, REDAKTION);
    await page.getByRole("tab", { name: "Events" }).waitFor();
    expect(await tabsOf(page)).toEqual(["Events", "Sponsoren", "Fotos", "Komitee", "Konto"]);
    expect(await page.getByText("Neue Nachrichten").count()).toBe(0);
    await page.getByRole("tab", { name: "Konto" }).click();
    await page.getByRole("region", { name: "Passwort ändern" }).waitFor();
    expect(await page.getByRole("region", { name: "Konten und Rollen" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Alle Daten löschen" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Fotos: the photo albums alone; an admin changes a role in the account tab", async () => {
    const fotos = await signInToAdmin(site, 1280, undefined, FOTOS);
    await fotos.page.getByRole("tab", { name: "Fotos" }).waitFor();
    expect(await tabsOf(fotos.page)).toEqual(["Fotos", "Konto"]);
    expect(await fotos.page.getByRole("tab", { name: "Fotos" }).getAttribute("aria-selected")).toBe("true");
    expect(await fotos.page.getByText("Nächstes Event").count()).toBe(0);
    expect(fotos.errors).toEqual([]);
    await fotos.page.close();

    const { page } = await signInToAdmin(site, 1280);
    expect(await tabsOf(page)).toEqual(ADMIN_TABS);
    await page.getByRole("tab", { name: "Konto" }).click();
    const role = page.getByRole("combobox", { name: `Rolle von ${FOTOS.username}` });
    await role.selectOption("editor");
    await page.getByText(`${FOTOS.username} hat jetzt die Rolle „Redaktion“`).waitFor();
    // The last admin keeps the role: its select is locked.
    expect(await page.getByRole("combobox", { name: `Rolle von ${ADMIN.username}` }).isDisabled()).toBe(true);
    await page.close();
  });
});
