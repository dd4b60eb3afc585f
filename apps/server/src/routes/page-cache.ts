import { SESSION_COOKIE } from "@jugendclub/api";
import type { FastifyRequest } from "fastify";
import { BoundedCache } from "../api/bounded-cache.js";
import type { ContentFreshness, Stamp } from "../api/content-freshness.js";
import { compress, type Encoding } from "../compression.js";

/**
 * Rendered public pages kept in memory, by their address (the language is its first segment; of
 * the query string only the parameters the page reads, @jugendclub/web/site's pageAddress, so a
 * flood of tracking parameters makes no copies), with their compressed copies. Rendering a page
 * and compressing it for every visit grew V8's heap and glibc's arenas by 100 MB and more
 * (docs/PERFORMANCE.md, "Memory"); a kept page is sent as it is.
 *
 * A page is rendered from the address alone, with a visitor's view of the content (no session,
 * no cookie, no header goes into it), so one copy serves every visitor. It is kept under the same
 * rules as the public API's answers (api/content-freshness.ts): sent again only while no write
 * has changed the content since, at most a minute, and never past a scheduled item's moment.
 *
 * One rendering per address at a time (serve): requests for a page being rendered wait for that
 * rendering rather than start their own, unless a write came after it began. A page that only
 * grew old (its minute is over, nothing else changed) is sent as it is to the requests that come
 * while one request renders it anew, so the first burst after a quiet minute does not render each
 * page once per request.
 */

interface Page extends Stamp {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** What a rendering gave: kept when `keep` (a page rendered with status 200), else sent as it is. */
export interface Rendering {
  status: number;
  html?: Buffer;
  keep?: boolean;
}

/** A rendering under way: the content version it began under, and what it gives. */
interface Flight<R extends Rendering> {
  version: bigint;
  done: Promise<{ rendered: R; page?: Page }>;
}

/** Most pages kept: a club's site has some dozens of pages in each of its languages. */
const MAX_PAGES = 300;
/** Most bytes kept, pages and their compressed copies together. */
const MAX_BYTES = 16 * 1024 * 1024;

/** Whether a request is a visitor's: a signed-in admin's requests are neither served from nor kept. */
export function isVisitorRequest(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !request.headers.authorization &&
    !request.cookies?.[SESSION_COOKIE]
  );
}

/** A signed-in admin's preview of a public page: ?preview, with a session (web.ts). */
export function isPreviewRequest(request: FastifyRequest): boolean {
  return new URLSearchParams(request.url.split("?")[1] ?? "").has("preview") && !!request.cookies?.[SESSION_COOKIE];
}

export class PageCache {
  readonly #pages = new BoundedCache<Page>(
    { maxEntries: MAX_PAGES, maxBytes: MAX_BYTES },
    (page) => page.html.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0),
  );

  readonly #flights = new Map<string, Flight<Rendering>>();

  /** Requests counted as they come, so a failed rendering can tell who came while it ran. */
  #arrivals = 0;

  /**
   * A rendering that failed, for the requests that came before it ended but had not yet joined it
   * (on PostgreSQL the content version is a query): they get its error rather than render again.
   * Forgotten when the next rendering of the address begins, or after a second.
   */
  readonly #failures = new Map<string, { version: bigint; lastArrival: number; error: unknown }>();

  constructor(private readonly freshness: ContentFreshness) {}

  /**
   * The page at `url` for a visitor: the kept copy while it is fresh, else one rendering by
   * `render` shared by every request for `url` that comes under the same content version while
   * it runs. While a page that only grew old is rendered anew, the requests that come meanwhile
   * get the old copy; the request that renders waits for its rendering (its failure is its own
   * answer). A rendering begun before a write serves nobody who came after the write: they wait
   * for it to end, then render anew, so an address is never rendered twice at once.
   */
  async serve<R extends Rendering>(url: string, render: () => Promise<R>): Promise<{ page: Page } | { rendered: R }> {
    const arrival = ++this.#arrivals;
    for (;;) {
      const version = await this.freshness.version();
      const page = this.#pages.get(url);
      if (page && this.freshness.isFresh(page, version)) return { page };
      const flight = this.#flights.get(url) as Flight<R> | undefined;
      if (flight) {
        if (page && this.freshness.onlyAged(page, version)) return { page };
        if (flight.version === version) return this.#outcome(await flight.done);
        await flight.done.catch(() => undefined);
        continue;
      }
      const failed = this.#failures.get(url);
      if (failed && failed.version === version && arrival <= failed.lastArrival) throw failed.error;
      const stamp = await this.freshness.stamp(version);
      // Another request may have begun a rendering, or ended one, while the stamp was read.
      if (this.#flights.has(url) || this.#pages.get(url) !== page || this.#failures.get(url) !== failed) continue;
      this.#failures.delete(url);
      const done = render().then((rendered) => {
        if (!rendered.keep || !rendered.html) return { rendered };
        return { rendered, page: this.keep(url, stamp, rendered.html) };
      });
      const ended = () => {
        if (this.#flights.get(url)?.done === done) this.#flights.delete(url);
      };
      done.then(ended, (error: unknown) => {
        ended();
        const failure = { version, lastArrival: this.#arrivals, error };
        this.#failures.set(url, failure);
        setTimeout(() => {
          if (this.#failures.get(url) === failure) this.#failures.delete(url);
        }, 1000).unref();
      });
      this.#flights.set(url, { version, done });
      return this.#outcome(await done);
    }
  }

  #outcome<R extends Rendering>(outcome: { rendered: R; page?: Page }): { page: Page } | { rendered: R } {
    return outcome.page ? { page: outcome.page } : { rendered: outcome.rendered };
  }

  get size(): number {
    return this.#pages.size;
  }

  /**
   * The kept page at `url` while it is fresh; otherwise the stamp to keep a new rendering under
   * (taken before rendering: a write while it renders leaves that rendering stale).
   */
  async lookup(url: string): Promise<{ page: Page } | { stamp: Stamp }> {
    const version = await this.freshness.version();
    const page = this.#pages.get(url);
    if (page && this.freshness.isFresh(page, version)) return { page };
    return { stamp: await this.freshness.stamp(version) };
  }

  /** Keeps a page rendered with status 200 under the stamp `lookup` gave. */
  keep(url: string, stamp: Stamp, html: Buffer): Page {
    const page: Page = { ...stamp, html };
    this.#pages.set(url, page);
    return page;
  }

  /** The page's bytes in `encoding` (null: as they are), each encoding made once and kept. */
  async body(url: string, page: Page, encoding: Encoding | null): Promise<Buffer> {
    if (!encoding) return page.html;
    if (!page[encoding]) {
      page[encoding] = await compress(page.html, encoding);
      this.#pages.resized(url);
    }
    return page[encoding];
  }
}
