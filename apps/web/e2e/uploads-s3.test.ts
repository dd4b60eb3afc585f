import { type S3Server, startS3 } from "@jugendclub/testing/s3";
import { freePort } from "@jugendclub/testing/server-process";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Site, signInToAdmin, startSite } from "./harness.js";

const BUCKET = "jugendclub-media";

// Operations review (issue 30), 1: with the files in an S3 bucket the admin's browser PUTs an
// image straight to the bucket's presigned URL. The page's Content-Security-Policy blocked that
// (connect-src 'self'), so no volunteer could add a picture. Here the built server runs on a
// loopback S3 server whose bucket allows the site's origin (its CORS rule, as the README asks).
describe("image uploads to an S3 bucket in Chromium", () => {
  let s3: S3Server;
  let site: Site;
  beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    s3 = await startS3(BUCKET, { corsOrigin: origin });
    // No demo content: its images would be in a folder, not in this bucket.
    site = await startSite({ ...s3.env, PORT: String(port), PUBLIC_URL: origin, SEED_DEMO: "false" });
  });
  afterAll(async () => {
    await site?.close();
    await s3?.close();
  });

  /** The keys in the bucket, from its own listing (path style, as S3_FORCE_PATH_STYLE sets). */
  const bucketKeys = async () => {
    const listing = await (await fetch(`${s3.endpoint}/${BUCKET}?list-type=2`)).text();
    return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] as string);
  };

  it("creates an event with an image uploaded through the form: stored in the bucket, shown on its page", async () => {
    const csp = (await fetch(site.url)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${s3.endpoint}(;|$)`));
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);

    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 90 } } })
      .png()
      .toBuffer();
    const { page, errors } = await signInToAdmin(site);
    // The browser's own requests to the bucket: the preflight and the PUT.
    const toBucket: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(s3.endpoint)) toBucket.push(request.method());
    });
    await page.getByRole("link", { name: "Neues Event" }).click();
    await page.getByRole("heading", { name: "Neues Event" }).waitFor();
    await page.getByRole("button", { name: "Bild hochladen" }).click();
    await page
      .getByRole("dialog")
      .locator("input[type=file]")
      .setInputFiles({ name: "bucket.png", mimeType: "image/png", buffer: png });
    // Before the fix the policy refused the PUT: "Bild-Upload fehlgeschlagen" instead.
    await page
      .getByText(/Bild erfolgreich hochgeladen!|Bild-Upload fehlgeschlagen/)
      .first()
      .waitFor();
    expect(await page.getByText("Bild-Upload fehlgeschlagen").count()).toBe(0);
    await page.getByRole("img", { name: "Aktuelles Bild" }).waitFor();
    expect(toBucket).toContain("PUT");

    await page.getByLabel("Titel").fill("Bucket-Owend");
    await page.getByLabel("Beschreibung").fill("D'Bild ass am Bucket.");
    await page.getByLabel("Datum und Uhrzeit").fill("2027-02-20T19:00");
    await page.getByLabel("Ort", { exact: true }).fill("Jugendhaus");
    await page.getByRole("button", { name: "Erstellen" }).click();
    await page.getByText("Event erfolgreich erstellt!").waitFor();
    await page.waitForURL(/\/admin$/);

    const events = (await (await fetch(`${site.url}/api/events`)).json()) as {
      id: number;
      title: string;
      imageUrl: string;
    }[];
    const event = events.find((e) => e.title === "Bucket-Owend");
    if (!event) throw new Error("the event was not stored");
    expect(event.imageUrl).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);
    const key = event.imageUrl.slice("/media/".length);
    const keys = await bucketKeys();
    expect(keys).toContain(key);
    expect(keys.filter((k) => k.startsWith("raw-"))).toEqual([]);

    // The event's public page shows the picture, served by the site from the bucket.
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error("no browser");
    await visitor.goto(`${site.url}/events/${event.id}`);
    await visitor.getByRole("heading", { level: 1, name: "Bucket-Owend" }).waitFor();
    const picture = visitor.locator("main img[src^='/media/']").first();
    await picture.waitFor();
    await expect
      .poll(() =>
        picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await visitor.close();
    await page.close();
  });
});
