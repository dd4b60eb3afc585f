import { lookup as dnsLookup } from "node:dns/promises";
import type { IncomingMessage } from "node:http";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

// Fetching an image from a URL an admin gave, once, as if it had been uploaded. The server must
// not become a way into the network it stands in (SSRF): every address a name resolves to, at
// every redirect, must be a public one, and the connection goes to the very address checked.

export interface RemoteImageOptions {
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Tests only: lets these addresses through although they are not public. Never set by the server. */
  allowAddress?: (address: string) => boolean;
  /** Tests only: name resolution (every address of a name). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

/** Why a remote image could not be taken, in words for the admin's form. */
export class RemoteImageError extends Error {}

/** Global unicast, the only IPv6 space handed out for the public internet (RFC 4291). */
const GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");

/**
 * Whether an address is on the public internet. ipaddr.js names every special range (loopback,
 * private, link-local, carrier-grade NAT, multicast, reserved, documentation, ...); only plain
 * `unicast` is public. IPv6 must also lie in global unicast space, which leaves out every form
 * that carries an IPv4 address inside an IPv6 one and reaches it by translation: IPv4-mapped
 * (::ffff:127.0.0.1), IPv4-compatible ([::127.0.0.1], which ipaddr.js calls unicast), NAT64
 * (64:ff9b::/96, 64:ff9b:1::/48) and, within 2000::/3, 6to4 (2002::/16) and Teredo (2001::/32),
 * which ipaddr.js names. A public IPv4 address written as IPv6 is refused too: a name that
 * resolves to it gives the IPv4 form.
 */
export function isPublicAddress(address: string): boolean {
  if (!isIP(address)) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.range() !== "unicast") return false;
  return parsed.kind() === "ipv4" || parsed.match(GLOBAL_UNICAST);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The bytes at an http(s) URL, at most `maxBytes` of them, within the time limit; follows a few
 * redirects. Throws a RemoteImageError saying why otherwise.
 */
export async function fetchRemoteImage(
  url: string,
  maxBytes: number,
  options: RemoteImageOptions = {},
): Promise<Buffer> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let target = parseUrl(url);
  for (let redirects = 0; ; redirects++) {
    const response = await get(target, options, deadline);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.resume();
      if (redirects >= (options.maxRedirects ?? 3)) throw new RemoteImageError("Zu viele Weiterleitungen.");
      target = parseUrl(new URL(location, target).toString());
      continue;
    }
    if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) {
      response.resume();
      throw new RemoteImageError(`Die Adresse antwortet mit dem Fehler ${response.statusCode}.`);
    }
    if (Number(response.headers["content-length"]) > maxBytes) {
      response.destroy();
      throw new RemoteImageError(tooLarge(maxBytes));
    }
    return readAll(response, maxBytes, deadline);
  }
}

function parseUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RemoteImageError("Das ist keine gültige Adresse.");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new RemoteImageError("Nur Adressen mit http:// oder https:// sind möglich.");
  }
  if (parsed.username || parsed.password) throw new RemoteImageError("Adressen mit Zugangsdaten sind nicht möglich.");
  return parsed;
}

const tooLarge = (maxBytes: number) => `Das Bild ist zu groß: höchstens ${maxBytes / 1024 / 1024} MB.`;
const NOT_PUBLIC = "Diese Adresse liegt in einem internen Netz und wird nicht abgerufen.";

/** One request to the URL, connected to an address that was checked to be public. */
function get(url: URL, options: RemoteImageOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const allowed = (address: string) => isPublicAddress(address) || options.allowAddress?.(address) === true;
  // An address written out is connected to without a lookup: judged here.
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(literal) && !allowed(literal)) return Promise.reject(new RemoteImageError(NOT_PUBLIC));
  const resolve = options.resolve ?? ((hostname: string) => dnsLookup(hostname, { all: true }));
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    const family = isIP(hostname.replace(/^\[|\]$/g, ""));
    const found = family ? Promise.resolve([{ address: hostname.replace(/^\[|\]$/g, ""), family }]) : resolve(hostname);
    found.then(
      (addresses) => {
        // Every address of the name must be public: a name with one private address among
        // public ones could be made to connect there.
        const first = addresses[0];
        if (!first || addresses.some((a) => !allowed(a.address))) {
          callback(Object.assign(new RemoteImageError(NOT_PUBLIC), { code: "ENOTPUBLIC" }), "", 4);
        } else if (lookupOptions.all) {
          // Node asks for every address when it tries IPv6 and IPv4 side by side.
          (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(
            null,
            addresses,
          );
        } else {
          callback(null, first.address, first.family);
        }
      },
      () => callback(Object.assign(new RemoteImageError("Diese Adresse gibt es nicht."), { code: "ENOTFOUND" }), "", 4),
    );
  };
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolvePromise, reject) => {
    const req = request(url, {
      method: "GET",
      lookup,
      signal,
      headers: { accept: "image/*", "user-agent": "Jugendclub-Website (image import)" },
    });
    req.on("response", resolvePromise);
    req.on("error", (error: Error & { code?: string }) => {
      if (error instanceof RemoteImageError) reject(error);
      else if (error.name === "AbortError" || signal.aborted)
        reject(new RemoteImageError("Die Adresse hat nicht rechtzeitig geantwortet."));
      else reject(new RemoteImageError(`Die Adresse ist nicht erreichbar (${error.code ?? error.message}).`));
    });
    req.end();
  });
}

function readAll(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onAbort = () => {
      response.destroy();
      reject(new RemoteImageError("Die Adresse hat nicht rechtzeitig geantwortet."));
    };
    signal.addEventListener("abort", onAbort, { once: true });
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        signal.removeEventListener("abort", onAbort);
        response.destroy();
        reject(new RemoteImageError(tooLarge(maxBytes)));
        return;
      }
      chunks.push(chunk);
    });
    response.on("end", () => {
      signal.removeEventListener("abort", onAbort);
      resolve(Buffer.concat(chunks));
    });
    response.on("error", (error) => {
      signal.removeEventListener("abort", onAbort);
      reject(signal.aborted ? new RemoteImageError("Die Adresse hat nicht rechtzeitig geantwortet.") : error);
    });
  });
}
