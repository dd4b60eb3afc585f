import { SESSION_COOKIE } from "@jugendclub/api";
import type { FastifyRequest } from "fastify";
import { BoundedCache } from "../api/bounded-cache.js";
import type { ContentFreshness, Stamp } from "../api/content-freshness.js";
import { compress, type Encoding } from "../compression.js";

/**
 * Rendered public pages kept in memory, by their address (the language is its first segment, the
 * query string is part of it), with their compressed copies. Rendering a page and compressing it
 * for every visit grew V8's heap and glibc's arenas by 100 MB and more (docs/PERFORMANCE.md,
 * "Memory"); a kept page is sent as it is.
 *
 * A page is rendered from the address alone, with a visitor's view of the content (no session,
 * no cookie, no header goes into it), so one copy serves every visitor. It is kept under the same
 * rules as the public API's answers (api/content-freshness.ts): sent again only while no write
 * has changed the content since, at most a minute, and never past a scheduled item's moment.
 */

interface Page extends Stamp {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
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

export class PageCache {
  readonly #pages = new BoundedCache<Page>(
    { maxEntries: MAX_PAGES, maxBytes: MAX_BYTES },
    (page) => page.html.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0),
  );

  constructor(private readonly freshness: ContentFreshness) {}

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
