import proxyAddr from "@fastify/proxy-addr";

/**
 * Which proxies the server believes about a client's address (X-Forwarded-For): none, the number
 * of proxies in front of the server, or the proxies' addresses and ranges. The client is the last
 * address in the chain that is not a trusted proxy, so the entries a client writes itself (left
 * of what the trusted proxies added) never become its address.
 */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

/** Hop counts beyond this are no deployment a club runs; a typo more likely. */
const MAX_HOPS = 10;

const WHAT_TO_WRITE =
  "write the number of proxies in front of the server (1 for one nginx or load balancer) " +
  "or their addresses and ranges, comma-separated (loopback, linklocal, uniquelocal, 10.0.0.0/8, 192.168.1.5)";

/**
 * TRUST_PROXY as the operator wrote it: `false` (or 0, no), a hop count (1, 2), or a list of
 * addresses, CIDR ranges and proxy-addr's names. `true` is refused rather than guessed at: it
 * trusted every hop, so anyone could choose their address (and so their rate limits) by sending
 * X-Forwarded-For; what is safe instead depends on how many proxies stand in front, which only
 * the operator knows (one hop would put every visitor behind a CDN and nginx in one counter).
 */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "no" || text === "0") return false;
  if (text === "true" || text === "yes") {
    return { error: `"${value}" would trust every hop, which lets a client choose its address: ${WHAT_TO_WRITE}` };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) return { error: `must be at most ${MAX_HOPS} proxies; or ${WHAT_TO_WRITE}` };
    return { hops };
  }
  const proxies = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Checked by the very code Fastify interprets the list with, so what passes here works there.
  for (const entry of proxies) {
    try {
      proxyAddr.compile(entry);
    } catch {
      return { error: `"${entry}" is no address, CIDR range or name of proxies: ${WHAT_TO_WRITE}` };
    }
  }
  return proxies.length > 0 ? { proxies } : false;
}

/**
 * Fastify's trustProxy option. A hop count is a function of the position alone: Fastify 5 itself
 * takes a bare number as "trust nothing", since a hop count believes whatever connects first, so
 * it is safe only where the server can be reached through its proxies alone (the README says so).
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ("proxies" in trust) return trust.proxies;
  const { hops } = trust;
  // Hop 0 is the address that connected; each trusted hop lets the next address to its left speak.
  return (_address, hop) => hop < hops;
}
