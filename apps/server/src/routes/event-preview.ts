import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { BadRequestError, eventPreviewPng, MEDIA_PREFIX, NotFoundError, type Storage } from "@jugendclub/api";
import { isId } from "@jugendclub/api/ids";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { repoRoot } from "../paths.js";
import type { Services } from "../services.js";

// GET /events/<id>/preview.png: the event's share picture (og:image), 1200×630, made on the server
// from its picture, title and date (packages/api/src/media/event-preview.ts). Made once per version
// of the event (its sequence and updatedAt, which every change moves on) and kept in memory; the
// ETag names that version, and the address the pages link to (?v=<updatedAt>) is cached for good.

/** The font the pictures are set in, bundled in the repository (see its licence beside it). */
export const PREVIEW_FONT = join(repoRoot, "apps", "server", "assets", "fonts", "DejaVuSans-Bold.ttf");
/** Pictures kept in memory (about 250 kB each). */
const KEEP = 64;

async function storedBytes(storage: Storage, url: string | null): Promise<Buffer | null> {
  if (!url?.startsWith(MEDIA_PREFIX)) return null;
  const file = await storage.get(url.slice(MEDIA_PREFIX.length)).catch(() => null);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function registerEventPreview(app: FastifyInstance, config: Config, services: Services): void {
  // What visitors may see: a draft has no share picture.
  const prisma = services.visitorPrisma;
  // The club's artwork for events without a picture: the site's hero, from the web app's build.
  const artworkFile = join(config.webDistDir, "images", "hero-1600.webp");
  const made = new Map<string, Promise<Buffer>>();

  const picture = (key: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    let png = made.get(key);
    if (!png) {
      png = make();
      made.set(key, png);
      // A failed attempt is not kept; the oldest picture goes when there are too many.
      png.catch(() => made.delete(key));
      if (made.size > KEEP) made.delete(made.keys().next().value as string);
    }
    return png;
  };

  app.get<{ Params: { id: string }; Querystring: { v?: string } }>(
    "/events/:id/preview.png",
    async (request, reply) => {
      const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : Number.NaN;
      if (!isId(id)) throw new BadRequestError("Ungültige ID");
      const event = await prisma.event.findUnique({
        where: { id },
        select: { id: true, title: true, date: true, imageUrl: true, updatedAt: true, sequence: true },
      });
      if (!event) throw new NotFoundError("Event nicht gefunden");
      const version = `${event.sequence}-${event.updatedAt.getTime()}`;
      const etag = `"preview-${event.id}-${version}"`;
      const current = request.query.v === String(event.updatedAt.getTime());
      reply
        .header("etag", etag)
        .header("cache-control", current ? "public, max-age=31536000, immutable" : "public, max-age=300");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      const png = await picture(`${event.id}:${version}`, async () => {
        const own = await storedBytes(services.media.storage, event.imageUrl);
        const artwork = own ?? (existsSync(artworkFile) ? await readFile(artworkFile) : null);
        return eventPreviewPng({ title: event.title, date: event.date, picture: artwork, fontFile: PREVIEW_FONT });
      });
      return reply.type("image/png").send(png);
    },
  );
}
