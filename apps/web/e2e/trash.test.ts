import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

// Issue 34, nothing lost by one wrong click: a deleted album waits in the trash with its photos
// and images and comes back from the Papierkorb tab; the toast after a delete offers "Rückgängig".

describe("nothing lost by one wrong click: trash, undo, copy", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${site.url}${path}`)).json()) as T;
  const toast = (page: Page, text: string) => page.locator(".mantine-Notification-root").filter({ hasText: text });

  it("deletes an album and restores it with its photos from the Papierkorb tab: its images answer again", async () => {
    const { page } = await signInToAdmin(site);
    const albums = await api<{ id: number; name: string; photoCount: number }[]>("/api/photo-categories");
    const album = albums.find((a) => a.name === "Ausflich & Sport");
    if (!album) throw new Error("the demo album is missing");
    expect(album.photoCount).toBeGreaterThan(0);
    const photos = await api<{ src: string }[]>(`/api/photos?categoryId=${album.id}`);

    await page.getByRole("tab", { name: "Fotos" }).click();
    await page.getByRole("button", { name: "Ausflich & Sport löschen" }).click();
    const ask = page.getByRole("dialog", { name: "Wirklich löschen?" });
    await ask.getByText(`kommt mit ${album.photoCount} Fotos in den Papierkorb`).waitFor();
    await ask.getByRole("button", { name: "Löschen" }).click();
    await toast(page, "Foto-Kategorie gelöscht").getByRole("button", { name: "Rückgängig" }).waitFor();
    await expect.poll(() => api<unknown[]>(`/api/photos?categoryId=${album.id}`)).toEqual([]);

    await page.getByRole("tab", { name: "Papierkorb" }).click();
    const row = page.getByRole("group", { name: "Ausflich & Sport" });
    await row.getByText(`${album.photoCount} Fotos`, { exact: false }).waitFor();
    await row.getByText("noch 30 Tage", { exact: false }).waitFor();
    await screenshot(page, "admin-trash");
    await expectAccessible(page, "the Papierkorb tab");
    await row.getByRole("button", { name: '„Ausflich & Sport" wiederherstellen' }).click();
    await toast(page, "ist wieder da").waitFor();
    await page.getByText("Der Papierkorb ist leer.").waitFor();

    const back = await api<{ src: string }[]>(`/api/photos?categoryId=${album.id}`);
    expect(back.map((p) => p.src).sort()).toEqual(photos.map((p) => p.src).sort());
    for (const photo of back) expect((await fetch(`${site.url}${photo.src}`)).status).toBe(200);
    await page.close();
  });

  it("brings a deleted sponsor back with the toast's Rückgängig", async () => {
    const { page } = await signInToAdmin(site);
    const names = async () => (await api<{ name: string }[]>("/api/sponsors")).map((s) => s.name);
    expect(await names()).toContain("Café um Eck");
    await page.getByRole("tab", { name: "Sponsoren" }).click();
    await page.getByRole("button", { name: "Café um Eck löschen" }).click();
    const ask = page.getByRole("dialog", { name: "Wirklich löschen?" });
    await ask.getByText("kommt in den Papierkorb und kann dort 30 Tage lang wiederhergestellt werden").waitFor();
    await ask.getByRole("button", { name: "Löschen" }).click();
    await expect.poll(names).not.toContain("Café um Eck");
    await toast(page, "Sponsor gelöscht").getByRole("button", { name: "Rückgängig" }).click();
    await toast(page, "Wiederhergestellt").waitFor();
    await expect.poll(names).toContain("Café um Eck");
    await page.locator("section[aria-label=Sponsoren]").getByText("Café um Eck").waitFor();
    await page.close();
  });

  it("makes a copy of an event as a new draft ('Als Kopie anlegen')", async () => {
    const { page } = await signInToAdmin(site);
    const events = await api<{ id: number; title: string; occurrenceOf?: number | null }[]>("/api/events");
    const original = events.find((e) => !e.occurrenceOf);
    if (!original) throw new Error("no single event in the demo");
    await page.goto(`${site.url}/admin/edit/event/${original.id}`);
    await page.getByRole("heading", { name: "Event bearbeiten" }).waitFor();
    await page.getByRole("link", { name: "Als Kopie anlegen" }).click();
    await page.getByRole("heading", { name: "Neues Event" }).waitFor();
    expect(new URL(page.url()).search).toBe(`?copy=${original.id}`);
    await expect
      .poll(() =>
        page
          .getByRole("textbox", { name: /^Titel/ })
          .first()
          .inputValue(),
      )
      .toBe(original.title);
    await page.getByRole("button", { name: "Erstellen" }).click();
    await toast(page, "Event erfolgreich erstellt!").waitFor();
    const mine = await page.context().request.get(`${site.url}/api/events`);
    const copies = ((await mine.json()) as { id: number; title: string; status: string }[]).filter(
      (e) => e.title === original.title,
    );
    expect(copies.map((e) => e.status).sort()).toEqual(["draft", "published"]);
    await page.close();
  });
});
