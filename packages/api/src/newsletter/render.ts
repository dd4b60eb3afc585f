import MarkdownIt from "markdown-it";
import { CLUB_ADDRESS_LINES, CLUB_EMAIL, CLUB_NAME } from "../club.js";
import { formatDateTimeIn, type PublicLocale } from "../locales.js";
import { escapeHtml } from "../mail/compose.js";
import { NEWSLETTER_MAIL_WORDS } from "./words.js";

// A newsletter as HTML and plain text: the admin's Markdown (headings, links, lists, images; raw
// HTML is shown as text, and markdown-it refuses javascript:, vbscript:, file: and data: links),
// then the chosen events as cards, then the footer with the subscriber's links.

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

/** The Markdown's HTML; a relative link or image (/events/3) points at the site. */
export function renderMarkdown(source: string, siteUrl: string): string {
  const env = { siteUrl };
  return markdown.render(source, env);
}

const absolute = (url: string, siteUrl: string) =>
  url.startsWith("/") && !url.startsWith("//") ? `${siteUrl}${url}` : url;

for (const rule of ["link_open", "image"] as const) {
  const previous = markdown.renderer.rules[rule];
  markdown.renderer.rules[rule] = (tokens, index, options, env: { siteUrl?: string }, self) => {
    const token = tokens[index];
    const attribute = rule === "image" ? "src" : "href";
    const value = token?.attrGet(attribute);
    if (token && value && env.siteUrl) token.attrSet(attribute, absolute(value, env.siteUrl));
    if (token && rule === "image") token.attrSet("style", "max-width:100%;height:auto");
    return previous ? previous(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
  };
}

/** One event card: its title in the reader's language, when, where, and its page. */
export interface EventCard {
  title: string;
  start: Date;
  location: string;
  /** The event page's address, absolute. */
  url: string;
  /** The picture's address, absolute; "" for none. */
  image: string;
}

export interface NewsletterLinks {
  /** The web version; "" on the web version itself. */
  web: string;
  /** The subscriber's pages; "" in a test mail's preview and on the web version. */
  manage: string;
  unsubscribe: string;
}

export interface RenderInput {
  lang: PublicLocale;
  subject: string;
  body: string;
  /** A digest's lead line under the subject. */
  lead?: string;
  events: EventCard[];
  siteUrl: string;
  links: NewsletterLinks;
}

function cardHtml(card: EventCard, lang: PublicLocale): string {
  const words = NEWSLETTER_MAIL_WORDS[lang];
  const when = formatDateTimeIn(card.start, lang);
  const image = card.image
    ? `<img src="${escapeHtml(card.image)}" alt="" width="560" style="display:block;width:100%;max-width:560px;height:auto;border-radius:8px 8px 0 0">`
    : "";
  return `<div style="margin:0 0 16px;border:1px solid #e6dce4;border-radius:8px">${image}<div style="padding:12px 16px">
<h3 style="margin:0 0 4px;font-size:18px">${escapeHtml(card.title)}</h3>
<p style="margin:0 0 8px;color:#5c4a5e">${escapeHtml(when)}${card.location ? ` · ${escapeHtml(card.location)}` : ""}</p>
<a href="${escapeHtml(card.url)}" style="color:#7a1f3d;font-weight:600">${escapeHtml(words.moreLabel)}</a>
</div></div>`;
}

/** The article itself (subject, body, events), shared by the mail and the web version. */
export function articleHtml(input: RenderInput): string {
  const words = NEWSLETTER_MAIL_WORDS[input.lang];
  const parts = [`<h1 style="font-size:26px;margin:0 0 12px">${escapeHtml(input.subject)}</h1>`];
  if (input.lead) parts.push(`<p>${escapeHtml(input.lead)}</p>`);
  if (input.body.trim()) parts.push(renderMarkdown(input.body, input.siteUrl));
  if (input.events.length > 0) {
    parts.push(`<h2 style="font-size:20px;margin:24px 0 12px">${escapeHtml(words.eventsHeading)}</h2>`);
    parts.push(...input.events.map((card) => cardHtml(card, input.lang)));
  }
  return parts.join("\n");
}

function footerLines(input: RenderInput): [string, string][] {
  const words = NEWSLETTER_MAIL_WORDS[input.lang];
  const links: [string, string][] = [];
  if (input.links.web) links.push([words.webVersionLabel, input.links.web]);
  if (input.links.manage) links.push([words.manageLabel, input.links.manage]);
  if (input.links.unsubscribe) links.push([words.unsubscribeLabel, input.links.unsubscribe]);
  return links;
}

/** The mail: an HTML part and a plain-text part saying the same. */
export function newsletterMail(input: RenderInput): { html: string; text: string } {
  const words = NEWSLETTER_MAIL_WORDS[input.lang];
  const links = footerLines(input);
  const address = `${CLUB_NAME}\n${CLUB_ADDRESS_LINES.join(", ")}\n${CLUB_EMAIL}`;
  const html = `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f7f2ee;font-family:sans-serif;color:#2b1d2c;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#fff">
<p style="margin:0 0 16px;font-weight:700;color:#7a1f3d">${escapeHtml(CLUB_NAME)}</p>
${articleHtml(input)}
<hr style="border:0;border-top:1px solid #e6dce4;margin:24px 0">
<p style="color:#5c4a5e;font-size:14px">${escapeHtml(words.footerWhy)}</p>
<p style="font-size:14px">${links.map(([label, href]) => `<a href="${escapeHtml(href)}" style="color:#7a1f3d">${escapeHtml(label)}</a>`).join(" · ")}</p>
<p style="color:#5c4a5e;font-size:14px">${escapeHtml(address).replace(/\n/g, "<br>")}</p>
</div></body></html>`;
  const events = input.events.map(
    (card) =>
      `* ${card.title}\n  ${formatDateTimeIn(card.start, input.lang)}${card.location ? `, ${card.location}` : ""}\n  ${card.url}`,
  );
  const text = [
    input.subject,
    input.lead ?? "",
    input.body.trim(),
    events.length > 0 ? `${words.eventsHeading}\n\n${events.join("\n\n")}` : "",
    `--\n${words.footerWhy}\n${links.map(([label, href]) => `${label}: ${href}`).join("\n")}`,
    address,
  ]
    .filter(Boolean)
    .join("\n\n");
  return { html, text: `${text}\n` };
}
