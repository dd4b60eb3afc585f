import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

export interface TcpProxy {
  /** The loopback port the proxy listens on. */
  port: number;
  /** Ends every connection through it and stops listening: nothing gets through until restore(). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
}

/**
 * A TCP proxy on loopback in front of a server (PostgreSQL in the tests), which a test cuts and
 * restores: the database "goes away" for the process under test without stopping the server
 * that other tests share.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = tcpConnect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => {
        const address = listening.address();
        port = typeof address === "object" && address ? address.port : 0;
        server = listening;
        resolve();
      });
    });
  await listen();
  return {
    port,
    cut: async () => {
      const listening = server;
      if (!listening) return;
      server = null;
      await new Promise<void>((resolve) => {
        listening.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: listen,
  };
}
