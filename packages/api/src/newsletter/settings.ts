import type { PrismaClient } from "@jugendclub/db";
import { z } from "zod";

// The newsletter's settings from the panel (one Setting row): how fast newsletters go out, and the
// event digest's rhythm. Read again wherever used: two instances see a change at once.

const KEY = "newsletter.settings";

export const DIGEST_RHYTHMS = ["off", "weekly", "monthly"] as const;

export const NewsletterSettings = z.object({
  /** Newsletter mails an hour, all newsletters together: slow enough for a small mail server. */
  hourlyRate: z
    .number({ message: "Bitte eine ganze Zahl angeben" })
    .int("Bitte eine ganze Zahl angeben")
    .min(1, "Mindestens 1 E-Mail pro Stunde")
    .max(100_000, "Höchstens 100 000 E-Mails pro Stunde"),
  /** The event digest: off, every Monday, or on the first of the month. */
  digest: z.enum(DIGEST_RHYTHMS, { message: "Bitte aus: off, weekly, monthly" }),
  /** true: a composed digest goes out by itself; false: it waits for an admin's "Senden". */
  digestAutoSend: z.boolean({ message: "Bitte ja oder nein" }),
});
export type NewsletterSettings = z.infer<typeof NewsletterSettings>;

export const DEFAULT_NEWSLETTER_SETTINGS: NewsletterSettings = {
  hourlyRate: 200,
  digest: "off",
  digestAutoSend: false,
};

export async function readNewsletterSettings(prisma: Pick<PrismaClient, "setting">): Promise<NewsletterSettings> {
  const row = await prisma.setting.findUnique({ where: { key: KEY } });
  if (!row) return DEFAULT_NEWSLETTER_SETTINGS;
  try {
    const parsed = NewsletterSettings.partial().safeParse(JSON.parse(row.value));
    return { ...DEFAULT_NEWSLETTER_SETTINGS, ...(parsed.success ? parsed.data : {}) };
  } catch {
    return DEFAULT_NEWSLETTER_SETTINGS;
  }
}

export async function writeNewsletterSettings(
  prisma: Pick<PrismaClient, "setting">,
  settings: NewsletterSettings,
): Promise<NewsletterSettings> {
  const value = JSON.stringify(settings);
  await prisma.setting.upsert({ where: { key: KEY }, create: { key: KEY, value }, update: { value } });
  return settings;
}
