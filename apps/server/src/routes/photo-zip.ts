import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import fastifyMultipart from "@fastify/multipart";
import {
  AppError,
  BadRequestError,
  importPhotoZip,
  PayloadTooLargeError,
  requireRole,
  UnsupportedMediaTypeError,
  ZIP_LIMITS,
  ZipArchiveError,
  ZipImportStopped,
} from "@jugendclub/api";
import { isId } from "@jugendclub/api/ids";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { contextFactory } from "../api/context.js";
import type { Config } from "../config.js";
import { allowLongUpload, whileServerWorks } from "../connection-limits.js";
import { incomingFile } from "../incoming.js";
import type { Services } from "../services.js";
import { PHOTO_ZIP_PATH, ZIP_TAKES, zipBodyKind } from "./upload-paths.js";

const MB = 1024 * 1024;

const CUT_OFF = "Das ZIP-Archiv kam nicht vollständig an (die Verbindung brach ab). Bitte erneut senden.";

/**
 * The archive's bytes: the body itself, or the one file of a form (multipart/form-data, as a
 * script's upload sends it), streamed either way. Anything else is refused saying what is taken.
 */
async function archiveOf(request: FastifyRequest): Promise<NodeJS.ReadableStream | undefined> {
  const kind = zipBodyKind(request.headers["content-type"]);
  if (kind === "other") throw new UnsupportedMediaTypeError(ZIP_TAKES);
  if (kind === "raw") return request.body as NodeJS.ReadableStream | undefined;
  const file = await request.file().catch(malformedForm);
  if (!file) throw new BadRequestError(`Das Formular enthält keine Datei. ${ZIP_TAKES}`);
  return file.file;
}

/**
 * An album as one ZIP: the body is streamed to a temporary file in DATA_DIR/incoming (never held
 * in memory), then unpacked entry by entry (@jugendclub/api's importPhotoZip), and the file is
 * removed. The client going away stops the import; what it had not seen added is not added.
 */
export async function registerPhotoZip(app: FastifyInstance, config: Config, services: Services): Promise<void> {
  const createContext = contextFactory(config, services);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    // multipart/form-data: its parser leaves the stream to request.file(), which reads one file.
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 5, fileSize: ZIP_LIMITS.archiveBytes },
      throwFileSizeLimit: true,
    });
    scope.post<{ Params: { id: string } }>(PHOTO_ZIP_PATH, async (request, reply) => {
      const ctx = await createContext({ req: request, res: reply });
      const user = requireRole(ctx, "host.photoZip");
      const categoryId = Number(request.params.id);
      // The database's integer: a larger id is no category (and no 500 from the database).
      if (!isId(categoryId)) throw new BadRequestError("Ungültige ID");
      if (Number(request.headers["content-length"]) > ZIP_LIMITS.archiveBytes) {
        request.raw.destroy();
        throw tooLarge();
      }
      const body = await archiveOf(request);
      if (!body) throw new BadRequestError(ZIP_TAKES);
      // An admin's album: it may take as long as a slow line needs (connection-limits.ts).
      allowLongUpload(request);
      const gone = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) gone.abort();
      };
      reply.raw.once("close", onClose);
      const zipPath = await incomingFile(services.incomingDir);
      try {
        let size = 0;
        const counted = new Transform({
          transform(chunk: Buffer, _encoding, next) {
            size += chunk.length;
            next(size > ZIP_LIMITS.archiveBytes ? tooLarge() : null, chunk);
          },
        });
        await pipeline(body, counted, createWriteStream(zipPath)).catch((error: unknown) => {
          // The connection broke (the client, or the idle limit for a stalled one): the sender's.
          const code = (error as { code?: string }).code;
          // The form's file over the limit: the multipart parser stops it there.
          if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
          const cut = code === "ECONNRESET" || gone.signal.aborted;
          throw cut && !(error instanceof AppError) ? new BadRequestError(CUT_OFF) : malformedForm(error);
        });
        if (size === 0) throw new BadRequestError("Das ZIP-Archiv ist leer. Bitte ein Archiv mit Fotos senden.");
        return await whileServerWorks(request, () =>
          importPhotoZip(ctx, {
            categoryId,
            zipPath,
            actor: {
              username: user.username,
              via: ctx.authMethod === "token" ? "token" : "session",
              tokenName: ctx.tokenName ?? null,
            },
            signal: gone.signal,
          }),
        );
      } catch (error) {
        if (error instanceof ZipArchiveError) throw new BadRequestError(error.message);
        // Nobody is left to read the answer; this one only keeps the log free of a server error.
        if (error instanceof ZipImportStopped) throw new BadRequestError(CUT_OFF);
        throw error;
      } finally {
        reply.raw.off("close", onClose);
        await rm(zipPath, { force: true });
      }
    });
  });
}

/**
 * The multipart parser's own errors (a form cut off before its closing boundary, broken part
 * headers) are the sender's: 400. Errors that carry a status or a code of ours keep it.
 */
function malformedForm(error: unknown): never {
  if (error instanceof Error && !(error instanceof AppError) && !("statusCode" in error)) {
    throw new BadRequestError(`Das Formular ist unvollständig oder beschädigt. ${ZIP_TAKES}`);
  }
  throw error;
}

function tooLarge(): PayloadTooLargeError {
  return new PayloadTooLargeError(`Das ZIP-Archiv ist zu groß: höchstens ${ZIP_LIMITS.archiveBytes / MB} MB.`);
}
