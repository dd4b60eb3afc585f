import { randomBytes } from "node:crypto";
import { API_LISTS } from "./memory-load.js";

// The traffic of a club's site (issue 30): pages in the five languages, event pages, the calendar
// feeds and the sitemap, the stored images and their variants, the public API lists, a few
// addresses with tracking query strings, and now and then an admin's write (which makes every
// kept page and answer stale) or a small upload. `requests` in all, `concurrency` at a time.

const LANGUAGES = ["", "/fr", "/de", "/en", "/pt"];
const FEEDS = ["/events.ics", "/sitemap.xml", "/robots.txt"];

export interface Admin {
  cookie: string;
  origin: string;
}

export interface MixedPlan {
  pages: string[];
  images: string[];
  feeds: string[];
  lists: string[];
  eventIds: number[];
}

/** Every address the load draws from, read from the running site (sitemap, lists). */
export async function mixedPlan(url: string): Promise<MixedPlan> {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const named = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
  // The sitemap names the pages in each language; add the languages it leaves out.
  const bare = new Set(named.map((p) => p.replace(/^\/(fr|de|en|pt)(?=\/|$)/, "") || "/"));
  const pages = new Set(named);
  for (const path of bare) for (const lang of LANGUAGES) pages.add(lang ? `${lang}${path === "/" ? "/" : path}` : path);
  const events = (await (await fetch(`${url}/api/events`)).json()) as { id: number }[];
  // Every stored image and variant the lists name, and the home page's pictures.
  const texts = await Promise.all(
    ["/api/events", "/api/photos", "/api/sponsors", "/api/committee-members", "/"].map(async (path) =>
      (await fetch(`${url}${path}`)).text(),
    ),
  );
  const images = [
    ...new Set(
      texts.flatMap((text) =>
        [...text.matchAll(/\/(?:media|images)\/[\w.-]+\.(?:webp|jpe?g|png|gif|avif|svg)/g)].map((m) => m[0]),
      ),
    ),
  ];
  const eventPages = events.slice(0, 20).map((e) => `/events/${e.id}`);
  return {
    pages: [...pages, ...eventPages],
    images,
    feeds: FEEDS,
    lists: API_LISTS,
    eventIds: events.map((e) => e.id),
  };
}

/** A GET read to its end; 404 is an answer too (an image variant the picture does not have). */
async function get(url: string): Promise<number> {
  const once = () => fetch(url, { headers: { "accept-encoding": "br, gzip" } });
  const res = await once().catch(once);
  await res.arrayBuffer();
  if (res.status >= 500) throw new Error(`${new URL(url).pathname}: ${res.status}`);
  return res.status;
}

const TRACKING = () =>
  `?utm_source=newsletter&utm_medium=email&utm_campaign=${randomBytes(3).toString("hex")}&fbclid=${randomBytes(8).toString("hex")}`;

/** The address of request `i`: a fixed mix, the same in every run. */
function pick(plan: MixedPlan, i: number): string {
  const slot = i % 20;
  const of = <T>(list: T[]) => list[Math.floor(i / 20) % list.length] as T;
  if (slot < 9) return of(plan.pages); // 45 % pages (five languages, event pages)
  if (slot < 10) return `${of(plan.pages)}${TRACKING()}`; // 5 % with tracking query strings
  if (slot < 14) return of(plan.lists); // 20 % API lists
  if (slot < 15) return of(plan.feeds); // 5 % feeds, sitemap, robots.txt
  return plan.images.length ? of(plan.images) : of(plan.pages); // 25 % images
}

export interface MixedResult {
  statuses: Record<number, number>;
  writes: number;
  uploads: number;
  seconds: number;
}

/**
 * `requests` requests, `concurrency` at a time. With an admin, every `writeEvery`th request is an
 * admin's write (an event's title changed, then changed back) and every `uploadEvery`th a small
 * upload (a 1 MP photo).
 */
export async function mixedLoad(
  url: string,
  plan: MixedPlan,
  options: {
    requests: number;
    concurrency: number;
    admin?: Admin;
    writeEvery?: number;
    uploadEvery?: number;
    smallPhoto?: Buffer;
  },
): Promise<MixedResult> {
  const { requests, concurrency, admin, writeEvery = 250, uploadEvery = 1000, smallPhoto } = options;
  const statuses: Record<number, number> = {};
  let writes = 0;
  let uploads = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < requests; i = next++) {
      let status: number;
      if (admin && i % writeEvery === writeEvery - 1 && plan.eventIds.length) {
        status = await adminWrite(url, admin, plan.eventIds[writes % plan.eventIds.length] as number, writes);
        writes++;
      } else if (admin && smallPhoto && i % uploadEvery === Math.floor(uploadEvery / 2)) {
        status = await upload(url, admin, smallPhoto, `small-${uploads}.jpg`);
        uploads++;
      } else {
        status = await get(`${url}${pick(plan, i)}`);
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { statuses, writes, uploads, seconds: (performance.now() - started) / 1000 };
}

async function adminWrite(url: string, admin: Admin, id: number, n: number): Promise<number> {
  const res = await fetch(`${url}/api/events/${id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", cookie: admin.cookie, origin: admin.origin },
    body: JSON.stringify({ location: n % 2 ? "Kierchplaz" : "Kierchplaz (Sall bei Reen)" }),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`PATCH /api/events/${id}: ${res.status}`);
  return res.status;
}

/** One photo uploaded as the admin panel does it. */
export async function upload(url: string, admin: Admin, photo: Buffer, name: string): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), name);
  const res = await fetch(`${url}/api/uploads?purpose=photo`, {
    method: "POST",
    headers: { cookie: admin.cookie, origin: admin.origin },
    body: form,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`upload ${name}: ${res.status} ${text}`);
  return res.status;
}

export async function login(url: string, username: string, password: string): Promise<Admin> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return { cookie: (res.headers.get("set-cookie") ?? "").split(";")[0] as string, origin: url };
}
