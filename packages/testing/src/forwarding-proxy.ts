import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * X-Forwarded-For as nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` writes
 * it: what the client sent, if anything, then the address the client connected from.
 */
export function proxyAddXForwardedFor(sent: string | string[] | undefined, clientAddress: string): string {
  const before = Array.isArray(sent) ? sent.join(", ") : sent;
  return before ? `${before}, ${clientAddress}` : clientAddress;
}

export interface ForwardingProxy {
  /** http://127.0.0.1:<port>, where clients connect. */
  url: string;
  close(): Promise<void>;
}

/**
 * A reverse proxy on loopback in front of `target` (http://host:port), forwarding every request
 * as nginx does with the usual `proxy_pass` and X-Forwarded-For line: the client's own
 * X-Forwarded-For is kept and the client's address appended. Bodies and answers stream through.
 */
export async function startForwardingProxy(target: string): Promise<ForwardingProxy> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const headers = {
      ...req.headers,
      "x-forwarded-for": proxyAddXForwardedFor(req.headers["x-forwarded-for"], req.socket.remoteAddress ?? ""),
    };
    const forwarded = request(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
