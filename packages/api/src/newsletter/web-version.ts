import type { PrismaClient } from "@jugendclub/db";
import { z } from "zod";
import { NotFoundError } from "../errors.js";
import type { PublicLocale } from "../locales.js";
import type { MailService } from "../mail/service.js";
import { cardOf, eventsById, idsOf, languagesOf, versionFor } from "./content.js";
import { articleHtml } from "./render.js";
import { newsletterSelect } from "./send.js";

// A sent newsletter's web version (/newsletter/<id>), public: its article in the asked language
// (else the Luxembourgish, else the one it was written in), without anybody's links.

export const WebVersion = z.object({
  id: z.number().int(),
  lang: z.string(),
  /** The languages it has a version in. */
  languages: z.array(z.string()),
  subject: z.string(),
  /** The article as HTML (the Markdown rendered without raw HTML, the events as cards). */
  html: z.string(),
  sentAt: z.string().meta({ format: "date-time" }),
});

export async function webVersion(prisma: PrismaClient, mail: MailService, id: number, lang: PublicLocale) {
  const row = await prisma.newsletter.findUnique({
    where: { id },
    select: { ...newsletterSelect, startedAt: true },
  });
  // Drafts, planned ones and digests (each subscriber's own) have no web version.
  if (row?.kind !== "news" || !row.startedAt || (row.status !== "sending" && row.status !== "sent"))
    throw new NotFoundError("Diesen Newsletter gibt es nicht");
  const version = versionFor(row, lang);
  const events = await eventsById(prisma, idsOf(row.eventIds), mail.now());
  return {
    id: row.id,
    lang: version.lang,
    languages: languagesOf(row),
    subject: version.subject,
    html: articleHtml({
      lang: version.lang,
      subject: version.subject,
      body: version.body,
      events: events.map((event) => cardOf(event, version.lang, mail.siteUrl)),
      siteUrl: mail.siteUrl,
      links: { web: "", manage: "", unsubscribe: "" },
    }),
    sentAt: row.startedAt.toISOString(),
  };
}
