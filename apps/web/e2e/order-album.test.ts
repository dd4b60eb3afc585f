import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, expectAccessible, openPage, type Site, screenshot, startSite } from "./harness.js";

// Issue 23 in the browser: order by hand (mouse and keyboard, seen on /sponsors) and an album
// dropped in one go (20 photos and a ZIP, one broken file with its message and a retry).

/** A ZIP of stored (uncompressed) entries, written by hand: local headers, then the directory. */
function zipOf(entries: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const fileName = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x800, 8);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    central.push(entry, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const photo = (hue: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 90, b: 255 - hue } } })
    .jpeg()
    .toBuffer();

describe("order by hand and albums in one drop", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  }, 20 * 60_000);
  afterAll(async () => {
    await site?.close();
  });

  const adminPage = async (width: 375 | 1280 = 1280) => {
    const opened = await openPage(site, width);
    await opened.page.goto(`${site.url}/admin`);
    await opened.page.getByLabel("Benotzernumm").fill(ADMIN.username);
    await opened.page.getByLabel("Passwuert").fill(ADMIN.password);
    await opened.page.getByRole("button", { name: "Umellen" }).click();
    await opened.page.getByRole("heading", { name: "Admin Panel" }).waitFor();
    return opened;
  };

  it("reorders sponsors with the keyboard and the mouse, and /sponsors shows the order", async () => {
    const { page } = await adminPage();
    await page.getByRole("tab", { name: "Sponsoren" }).click();
    // Keyboard: Apdikt Hoffmann one place up, to the top of the partners.
    await page.getByRole("button", { name: "Apdikt Hoffmann nach oben verschieben" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("„Apdikt Hoffmann“ ist jetzt an Stelle 1 von 3.").waitFor({ state: "attached" });
    // The focus stays on the moved item (its up button is now disabled: on its down button).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Apdikt Hoffmann nach unten verschieben");
    // Mouse: Garage Weber dragged onto Bäckerei Schmit.
    const row = (name: string) => page.locator("li[data-item-id]", { hasText: name });
    await row("Garage Weber").dragTo(row("Bäckerei Schmit"));
    await page.getByText("„Garage Weber“ ist jetzt an Stelle 1 von 2.").waitFor({ state: "attached" });
    await screenshot(page, "admin-sponsors-order");
    await expectAccessible(page, "sponsors tab with its order buttons");

    const expected = ["Garage Weber", "Bäckerei Schmit", "Apdikt Hoffmann", "Café um Eck", "Elektro Muller"];
    await expect
      .poll(async () => ((await (await fetch(`${site.url}/api/sponsors`)).json()) as { name: string }[]).map((s) => s.name))
      .toEqual(expected);
    const visitor = await openPage(site, 375);
    await visitor.page.goto(`${site.url}/sponsors`);
    await visitor.page.getByRole("heading", { name: "Eis Sponsoren" }).waitFor();
    const text = (await visitor.page.locator("main").textContent()) ?? "";
    const places = expected.map((name) => text.indexOf(name));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
  });

  it("drops 20 photos and a ZIP into a category: they arrive, the broken one has its message and a retry", async () => {
    const { page } = await adminPage();
    const categories = (await (await fetch(`${site.url}/api/photo-categories`)).json()) as {
      id: number;
      name: string;
      photoCount: number;
    }[];
    const category = categories[0];
    if (!category) throw new Error("no demo category");
    await page.getByRole("tab", { name: "Fotos" }).click();
    await page.getByRole("combobox", { name: "Album hochladen in" }).click();
    await page.getByRole("option", { name: category.name }).click();

    const files = [];
    for (let i = 1; i <= 18; i++) {
      files.push({ name: `IMG_${1000 + i}.jpg`, mimeType: "image/jpeg", buffer: await photo(i * 12) });
    }
    files.push({ name: "Kaputt_Bild.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is no image at all") });
    files.push({
      name: "Owend.zip",
      mimeType: "application/zip",
      buffer: zipOf([
        ["Owend/Grillstand_01.jpg", await photo(200)],
        ["Owend/Bühn-02.jpg", await photo(220)],
      ]),
    });
    await page.locator("section[aria-label='Fotos hochladen'] input[type=file]").setInputFiles(files);

    await page.getByText("19 von 20 Dateien hochgeladen").waitFor({ timeout: 120_000 });
    const broken = page.locator("li[data-file='Kaputt_Bild.jpg']");
    await broken.getByText(/kein Bild/).waitFor();
    expect(await broken.getByRole("button", { name: "Kaputt_Bild.jpg erneut senden" }).count()).toBe(1);
    await page.getByText("2 Fotos aus dem Archiv übernommen.").waitFor();
    await expect
      .poll(async () => {
        const list = (await (await fetch(`${site.url}/api/photos?categoryId=${category.id}`)).json()) as unknown[];
        return list.length;
      })
      .toBe(category.photoCount + 20);
    await screenshot(page, "admin-album-drop");
    await expectAccessible(page, "photos tab after an album drop");
    // A retry sends the broken file alone again; it fails again with its message.
    await broken.getByRole("button", { name: "Kaputt_Bild.jpg erneut senden" }).click();
    await broken.getByText(/kein Bild/).waitFor();
  }, 240_000);
});
