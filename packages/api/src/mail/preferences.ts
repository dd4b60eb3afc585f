import type { PrismaClient } from "@jugendclub/db";
import { CLUB_ADDRESS_LINES, CLUB_NAME } from "../club.js";
import { storedTranslations } from "../content/translations.js";
import type { Translations } from "../schemas/translations.js";

// What admins set in the panel, kept in the Setting table (one row per key, JSON values).

type Db = Pick<PrismaClient, "setting">;

export interface MailPreferences {
  /** Per message type; an empty list means MAIL_TO. */
  recipients: { membership: string[]; sponsor: string[] };
  /** Whether the sender gets a confirmation with a copy (on by default). */
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

export const DEFAULT_PRIVACY_TEXT = `## Wien ass verantwortlech?
De ${CLUB_NAME} (${CLUB_ADDRESS_LINES.join(", ")}) ass verantwortlech fir d'Donnéeën, déi Dir eis iwwer dës Websäit schéckt.

## Wat späichere mir?
Wann Dir eis e Memberschaftsformulaire oder eng Sponsoring-Ufro schéckt, späichere mir Ären Numm, Är E-Mail-Adress, Är Telefonsnummer (wann Dir se uginn hutt), Äre Gebuertsdatum (fir Memberen), bei Jonken ënner 16 Joer den Numm an d'E-Mail-Adress vun engem Elterendeel, an Äre Message.

## Firwat?
Mir brauchen dës Donnéeën, fir Är Ufro ze beäntweren an, wann Dir Member gitt, fir eis Memberlëscht. Mir ginn se net weider a verkafen se net. De Comité kritt Äre Message per E-Mail.

## Wéi laang?
Messagen ginn no {months} Méint automatesch geläscht. Messagen, déi eise Spamfilter erwëscht, no 30 Deeg.

## Är Rechter
Dir kënnt zu all Moment froen, wat mir iwwer Iech gespäichert hunn, an et läsche loossen (Artikel 15 a 17 vun der DSGVO). Schreift eis dofir iwwer de Kontaktformulaire oder un de Comité. Dir kënnt Iech och bei der Nationaler Kommissioun fir den Dateschutz (CNPD) beschwéieren.

## Cookien
Dës Säit setzt keng Cookien fir Visiteuren a keng Tracker. Just déi Leit vum Comité, déi sech umellen, kréien en Umeldungs-Cookie.`;

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
  return {
    text:
      typeof text?.value === "string" ? text.value : DEFAULT_PRIVACY_TEXT.replace("{months}", String(retentionMonths)),
    translations: storedTranslations(translations?.value),
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
