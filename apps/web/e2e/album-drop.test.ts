import exifr from "exifr";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { expectAccessible, openPage, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

// Issue 23 in the browser: an album in one drop. Twenty real images (different sizes, some with
// their EXIF date), one broken JPEG and a ZIP of two images, dropped onto a photo category.

interface Payload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const image = async (index: number): Promise<Payload> => {
  const width = 120 + index * 37;
  const height = 90 + ((index * 53) % 400);
  let picture = sharp({
    create: { width, height, channels: 3, background: { r: (index * 40) % 256, g: 120, b: 200 - index * 5 } },
  }).jpeg({ quality: 80 });
  // Every other photo carries the date it was taken, in reverse order of the file names.
  if (index % 2 === 0) {
    const day = String(28 - index).padStart(2, "0");
    picture = picture.withExif({ IFD2: { DateTimeOriginal: `2026:07:${day} 20:15:00` } });
  }
  const name = `summerfest-${String(index + 1).padStart(2, "0")}.jpg`;
  return { name, mimeType: "image/jpeg", buffer: await picture.toBuffer() };
};

const zipOf = async (entries: Payload[]): Promise<Buffer> => {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(entry.buffer, entry.name, { compress: true });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Records, in the page, every file row that showed a progress bar and the most uploading at once. */
const watchUploads = (page: Page) =>
  page.evaluate(() => {
    const seen = { withProgress: [] as string[], mostAtOnce: 0 };
    (window as unknown as { albumWatch: typeof seen }).albumWatch = seen;
    const look = () => {
      const uploading = document.querySelectorAll("li[data-status=uploading]");
      seen.mostAtOnce = Math.max(seen.mostAtOnce, uploading.length);
      for (const row of uploading) {
        const name = row.getAttribute("data-file") ?? "";
        if (row.querySelector("[role=progressbar]") && !seen.withProgress.includes(name)) seen.withProgress.push(name);
      }
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
  });

const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { albumWatch: { withProgress: string[]; mostAtOnce: number } }).albumWatch);

describe("an album in one drop", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  const adminPage = async (width: 375 | 1280) => {
    const opened = await signInToAdmin(site, width);
    await opened.page.getByRole("tab", { name: "Fotos" }).click();
    return opened;
  };

  const categoryNamed = async (pattern: RegExp) => {
    const categories = (await (await fetch(`${site.url}/api/photo-categories`)).json()) as {
      id: number;
      name: string;
    }[];
    const category = categories.find((c) => pattern.test(c.name));
    if (!category) throw new Error(`no category ${pattern} in ${categories.map((c) => c.name).join(", ")}`);
    return category;
  };
  const photosOf = async (categoryId: number) =>
    ((await (await fetch(`${site.url}/api/photos?categoryId=${categoryId}`)).json()) as { alt: string }[]).map(
      (photo) => photo.alt,
    );

  /** Picks the category in "Album hochladen in", once the tab has loaded the categories. */
  const choose = async (page: Page, name: string) => {
    await page.getByRole("button", { name: `${name} bearbeiten` }).waitFor();
    await page.getByRole("combobox", { name: "Album hochladen in" }).click();
    await page.getByRole("option", { name }).click();
    await page.getByText("Fotos oder ein ZIP hierher ziehen").waitFor();
  };

  const dropZoneInput = (page: Page) => page.locator('section[aria-label="Fotos hochladen"] input[type=file]');

  it(
    "uploads 20 photos and a ZIP three at a time, shows the broken file with its message and a retry",
    async () => {
      // The demo's summer festival is named after the year of the last one.
      const category = await categoryNamed(/^Summerfest \d{4}$/);
      const before = await photosOf(category.id);
      const photos = await Promise.all(Array.from({ length: 20 }, (_, index) => image(index)));
      const good = (await image(30)).buffer;
      const broken: Payload = { name: "kaputt.jpg", mimeType: "image/jpeg", buffer: good.subarray(0, 300) };
      const zipped = [
        { ...(await image(21)), name: "aus-dem-zip-1.jpg" },
        { ...(await image(22)), name: "aus-dem-zip-2.jpg" },
      ];
      const zip: Payload = { name: "album.zip", mimeType: "application/zip", buffer: await zipOf(zipped) };

      const { page, errors } = await adminPage(1280);
      await choose(page, category.name);
      await watchUploads(page);
      await dropZoneInput(page).setInputFiles([...photos, broken, zip]);

      const rows = page.locator('section[aria-label="Fotos hochladen"] li[data-file]');
      await expect.poll(() => rows.count()).toBe(22);
      await expect
        .poll(() => page.locator("li[data-status=done]").count(), { timeout: 2 * 60_000, interval: 1000 })
        .toBe(21);
      const brokenRow = page.locator('li[data-file="kaputt.jpg"]');
      await expect.poll(() => brokenRow.getAttribute("data-status")).toBe("failed");
      await page.getByRole("status").filter({ hasText: "21 von 22 Dateien hochgeladen" }).waitFor();
      const message = (await brokenRow.locator("p").last().textContent()) ?? "";
      expect(message).toMatch(/\S/);
      expect(message).not.toBe("Hochladen fehlgeschlagen.");
      await page.locator('li[data-file="album.zip"]').getByText("2 Fotos aus dem Archiv übernommen.").waitFor();

      // Every file showed its own progress; never more than three went at once.
      const seen = await watched(page);
      expect(seen.mostAtOnce).toBeGreaterThan(0);
      expect(seen.mostAtOnce).toBeLessThanOrEqual(3);
      expect([...seen.withProgress].sort()).toEqual(
        [...photos.map((p) => p.name), broken.name, zip.name].sort((a, b) => a.localeCompare(b)),
      );

      // All 22 arrived, the ZIP's too; the photos' titles come from their file names.
      await expect.poll(async () => (await photosOf(category.id)).length, { timeout: 60_000 }).toBe(before.length + 22);
      const after = await photosOf(category.id);
      expect(after.slice(0, before.length)).toEqual(before);

      // The broken file is sent again alone: it fails again, with its button back; the rest stays done.
      await page.getByRole("button", { name: "kaputt.jpg erneut senden" }).click();
      await page.getByRole("button", { name: "kaputt.jpg erneut senden" }).waitFor();
      expect(await brokenRow.getAttribute("data-status")).toBe("failed");
      expect(await page.locator("li[data-status=done]").count()).toBe(21);
      expect((await photosOf(category.id)).length).toBe(before.length + 22);

      // The ZIP and a photo sent again (a retry whose first answer was lost): nothing is added
      // twice, and each row says its images were in the album already.
      await page.getByRole("button", { name: "Liste leeren" }).click();
      await dropZoneInput(page).setInputFiles([zip, photos[0] as Payload]);
      await expect.poll(() => page.locator("li[data-status=done]").count(), { timeout: 50_000, interval: 500 }).toBe(2);
      await page
        .locator('li[data-file="album.zip"]')
        .getByText("0 Fotos aus dem Archiv übernommen, 2 waren schon im Album.")
        .waitFor();
      await page
        .locator(`li[data-file="${photos[0]?.name}"]`)
        .getByText(/^Dieses Bild ist schon in dieser Foto-Kategorie/)
        .waitFor();
      expect((await photosOf(category.id)).length).toBe(before.length + 22);

      await page.getByRole("button", { name: "Liste leeren" }).waitFor();
      await screenshot(page, "admin-album-drop");
      await expectAccessible(page, "photos tab after an album drop");
      // The broken upload's 4xx is the only console error.
      expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
      await page.close();
      // 22 files through the image pipeline (every size of each), three at a time: a minute's work.
    },
    3 * 60_000,
  );

  it(
    "shrinks a photo over 10 MB in the browser: upright, without its GPS position, with its capture date",
    async () => {
      const category = await categoryNamed(/^Ausflich/);
      // A phone photo of 1600 × 1200 px, taken turned (EXIF orientation 6: upright it is portrait),
      // with the place where it was taken and its date, and, as phones add (depth maps, motion
      // clips), extra data that pushes it over the 10 MB limit.
      const photo = await sharp({
        create: { width: 1600, height: 1200, channels: 3, background: { r: 60, g: 140, b: 90 } },
      })
        .jpeg({ quality: 90 })
        .withMetadata({ orientation: 6 })
        .withExifMerge({
          IFD2: { DateTimeOriginal: "2026:07:12 20:15:00", OffsetTimeOriginal: "+02:00" },
          IFD3: {
            GPSLatitudeRef: "N",
            GPSLatitude: "49/1 36/1 0/1",
            GPSLongitudeRef: "E",
            GPSLongitude: "6/1 7/1 0/1",
          },
        })
        .toBuffer();
      // Phones put such data after the picture's end (a second image, in MPF's way): 11 MB of it.
      const big = Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024, 7)]);
      expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
      expect((await sharp(big).metadata()).orientation).toBe(6);
      expect((await exifr.gps(big))?.latitude).toBeCloseTo(49.6, 1);

      const { page, errors } = await adminPage(1280);
      // What the page sends: the DevTools protocol does not hand over a File body, so the page
      // keeps a copy of each file it PUTs.
      await page.evaluate(() => {
        const kept: Blob[] = [];
        (window as unknown as { sentFiles: Blob[] }).sentFiles = kept;
        const send = XMLHttpRequest.prototype.send;
        XMLHttpRequest.prototype.send = function (body) {
          if (body instanceof Blob) kept.push(body);
          return send.call(this, body);
        };
      });
      await choose(page, category.name);
      await dropZoneInput(page).setInputFiles([
        { name: "IMG_20260712_201500.jpg", mimeType: "image/jpeg", buffer: big },
      ]);
      await expect.poll(() => page.locator("li[data-status=done]").count(), { timeout: 90_000, interval: 500 }).toBe(1);

      // What left the browser: under the limit, a JPEG, no GPS, the capture date kept.
      const sent = (
        await page.evaluate(() =>
          Promise.all(
            (window as unknown as { sentFiles: Blob[] }).sentFiles.map(async (blob) => {
              const bytes = new Uint8Array(await blob.arrayBuffer());
              let text = "";
              for (let i = 0; i < bytes.length; i += 0x8000)
                text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
              return btoa(text);
            }),
          ),
        )
      ).map((base64) => Buffer.from(base64, "base64"));
      expect(sent).toHaveLength(1);
      const shrunk = sent[0] as Buffer;
      expect(shrunk.length).toBeLessThanOrEqual(10 * 1024 * 1024);
      expect(shrunk.length).toBeLessThan(big.length);
      const meta = await sharp(shrunk).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(await exifr.gps(shrunk)).toBeFalsy();
      const tags = await exifr.parse(shrunk, { pick: ["DateTimeOriginal", "OffsetTimeOriginal"], reviveValues: false });
      expect(tags).toEqual({ DateTimeOriginal: "2026:07:12 20:15:00", OffsetTimeOriginal: "+02:00" });

      // The photo: upright, dated from the camera (20:15 at +02:00), untitled (a phone's name).
      const photos = (await (await fetch(`${site.url}/api/photos?categoryId=${category.id}`)).json()) as {
        id: number;
        alt: string;
        caption: string | null;
        width: number | null;
        height: number | null;
        takenAt: string | null;
      }[];
      const added = photos.find((photo) => photo.takenAt === "2026-07-12T18:15:00.000Z");
      expect(added).toBeDefined();
      expect(added?.height ?? 0).toBeGreaterThan(added?.width ?? 0);
      expect(added?.alt).toBe("");
      expect(errors).toEqual([]);
      await page.close();

      // On the site the untitled photo has no heading; it is named by its album and its number.
      const number = photos.findIndex((photo) => photo.id === added?.id) + 1;
      const name = added?.caption || `${category.name} ${number}`;
      const visitor = await openPage(site, 375);
      await visitor.page.goto(`${site.url}/photos?category=${category.id}`);
      const thumb = visitor.page.getByRole("link", { name: `${name} opmaachen`, exact: true });
      expect(await thumb.locator("img").getAttribute("alt")).toBe(name);
      await thumb.click();
      const overlay = visitor.page.getByRole("dialog", { name, exact: true });
      await overlay.waitFor();
      expect(await overlay.locator("img").first().getAttribute("alt")).toBe(name);
      const heading = overlay.locator("h2");
      expect(await heading.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
      await expectAccessible(visitor.page, "an untitled photo's overlay");
      expect(visitor.errors).toEqual([]);
      await visitor.page.close();
    },
    2 * 60_000,
  );

  it("gives every photo of an album a title and a caption at once; leaves one untitled; a refused title says why", async () => {
    const category = await categoryNamed(/^Ausflich/);
    const { page } = await adminPage(1280);
    await choose(page, category.name);
    await page.getByRole("button", { name: "Titel und Beschreibungen bearbeiten" }).click();
    const dialog = page.getByRole("dialog", { name: `Titel und Beschreibungen: ${category.name}` });
    await dialog.getByLabel("Titel von Foto 1").waitFor();
    const count = await dialog.locator("li[data-photo]").count();
    expect(count).toBeGreaterThan(2);
    await dialog.getByLabel("Ein Titel für alle (nummeriert)").fill("Ausfluch op d'Musel");
    await dialog.getByRole("button", { name: "Für alle übernehmen" }).first().click();
    await dialog.getByLabel("Eine Beschreibung für alle").fill("Mam Bus op Réimech");
    await dialog.getByRole("button", { name: "Für alle übernehmen" }).last().click();
    // One title pasted with a control character (a vertical tab, as from a word processor): that
    // photo is refused with the server's words, the others are saved.
    await dialog.getByLabel("Titel von Foto 2").fill("De\u000bBus");
    // One left empty: an untitled photo, as an album's may be.
    await dialog.getByLabel("Titel von Foto 3").fill("");
    await dialog.getByRole("button", { name: "Änderungen speichern" }).click();
    await dialog.getByText("Steuerzeichen sind nicht erlaubt", { exact: false }).waitFor();
    await expectAccessible(page, "photo texts dialog with a refused title");
    await dialog.getByLabel("Titel von Foto 2").fill("De Bus");
    await dialog.getByRole("button", { name: "Änderungen speichern" }).click();
    await dialog.waitFor({ state: "detached" });

    const photos = (await (await fetch(`${site.url}/api/photos?categoryId=${category.id}`)).json()) as {
      alt: string;
      caption: string | null;
    }[];
    const wanted = photos.map((_, index) => `Ausfluch op d'Musel ${index + 1}`);
    wanted[1] = "De Bus";
    wanted[2] = "";
    expect(photos.map((photo) => photo.alt)).toEqual(wanted);
    expect(new Set(photos.map((photo) => photo.caption))).toEqual(new Set(["Mam Bus op Réimech"]));
    await page.close();
  });

  it(
    "at 375 px: the drop and its list fit the screen",
    async () => {
      const category = await categoryNamed(/^Ausflich/);
      const before = await photosOf(category.id);
      const photos = await Promise.all(Array.from({ length: 3 }, (_, index) => image(index + 10)));
      const broken: Payload = {
        name: "e-ganz-laangen-numm-fir-e-kapotte-foto-vum-ausfluch.jpg",
        mimeType: "image/jpeg",
        buffer: photos[0]?.buffer.subarray(0, 200) ?? Buffer.alloc(0),
      };
      const { page } = await adminPage(375);
      await choose(page, category.name);
      await dropZoneInput(page).setInputFiles([...photos, broken]);
      await expect
        .poll(() => page.locator("li[data-status=done]").count(), { timeout: 60_000, interval: 1000 })
        .toBe(3);
      await page.getByRole("button", { name: `${broken.name} erneut senden` }).waitFor();
      await expect.poll(async () => (await photosOf(category.id)).length, { timeout: 60_000 }).toBe(before.length + 3);
      await page.locator('section[aria-label="Fotos hochladen"]').scrollIntoViewIfNeeded();
      await screenshot(page, "admin-album-drop");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(page, "photos tab after an album drop at 375 px");
      await page.close();
    },
    2 * 60_000,
  );
});
