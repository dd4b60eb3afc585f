import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { createServer, type Server } from "node:http";
import { type AddressInfo, isIP, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { bigJpeg, jpeg } from "./upload-fixtures.js";

// An image field given a URL from elsewhere: the server fetches it once, as if it had been
// uploaded, and stores the media path, since the site's Content-Security-Policy (img-src 'self')
// would block the link. It never fetches from the network it stands in.

describe("images given by URL", () => {
  let t: TestApp;
  let api: ReturnType<typeof rest>;
  let images: Server;
  let port: number;
  const requested: string[] = [];

  beforeAll(async () => {
    const photo = await jpeg(900, 600, true);
    const big = await bigJpeg(6 * 1024 * 1024);
    images = createServer((req, res) => {
      requested.push(req.url ?? "");
      if (req.url === "/photo.jpg") res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
      // Cut off in transfer: in its header, and in its pixels.
      else if (req.url === "/cut-header.jpg")
        res.writeHead(200, { "content-type": "image/jpeg" }).end(photo.subarray(0, 300));
      else if (req.url === "/cut.jpg")
        res.writeHead(200, { "content-type": "image/jpeg" }).end(photo.subarray(0, Math.floor(photo.length * 0.6)));
      else if (req.url === "/big.jpg") res.writeHead(200, { "content-type": "image/jpeg" }).end(big);
      else if (req.url === "/page.html")
        res.writeHead(200, { "content-type": "image/jpeg" }).end("<!doctype html><p>hi");
      else if (req.url === "/moved") res.writeHead(302, { location: "/photo.jpg" }).end();
      else if (req.url === "/to-metadata") res.writeHead(302, { location: "http://169.254.169.254/latest/" }).end();
      else if (req.url === "/to-loopback") res.writeHead(302, { location: `http://127.0.0.2:${port}/photo.jpg` }).end();
      else if (req.url === "/slow") setTimeout(() => res.end(photo), 5_000);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
    port = (images.address() as AddressInfo).port;
    // The test's image server stands on loopback, which the guard refuses: it is let through by
    // name here, the way the server never is.
    t = await createAdminTestApp(
      {},
      {
        remoteImages: {
          timeoutMs: 1_500,
          allowAddress: (address) => address === "127.0.0.1",
          resolve: async (hostname) => {
            if (hostname === "images.example") return [{ address: "127.0.0.1", family: 4 }];
            if (hostname === "intranet.example") return [{ address: "10.1.2.3", family: 4 }];
            if (hostname === "split.example")
              return [
                { address: "127.0.0.1", family: 4 },
                { address: "192.168.1.1", family: 4 },
              ];
            if (hostname === "v6.example") return [{ address: "::ffff:127.0.0.5", family: 6 }];
            if (hostname === "nat64.example") return [{ address: "64:ff9b::7f00:1", family: 6 }];
            if (hostname === "6to4.example") return [{ address: "2002:7f00:1::", family: 6 }];
            if (hostname === "compat.example") return [{ address: "::127.0.0.1", family: 6 }];
            throw new Error("no such name");
          },
        },
      },
    );
    api = rest(t.app, await loginCookie(t.app));
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => images.close(resolve));
  });

  const at = (path: string, host = "images.example") => `http://${host}:${port}${path}`;

  it("fetches the image once, strips it like an upload and stores the media path, in every image field", async () => {
    const sponsor = await api.post("/api/sponsors", { name: "Bäckerei", logo: at("/photo.jpg") });
    expect(sponsor.statusCode, sponsor.body).toBe(200);
    expect(sponsor.json().logo).toMatch(/^\/media\/[a-f0-9]+\.jpg$/);
    expect(sponsor.json().logoVariants.length).toBeGreaterThan(0);
    const served = await t.app.inject({ method: "GET", url: sponsor.json().logo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.toString("latin1")).not.toContain("Phone");
    const event = await api.post("/api/events", { title: "Fest", date: "2027-07-01", imageUrl: at("/moved") });
    expect(event.json().imageUrl).toBe(sponsor.json().logo);
    const member = await api.patch(
      `/api/committee-members/${(await api.post("/api/committee-members", { name: "A", role: "B" })).json().id}`,
      {
        photo: at("/photo.jpg"),
      },
    );
    expect(member.json().photo).toMatch(/^\/media\//);
  });

  it("answers 400 with the reason at the field, and stores nothing, when the image cannot be taken", async () => {
    const before = await t.db.prisma.sponsor.count();
    const cases: [string, RegExp][] = [
      [at("/big.jpg"), /zu groß: höchstens 5 MB/],
      [at("/page.html"), /kein Bild/],
      [at("/cut-header.jpg"), /beschädigt oder unvollständig/],
      [at("/cut.jpg"), /beschädigt oder unvollständig/],
      [at("/missing.jpg"), /Fehler 404/],
      [at("/slow"), /nicht rechtzeitig/],
      [at("/photo.jpg", "nowhere.example"), /gibt es nicht/],
    ];
    for (const [url, reason] of cases) {
      const res = await api.post("/api/sponsors", { name: "X", logo: url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields.logo, url).toMatch(reason);
    }
    expect(await t.db.prisma.sponsor.count()).toBe(before);
  });

  it("never fetches from loopback, private, link-local or metadata addresses, after DNS and after redirects", async () => {
    const seen = requested.length;
    for (const url of [
      at("/photo.jpg", "127.0.0.2"),
      at("/photo.jpg", "[::1]"),
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/logo.png",
      at("/photo.jpg", "intranet.example"),
      at("/photo.jpg", "split.example"),
      at("/photo.jpg", "v6.example"),
      at("/to-metadata"),
      at("/to-loopback"),
    ]) {
      const res = await api.post("/api/sponsors", { name: "X", logo: url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields.logo, url).toMatch(/internen Netz/);
    }
    // Only the two redirects' first hops reached the (allowed) image server.
    expect(requested.slice(seen)).toEqual(["/to-metadata", "/to-loopback"]);
  });

  it("refuses IPv4 addresses inside IPv6 (IPv4-compatible, NAT64, 6to4) without trying to connect", async () => {
    // Every connection this process starts meanwhile, as Node reports it (the database's are
    // IPv4 on loopback; each of these targets is an IPv6 address).
    const attempts: string[] = [];
    const onSocket = (message: unknown) =>
      (message as { socket: Socket }).socket.on("connectionAttempt", (ip: string) => attempts.push(ip));
    subscribe("net.client.socket", onSocket);
    try {
      for (const url of [
        // The review's addresses, written out.
        at("/photo.jpg", "[::127.0.0.1]"),
        at("/photo.jpg", "[64:ff9b:1::7f00:1]"),
        at("/photo.jpg", "[2002:7f00:1::]"),
        // And as what a name resolves to.
        at("/photo.jpg", "nat64.example"),
        at("/photo.jpg", "6to4.example"),
        at("/photo.jpg", "compat.example"),
      ]) {
        const res = await api.post("/api/sponsors", { name: "X", logo: url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().fields.logo, url).toMatch(/internen Netz/);
      }
    } finally {
      unsubscribe("net.client.socket", onSocket);
    }
    expect(attempts.filter((ip) => isIP(ip) === 6)).toEqual([]);
  });
});
