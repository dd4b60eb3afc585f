import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyRequest } from "fastify";
import Negotiator from "negotiator";

export type Encoding = "br" | "gzip";

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's parameters for a body of `size` bytes: quality 5, the usual balance for answers
 * compressed while the client waits, and a window no larger than the body (at least 1 KB,
 * at most brotli's default 4 MB). The encoder sizes its buffers by the window, so a 30 KB page
 * takes about 0.3 MB instead of the default window's 4 MB and more, on each of libuv's threads;
 * the output is the same, as a window larger than the body has nothing more to refer back to.
 */
export function brotliParams(size: number): Record<number, number> {
  const window = Math.min(22, Math.max(10, Math.ceil(Math.log2(Math.max(size, 1)))));
  return {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_LGWIN]: window,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  };
}

export async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br" ? brotli(body, { params: brotliParams(body.length) }) : gzipAsync(body, { level: 6 });
}

/** What an answer can be sent as; identity (as it is) counts, so a client may prefer it. */
const AVAILABLE = ["br", "gzip", "identity"] as const;
/** Among encodings the client likes equally: brotli is the smaller, then gzip. */
const PREFERRED = ["br", "gzip"] as const;

/**
 * The encoding to answer with (null: as it is), from the request's Accept-Encoding with its
 * q-values as RFC 9110 reads them: `br;q=0` means never brotli, `*;q=0` nothing but identity, a
 * higher q wins, and among equals brotli comes first. No header: as it is.
 */
export function negotiate(request: Pick<FastifyRequest, "headers">): Encoding | null {
  const header = request.headers["accept-encoding"];
  if (!header) return null;
  const [best] = new Negotiator({ headers: { "accept-encoding": header } }).encodings(AVAILABLE, {
    preferred: PREFERRED,
  });
  return best === "br" || best === "gzip" ? best : null;
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
    // API answers are streamed, their size unknown: a 256 KB window, not brotli's 4 MB.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18 } },
  });
}
