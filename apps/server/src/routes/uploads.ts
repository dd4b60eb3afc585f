import fastifyMultipart from "@fastify/multipart";
import {
  authenticate,
  BadRequestError,
  receiveUpload,
  SESSION_COOKIE,
  storeUpload,
  tooLarge,
  UnauthorizedError,
  UPLOAD_LIMITS,
  UPLOAD_PATH,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from "@jugendclub/api";
import type { FastifyInstance } from "fastify";
import { bearerToken } from "../api/context.js";
import type { Services } from "../services.js";

const LARGEST = Math.max(...Object.values(UPLOAD_LIMITS));

function purposeOf(value: unknown): UploadPurpose {
  return UPLOAD_PURPOSES.includes(value as UploadPurpose) ? (value as UploadPurpose) : "photo";
}

/**
 * The upload routes that are not JSON: PUT to a signed upload URL (the spec's flow; the URL is
 * the permission), and a one-step multipart upload for scripts (an admin's cookie or token).
 */
export async function registerUploads(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    // Any content type: the bytes are judged by what they are, not by what the client says.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: LARGEST + 1 }, (_req, body, done) =>
      done(null, body),
    );
    scope.put<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
      `${UPLOAD_PATH}:id`,
      { bodyLimit: LARGEST + 1 },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return receiveUpload(services.db.prisma, services.media, {
          id: request.params.id,
          expires: request.query.expires,
          signature: request.query.signature,
          body,
        });
      },
    );
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fileSize: LARGEST, fields: 5 } });
    scope.post<{ Querystring: { purpose?: string } }>("/api/uploads", async (request) => {
      const auth = await authenticate(services.db.prisma, {
        sessionToken: request.cookies[SESSION_COOKIE] ?? null,
        bearer: bearerToken(request),
      });
      if (!auth) throw new UnauthorizedError("Bitte als Admin anmelden");
      const file = await request.file().catch(malformed);
      if (!file) throw new BadRequestError("Bitte eine Datei im Feld 'file' senden (multipart/form-data).");
      const purpose = purposeOf(
        request.query.purpose ?? (file.fields.purpose as { value?: string } | undefined)?.value,
      );
      const data = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === "FST_REQ_FILE_TOO_LARGE") return null;
        return malformed(error);
      });
      if (data === null || file.file.truncated) throw tooLarge(purpose);
      const image = await storeUpload(services.media, data, purpose);
      return {
        path: image.path,
        width: image.width,
        height: image.height,
        variants: image.variants.map((v) => ({ width: v.width, height: v.height, url: v.path })),
      };
    });
  });
}

/**
 * The multipart parser's own errors (a body cut off before its closing boundary, broken part
 * headers) are the sender's: 400. Errors that already carry a status keep it.
 */
function malformed(error: unknown): never {
  if (error instanceof Error && !("statusCode" in error)) {
    throw new BadRequestError(
      "Die gesendeten Daten sind unvollständig oder beschädigt (multipart/form-data). Bitte die Datei erneut senden.",
    );
  }
  throw error;
}
