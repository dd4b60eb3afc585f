import type { Prisma, PrismaClient } from "@jugendclub/db";
import { isPublicLocale, type PublicLocale } from "../locales.js";

// Who receives what: an admin's newsletter goes to those who chose club news ("news"); a digest's
// event goes to those who chose every event ("events") or its category ("category:<id>").

export interface Recipient {
  id: number;
  email: string;
  lang: PublicLocale;
  token: string;
  topics: string[];
}

export function wantsEvent(topics: readonly string[], categoryId: number): boolean {
  return topics.includes("events") || topics.includes(`category:${categoryId}`);
}

/** The active subscribers, oldest first; `news`: only those who chose club news. */
export async function activeSubscribers(
  db: Pick<PrismaClient, "newsletterSubscriber"> | Prisma.TransactionClient,
  only?: "news",
): Promise<Recipient[]> {
  const rows = await db.newsletterSubscriber.findMany({
    where: { status: "active", ...(only ? { topics: { array_contains: [only] } } : {}) },
    select: { id: true, email: true, lang: true, token: true, topics: true },
    orderBy: { id: "asc" },
  });
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    lang: isPublicLocale(row.lang) ? row.lang : "lb",
    token: row.token,
    topics: Array.isArray(row.topics) ? row.topics.filter((topic): topic is string => typeof topic === "string") : [],
  }));
}
