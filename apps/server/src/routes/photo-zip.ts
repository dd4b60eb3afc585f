import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  BadRequestError,
  importPhotoZip,
  MAX_ID,
  PayloadTooLargeError,
  requireAdmin,
  ZIP_LIMITS,
  ZipArchiveError,
} from "@jugendclub/api";
import type { FastifyInstance } from "fastify";
import { contextFactory } from "../api/context.js";
import type { Config } from "../config.js";
import type { Services } from "../services.js";
import { PHOTO_ZIP_PATH } from "./upload-paths.js";

const MB = 1024 * 1024;

/**
 * An album as one ZIP: the body is streamed to a temporary file (never held in memory), then
 * unpacked entry by entry (@jugendclub/api's unpackPhotoZip), and the file is removed.
 */
export async function registerPhotoZip(app: FastifyInstance, config: Config, services: Services): Promise<void> {
  const createContext = contextFactory(config, services);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    scope.post<{ Params: { id: string } }>(PHOTO_ZIP_PATH, async (request, reply) => {
      const ctx = await createContext({ req: request, res: reply });
      const user = requireAdmin(ctx);
      const categoryId = Number(request.params.id);
      // The database's integer: a larger id is no category (and no 500 from the database).
      if (!Number.isSafeInteger(categoryId) || categoryId <= 0 || categoryId > MAX_ID)
        throw new BadRequestError("Ungültige ID");
      if (Number(request.headers["content-length"]) > ZIP_LIMITS.archiveBytes) {
        request.raw.destroy();
        throw tooLarge();
      }
      const body = request.body as NodeJS.ReadableStream | undefined;
      if (!body) throw new BadRequestError("Bitte das ZIP-Archiv als Inhalt der Anfrage senden (application/zip).");
      const folder = await mkdtemp(join(tmpdir(), "jc-zip-"));
      const zipPath = join(folder, "album.zip");
      try {
        let size = 0;
        const counted = new Transform({
          transform(chunk: Buffer, _encoding, next) {
            size += chunk.length;
            next(size > ZIP_LIMITS.archiveBytes ? tooLarge() : null, chunk);
          },
        });
        await pipeline(body, counted, createWriteStream(zipPath));
        if (size === 0) throw new BadRequestError("Das ZIP-Archiv ist leer. Bitte ein Archiv mit Fotos senden.");
        return await importPhotoZip(ctx, {
          categoryId,
          zipPath,
          actor: { username: user.username, via: ctx.authMethod === "token" ? "token" : "session" },
        });
      } catch (error) {
        if (error instanceof ZipArchiveError) throw new BadRequestError(error.message);
        throw error;
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });
  });
}

function tooLarge(): PayloadTooLargeError {
  return new PayloadTooLargeError(`Das ZIP-Archiv ist zu groß: höchstens ${ZIP_LIMITS.archiveBytes / MB} MB.`);
}
