import fastifyStatic from "@fastify/static";
import { type ByteRange, isValidKey, MEDIA_PREFIX, type Storage } from "@jugendclub/api";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Services } from "../services.js";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** GET /media/<key>: stored files. Names are content hashes, so they are cached for a year. */
export async function registerMedia(app: FastifyInstance, services: Services): Promise<void> {
  if (!services.mediaDir) {
    registerStorageRoute(app, services.media.storage);
    return;
  }
  await app.register(fastifyStatic, {
    root: services.mediaDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    serveDotFiles: false,
    cacheControl: false,
    // Only processed images; raw uploads (raw-<ticket>) still carry their metadata and are never served.
    allowedPath: (pathName) => contentTypeOf(pathName.slice(1)) !== null,
    setHeaders: (reply) => {
      reply.header("cache-control", IMMUTABLE);
      reply.header("x-content-type-options", "nosniff");
    },
  });
}

const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/** The type of a stored file that may be served, or null: raw uploads and anything else are not. */
function contentTypeOf(key: string): string | null {
  if (!isValidKey(key) || key.startsWith("raw-")) return null;
  return TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? null;
}

/** bytes=a-b, bytes=a- and bytes=-n (one range); null for anything else, which is then ignored. */
function parseRange(header: string | undefined): ByteRange | { suffix: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") return { suffix: Number(match[2]) };
  const start = Number(match[1]);
  const end = match[2] === "" ? undefined : Number(match[2]);
  return end !== undefined && end < start ? null : { start, end };
}

/**
 * The same route for object storage: the server reads from the bucket (which can stay private)
 * with the same headers as local files: type, a year's immutable caching, an ETag (the content
 * hash in the name) and single byte ranges.
 */
function registerStorageRoute(app: FastifyInstance, storage: Storage): void {
  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ code: "NOT_FOUND", message: "Diese Datei gibt es nicht." });

  app.route<{ Params: { key: string } }>({
    method: "GET",
    url: `${MEDIA_PREFIX}:key`,
    handler: async (request, reply) => {
      const { key } = request.params;
      const type = contentTypeOf(key);
      if (!type) return notFound(reply);
      const etag = `"${key}"`;
      reply.header("cache-control", IMMUTABLE).header("x-content-type-options", "nosniff").header("etag", etag);
      reply.header("accept-ranges", "bytes");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();

      let range = parseRange(request.headers.range);
      if (range && "suffix" in range) {
        // The last n bytes: the size is needed first.
        const whole = await storage.get(key, { start: 0, end: 0 });
        if (!whole) return notFound(reply);
        whole.body.destroy();
        range = { start: Math.max(0, whole.size - range.suffix), end: whole.size - 1 };
      }
      const file = await storage.get(key, range ?? undefined).catch((error: { name?: string }) => {
        if (error.name === "InvalidRange") return "invalid-range" as const;
        throw error;
      });
      if (file === "invalid-range") return reply.code(416).send();
      if (!file) return notFound(reply);
      reply.type(type);
      if (!range) return reply.header("content-length", file.size).send(file.body);
      const end = Math.min(range.end ?? file.size - 1, file.size - 1);
      if (range.start >= file.size) {
        file.body.destroy();
        return reply.code(416).header("content-range", `bytes */${file.size}`).send();
      }
      return reply
        .code(206)
        .header("content-range", `bytes ${range.start}-${end}/${file.size}`)
        .header("content-length", end - range.start + 1)
        .send(file.body);
    },
  });
}
