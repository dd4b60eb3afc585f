import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { appRouter, SESSION_COOKIE } from "@jugendclub/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { COMPRESS_THRESHOLD, compress, negotiate } from "../compression.js";
import type { Services } from "../services.js";
import { BoundedCache } from "./bounded-cache.js";
import { contentFreshness, type Stamp } from "./content-freshness.js";

/**
 * The public reads (events, categories, sponsors, photos, committee) answered from memory, with
 * an ETag so a browser that has the answer gets 304. When a kept answer may be sent again (after
 * a write, as time passes): content-freshness.ts.
 */

interface Entry extends Stamp {
  etag: string;
  contentType: string;
  /** KEPT_HEADERS the answer had. */
  headers: Record<string, string>;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Most distinct URLs kept; past that the oldest go (query strings can vary without end). */
const MAX_ENTRIES = 500;
/**
 * Most bytes kept, bodies and their compressed copies together: a club's whole public API is a
 * few hundred kB, so this only bounds what varying query strings could pile up.
 */
const MAX_BYTES = 32 * 1024 * 1024;
/** Answers larger than this are not kept. */
const MAX_BODY = 16 * 1024 * 1024;

/**
 * The host's own public reads beside the API, cached the same way: the calendar feeds
 * (routes/calendar.ts) and the sitemap (routes/discovery.ts). The query string is part of the key.
 */
export const HOST_READS: readonly RegExp[] = [/^\/events\.ics$/, /^\/events\/[^/]+\.ics$/, /^\/sitemap\.xml$/];

/** Headers of an answer that a cached copy carries too (a feed's file name). */
const KEPT_HEADERS = ["content-disposition"] as const;

/** The public query procedures: no session involved, and the same answer for everyone. */
export function publicReads(): { trpc: Set<string>; rest: RegExp[] } {
  const trpc = new Set<string>();
  const rest: RegExp[] = [];
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string; meta?: { openapi?: { method: string; path: string; protect?: boolean } } } }
  >;
  for (const [path, procedure] of Object.entries(procedures)) {
    const openapi = procedure._def.meta?.openapi;
    if (procedure._def.type !== "query" || openapi?.protect !== false || path.startsWith("auth.")) continue;
    trpc.add(path);
    const pattern = openapi.path.replace(/\{[^}]+\}/g, "[^/]+");
    rest.push(new RegExp(`^/api${pattern}/?$`));
  }
  return { trpc, rest };
}

export async function registerResponseCache(app: FastifyInstance, services: Services): Promise<void> {
  const reads = publicReads();
  const entries = new BoundedCache<Entry>(
    { maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES },
    (entry) => entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0),
  );
  const freshness = await contentFreshness(services);

  const cacheable = (request: FastifyRequest): boolean => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    // A signed-in admin's answers include drafts: never kept, never served from what visitors got.
    if (request.headers.authorization || request.cookies?.[SESSION_COOKIE]) return false;
    const [path = "", query = ""] = request.url.split("?", 2);
    if (HOST_READS.some((re) => re.test(path))) return true;
    if (path.startsWith("/api/")) return reads.rest.some((re) => re.test(path));
    if (!path.startsWith("/trpc/") || request.headers["trpc-accept"]) return false;
    // A batch is cacheable when every procedure in it is a public read.
    const names = decodeURIComponent(path.slice("/trpc/".length)).split(",");
    return names.every((name) => reads.trpc.has(name)) && !/(^|&)input=.{2000}/.test(query);
  };

  const send = async (request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry) => {
    (request as CachedRequest).fromCache = true;
    reply.header("etag", entry.etag).header("cache-control", "no-cache").header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
    reply.type(entry.contentType).headers(entry.headers);
    const encoding = entry.body.length >= COMPRESS_THRESHOLD ? negotiate(request) : null;
    if (!encoding) return reply.send(entry.body);
    // Each encoding is made once per answer and kept with it.
    if (!entry[encoding]) {
      entry[encoding] = await compress(entry.body, encoding);
      entries.resized(key);
    }
    return reply.header("content-encoding", encoding).send(entry[encoding]);
  };

  app.decorateRequest("contentVersion", null);
  app.decorateRequest("fromCache", false);
  app.decorateRequest("cacheKey", null);
  app.decorateRequest("startedAt", 0);
  app.decorateRequest("validUntil", null);

  app.addHook("onRequest", async (request, reply) => {
    if (!cacheable(request)) return;
    const version = await freshness.version();
    const entry = entries.get(request.url);
    if (entry && freshness.isFresh(entry, version)) {
      return send(request, reply, request.url, entry);
    }
    // Not in memory: the answer is computed as usual and kept on its way out (onSend). The key is
    // taken now: the REST adapter rewrites request.url on its way to the procedure.
    const stamp = await freshness.stamp(version);
    (request as CachedRequest).contentVersion = version;
    (request as CachedRequest).startedAt = stamp.storedAt;
    (request as CachedRequest).validUntil = stamp.validUntil;
    (request as CachedRequest).cacheKey = request.url;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const { contentVersion: version, fromCache, cacheKey: key, startedAt, validUntil } = request as CachedRequest;
    if (fromCache || version === null || key === null || reply.statusCode !== 200) return payload;
    if (reply.getHeader("content-encoding")) return payload;
    // tRPC answers with a fetch Response: its status and headers become the reply's.
    if (payload instanceof Response) {
      if (payload.status !== 200) return payload;
      payload.headers.forEach((value, name) => {
        reply.header(name, value);
      });
    }
    const body = await bufferOf(payload instanceof Response ? payload.body : payload);
    if (!body) return payload;
    // The body was read; from here on it goes as this buffer.
    if (body.length > MAX_BODY) return body;
    const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
    entries.set(key, {
      version,
      storedAt: startedAt,
      validUntil,
      etag,
      contentType: String(reply.getHeader("content-type") ?? "application/json"),
      headers: Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => {
          const value = reply.getHeader(name);
          return value === undefined ? [] : [[name, String(value)]];
        }),
      ),
      body,
    });
    reply.header("etag", etag).header("cache-control", "no-cache").header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === etag) {
      reply.code(304);
      return "";
    }
    return body;
  });
}

/** The bytes of an answer: strings and buffers as they are, streams read whole. */
async function bufferOf(payload: unknown): Promise<Buffer | null> {
  if (payload === null) return Buffer.alloc(0);
  if (typeof payload === "string") return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload instanceof ReadableStream) return Buffer.from(await new Response(payload).arrayBuffer());
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  return null;
}

interface CachedRequest extends FastifyRequest {
  contentVersion: bigint | null;
  fromCache: boolean;
  cacheKey: string | null;
  startedAt: number;
  validUntil: number | null;
}
