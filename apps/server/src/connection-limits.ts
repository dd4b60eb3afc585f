import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * How long a client may take, in milliseconds. Idle or deliberately slow sockets cannot pile up,
 * and an album still arrives over a slow line:
 * - headers: to send a request's headers (Node checks every second);
 * - idle: without a byte either way while the server waits for the client: a stalled client is
 *   cut, a slow one that keeps sending is not. Lifted while the server itself works on an
 *   upload (whileServerWorks): then the client only waits for the answer;
 * - keepAlive: an idle keep-alive connection between requests;
 * - body: a whole request, headers and body, on every path but the uploads;
 * - uploadBody: an upload's whole request, once its sender may upload (an admin, or a signed
 *   upload link: allowLongUpload). A 200 MB album at 1 Mbit/s takes 27 minutes; twice that, as
 *   a drop sends three files at once over the same line.
 */
export const CONNECTION_LIMITS = {
  headers: 10_000,
  idle: 30_000,
  keepAlive: 5_000,
  body: 120_000,
  uploadBody: 60 * 60_000,
};

export type ConnectionLimits = typeof CONNECTION_LIMITS;

/**
 * Fastify's server options for the limits. Node cuts every request at requestTimeout, whatever
 * its path, so that is the longest (uploadBody); the shorter `body` is registerBodyLimit's.
 */
export function serverTimeouts(limits: ConnectionLimits) {
  return {
    connectionTimeout: limits.idle,
    keepAliveTimeout: limits.keepAlive,
    requestTimeout: limits.uploadBody,
    http: { headersTimeout: limits.headers, connectionsCheckingInterval: 1_000 },
  };
}

/** The cut pending for each request whose body is still on its way. */
const pending = new WeakMap<IncomingMessage, NodeJS.Timeout>();

const TIMEOUT_BODY = JSON.stringify({
  code: "REQUEST_TIMEOUT",
  message: "Die Anfrage kam nicht rechtzeitig vollständig an. Bitte erneut senden.",
});
const TIMEOUT_ANSWER = `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\n\r\n${TIMEOUT_BODY}`;

/**
 * Every request with a body must have sent it within `limits.body` (as Node does for
 * requestTimeout: a 408, and the connection closed), unless an upload route lifted the limit for
 * it. Also when the route answered early (a 401): Node reads the rest of the body after the
 * answer, and a client must not keep the connection that way either.
 */
export function registerBodyLimit(app: FastifyInstance, limits: ConnectionLimits): void {
  // The cuts still pending go with the app: an injected request (light-my-request) whose body the
  // route never read ends neither in "end" nor "close", and its socket has nothing to destroy.
  const timers = new Set<NodeJS.Timeout>();
  app.addHook("onClose", (_app, done) => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    done();
  });
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    const hasBody = raw.headers["transfer-encoding"] !== undefined || Number(raw.headers["content-length"]) > 0;
    if (!hasBody || raw.complete) return done();
    const timer = setTimeout(() => {
      pending.delete(raw);
      timers.delete(timer);
      const socket = raw.socket;
      if (raw.complete || socket.destroyed || typeof socket.destroy !== "function") return;
      if (!reply.raw.headersSent && socket.writable) socket.write(TIMEOUT_ANSWER);
      socket.destroy();
    }, limits.body);
    pending.set(raw, timer);
    timers.add(timer);
    const arrived = () => {
      clearTimeout(timer);
      pending.delete(raw);
      timers.delete(timer);
    };
    raw.once("end", arrived);
    raw.once("close", arrived);
    done();
  });
}

/**
 * An upload whose sender may upload (checked before its body is read): its body may take up to
 * uploadBody, as a slow line needs. The idle limit still cuts it when it stops sending.
 */
export function allowLongUpload(request: FastifyRequest): void {
  const timer = pending.get(request.raw);
  if (timer) clearTimeout(timer);
  pending.delete(request.raw);
}

/**
 * While the server works on what the client sent (an album's photos, a minute or more), the
 * client only waits for the answer: the idle limit, meant for a stalled client, would cut it
 * (the review's ECONNRESET after 30 s). Put back before the answer is written.
 */
export async function whileServerWorks<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const socket = request.raw.socket;
  // (app.inject's requests have a socket without timeouts.)
  if (typeof socket.setTimeout !== "function") return work();
  socket.setTimeout(0);
  try {
    return await work();
  } finally {
    if (!socket.destroyed) socket.setTimeout(request.server.server.timeout);
  }
}
