import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyRequest } from "fastify";

export type Encoding = "br" | "gzip";

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli quality 5 is the usual balance for answers compressed while the client waits. */
export async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(body, { level: 6 });
}

/** The encoding to answer with, from the request's Accept-Encoding: brotli first, then gzip. */
export function negotiate(request: FastifyRequest): Encoding | null {
  const accepts = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepts)) return "br";
  if (/\bgzip\b/.test(accepts)) return "gzip";
  return null;
}

/**
 * Compresses the API's JSON (and any other text answer) of every route registered after it.
 * Built assets are already stored compressed, and the response cache and the page renderer
 * compress their own answers, so those pass through untouched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
