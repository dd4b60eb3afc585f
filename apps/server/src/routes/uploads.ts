import type { IncomingMessage } from "node:http";
import fastifyMultipart from "@fastify/multipart";
import {
  BadRequestError,
  checkUploadLink,
  PayloadTooLargeError,
  purposeOf,
  receiveUpload,
  requireRole,
  storeUpload,
  tooLarge,
  UnsupportedMediaTypeError,
  UPLOAD_LIMITS,
  uploadedImage,
} from "@jugendclub/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contextFactory } from "../api/context.js";
import type { Config } from "../config.js";
import { allowLongUpload } from "../connection-limits.js";
import type { Services } from "../services.js";
import { MULTIPART_UPLOAD_PATH, UPLOAD_PATH } from "./upload-paths.js";

const LARGEST = Math.max(...Object.values(UPLOAD_LIMITS));
/**
 * A body over its limit is still read to its end (and thrown away) up to this many bytes, so the
 * client has sent everything and can read the 413 with its message: cutting the connection while
 * the client still sends shows it a network error instead. Beyond this, the connection is cut.
 */
const DRAIN_LIMIT = 4 * LARGEST;

/** Reads and discards what is left of a request's body, up to DRAIN_LIMIT bytes. */
function drainRequest(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      raw.off("data", onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_LIMIT) done();
    };
    raw.on("data", onData);
    raw.once("end", done);
    raw.once("error", done);
    raw.once("close", done);
    raw.resume();
  });
}

/** Before an error answer goes out, the rest of the upload is read, so the client can read it. */
async function drainBeforeError(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (reply.statusCode >= 400) await drainRequest(request.raw);
}

interface PutBody {
  data: Buffer;
  truncated: boolean;
}

/**
 * The upload routes that are not JSON: PUT to a signed upload URL (the spec's flow; the URL is
 * the permission), and a one-step multipart upload for scripts, behind the same admin check as
 * every procedure.
 */
export async function registerUploads(app: FastifyInstance, config: Config, services: Services): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook("onSend", async (request, reply) => drainBeforeError(request, reply));
    // Any content type: the bytes are judged by what they are, not by what the client says. Kept
    // up to the largest limit; past it, read to the end without keeping them (see DRAIN_LIMIT).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (request, payload, done) => {
      if (Number(request.headers["content-length"]) > DRAIN_LIMIT) {
        done(tooLargeForAny(), undefined);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      payload.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= LARGEST + 1) chunks.push(chunk);
        else chunks.length = 0;
      });
      payload.on("end", () => done(null, { data: Buffer.concat(chunks), truncated: size > LARGEST + 1 }));
      payload.on("error", (error) => done(error, undefined));
    });
    scope.put<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
      `${UPLOAD_PATH}:id`,
      {
        // A link this server signed may take as long as a slow line needs (connection-limits.ts);
        // any other keeps the short limit, and is answered once its body is in.
        onRequest: async (request) => {
          const { expires, signature } = request.query;
          await checkUploadLink(services.db.prisma, { id: request.params.id, expires, signature }).then(
            () => allowLongUpload(request),
            () => undefined,
          );
        },
      },
      async (request) => {
        const body = (request.body as PutBody | undefined) ?? { data: Buffer.alloc(0), truncated: false };
        const { ticketId } = await receiveUpload(services.db.prisma, services.media, {
          id: request.params.id,
          expires: request.query.expires,
          signature: request.query.signature,
          body: body.data,
          truncated: body.truncated,
        });
        return { rawPath: `${UPLOAD_PATH}${ticketId}` };
      },
    );
  });

  const createContext = contextFactory(config, services);
  await app.register(async (scope) => {
    scope.addHook("onSend", async (request, reply) => drainBeforeError(request, reply));
    await scope.register(fastifyMultipart, { limits: { files: 1, fileSize: LARGEST, fields: 5 } });
    // A body of any other type reaches the route unread, which says what it takes (not "JSON").
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
    scope.post<{ Querystring: { purpose?: string } }>(MULTIPART_UPLOAD_PATH, async (request, reply) => {
      requireRole(await createContext({ req: request, res: reply }), "host.upload");
      // An admin's upload may take as long as a slow line needs (connection-limits.ts).
      allowLongUpload(request);
      // Not a form at all: say what is taken (the multipart plugin's own answer is a 406 in English).
      if (!request.isMultipart()) throw new UnsupportedMediaTypeError(SEND_FORM);
      const file = await request.file().catch(malformed);
      if (!file) throw new BadRequestError(SEND_FORM);
      const purpose = purposeOf(
        request.query.purpose ?? (file.fields.purpose as { value?: string } | undefined)?.value,
      );
      const data = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === "FST_REQ_FILE_TOO_LARGE") return null;
        return malformed(error);
      });
      if (data === null || file.file.truncated) throw tooLarge(purpose);
      return uploadedImage(await storeUpload(services.media, data, purpose));
    });
  });
}

const SEND_FORM = "Bitte das Bild als Datei im Feld 'file' eines Formulars senden (Content-Type: multipart/form-data).";

function tooLargeForAny(): PayloadTooLargeError {
  return new PayloadTooLargeError(`Die Datei ist zu groß: höchstens ${LARGEST / 1024 / 1024} MB.`);
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
