import { CLUB_NAME } from "@jugendclub/api/club";
import type { PublicLocale } from "@jugendclub/api/locales";
import { escapeHtml } from "./error-page.js";

// The sign-up and newsletter pages' HTML: a plain document in the club's colours, no script, so it works on any
// phone and from any mail program's browser. signup-pages.ts and newsletter-pages.ts fill it.

export { escapeHtml };

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2b1d2c;background:#fbf7f2;line-height:1.5}
header{background:#7a1f3d;padding:.8rem 1.25rem}
header a{color:#fff;font-weight:700;text-decoration:none}
main{max-width:36rem;margin:2rem auto;padding:1.5rem 1.25rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(43,29,44,.12)}
h1{font-size:1.5rem;margin:0 0 .5rem;line-height:1.25}
.when{color:#5c4a5e;margin:0 0 1rem}
.places{display:inline-block;margin:0 0 1rem;padding:.2rem .7rem;border-radius:999px;background:#f3e6ea;color:#7a1f3d;font-weight:600}
label{display:block;font-weight:600;margin:1rem 0 .3rem}
.hint{font-weight:400;color:#5c4a5e}
input[type=text],input[type=email],input[type=tel],select{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #b9a9ba;border-radius:8px}
fieldset{border:1px solid #e4d8e0;border-radius:8px;margin:1rem 0 0;padding:.5rem .9rem .8rem}
legend{font-weight:600;padding:0 .3rem}
.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400;margin:.5rem 0}
.check input{margin-top:.3rem;width:1.1rem;height:1.1rem}
.error{color:#b3261e;font-weight:600;margin:.3rem 0 0}
.problem{border-left:4px solid #b3261e;background:#fdf0ef;padding:.6rem .9rem;border-radius:4px}
button{margin-top:1.25rem;padding:.75rem 1.4rem;font:inherit;font-weight:700;color:#fff;background:#7a1f3d;border:0;border-radius:8px;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #d9822b;outline-offset:2px}
.back{display:inline-block;margin-top:1.25rem;color:#7a1f3d}
form:not(:has([name=underSixteen]:checked)) .parent{display:none}
.saved{border-left:4px solid #2e7d32;background:#eef7ee;padding:.6rem .9rem;border-radius:4px}
.consent p{margin:1.25rem 0 0;color:#5c4a5e}
.leave button{background:#fff;color:#7a1f3d;border:2px solid #7a1f3d}
.also{color:#5c4a5e}
article img{max-width:100%;height:auto}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
`;

/**
 * A whole page: the club's name as the way home, the page's own content, nothing indexed. It is
 * ready for a person as it arrives (no script to wait for): `data-ready`, as the site's other
 * pages say once their islands or app have started.
 */
export function pageHtml(locale: PublicLocale, title: string, body: string): string {
  const home = locale === "lb" ? "/" : `/${locale}/`;
  return `<!doctype html>
<html lang="${locale}" data-ready>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · ${escapeHtml(CLUB_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${home}">${escapeHtml(CLUB_NAME)}</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}
