import type { PrismaClient } from "@jugendclub/db";
import { storedTranslations } from "../content/translations.js";
import type { Translations } from "../schemas/translations.js";
import { DEFAULT_PRIVACY_TEXT, DEFAULT_PRIVACY_TRANSLATIONS } from "./privacy-default.js";

// What admins set in the panel, kept in the Setting table (one row per key, JSON values).

type Db = Pick<PrismaClient, "setting">;

export interface MailPreferences {
  /** Per message type; an empty list means MAIL_TO. */
  recipients: { membership: string[]; sponsor: string[] };
  /** Whether the sender gets a short confirmation, fixed text only (on by default; public-mail.ts limits it). */
  confirmation: boolean;
}

export interface PrivacySettings {
  text: string;
  /** The text's translations, per language ({ "fr": { "text": "..." } }). */
  translations: Translations;
  retentionMonths: number;
  updatedAt: Date | null;
}

const KEYS = {
  recipients: "mail.recipients",
  confirmation: "mail.confirmation",
  privacyText: "privacy.text",
  privacyTranslations: "privacy.text.translations",
  retentionMonths: "privacy.retentionMonths",
  retentionLastRun: "privacy.retentionLastRun",
} as const;

export const DEFAULT_RETENTION_MONTHS = 12;

/** Spam is kept this long, so a real person caught by mistake can be found. */
export const SPAM_RETENTION_DAYS = 30;

export { DEFAULT_PRIVACY_TEXT } from "./privacy-default.js";

async function read(prisma: Db, key: string): Promise<{ value: unknown; updatedAt: Date } | null> {
  const row = await prisma.setting.findUnique({ where: { key } });
  if (!row) return null;
  try {
    return { value: JSON.parse(row.value), updatedAt: row.updatedAt };
  } catch {
    return null;
  }
}

async function write(prisma: Db, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await prisma.setting.upsert({ where: { key }, create: { key, value: json }, update: { value: json } });
}

const addresses = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

export async function readMailPreferences(prisma: Db): Promise<MailPreferences> {
  const [recipients, confirmation] = await Promise.all([
    read(prisma, KEYS.recipients),
    read(prisma, KEYS.confirmation),
  ]);
  const byType = (recipients?.value ?? {}) as Record<string, unknown>;
  return {
    recipients: { membership: addresses(byType.membership), sponsor: addresses(byType.sponsor) },
    confirmation: confirmation?.value !== false,
  };
}

export async function saveMailPreferences(prisma: Db, preferences: MailPreferences): Promise<void> {
  await write(prisma, KEYS.recipients, preferences.recipients);
  await write(prisma, KEYS.confirmation, preferences.confirmation);
}

export async function readPrivacy(prisma: Db): Promise<PrivacySettings> {
  const [text, months, translations] = await Promise.all([
    read(prisma, KEYS.privacyText),
    read(prisma, KEYS.retentionMonths),
    read(prisma, KEYS.privacyTranslations),
  ]);
  const retentionMonths =
    typeof months?.value === "number" && Number.isInteger(months.value) ? months.value : DEFAULT_RETENTION_MONTHS;
  const withMonths = (notice: string) => notice.replace("{months}", String(retentionMonths));
  // No text of their own yet: the default notice, in every language (unless admins translated).
  const ownText = typeof text?.value === "string";
  const defaults = Object.fromEntries(
    Object.entries(DEFAULT_PRIVACY_TRANSLATIONS).map(([lang, notice]) => [lang, { text: withMonths(notice) }]),
  );
  return {
    text: ownText ? (text?.value as string) : withMonths(DEFAULT_PRIVACY_TEXT),
    translations: ownText || translations ? storedTranslations(translations?.value) : defaults,
    retentionMonths,
    updatedAt: text?.updatedAt ?? null,
  };
}

export async function savePrivacy(
  prisma: Db,
  privacy: { text: string; retentionMonths: number; translations?: Translations },
): Promise<void> {
  await write(prisma, KEYS.privacyText, privacy.text);
  if (privacy.translations !== undefined) await write(prisma, KEYS.privacyTranslations, privacy.translations);
  await write(prisma, KEYS.retentionMonths, privacy.retentionMonths);
}

export async function readRetentionLastRun(prisma: Db): Promise<Date | null> {
  const row = await read(prisma, KEYS.retentionLastRun);
  return typeof row?.value === "string" ? new Date(row.value) : null;
}

export async function saveRetentionLastRun(prisma: Db, at: Date): Promise<void> {
  await write(prisma, KEYS.retentionLastRun, at.toISOString());
}
