import type { PrismaClient } from "@jugendclub/db";
import { openSecret, sealSecret } from "../services/secret-box.js";
import { SERVER_KEYS, serverKey } from "../services/secrets.js";

// The mail server an admin enters in the panel (used when SMTP_URL is unset): one Setting row,
// its password sealed with the server's key (services/secret-box.ts), never sent back.

export const MAIL_SERVER_KEY = "mail.server";
export const MAIL_SECURITY = ["none", "starttls", "tls"] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

export interface MailServerSettings {
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  from: string;
}

interface Stored extends MailServerSettings {
  /** The sealed password; "" when the server takes mail without a login. */
  password: string;
}

/** What nodemailer gets: the panel's server, its password opened. */
export interface MailTransportOptions {
  host: string;
  port: number;
  secure: boolean;
  requireTLS: boolean;
  ignoreTLS: boolean;
  auth?: { user: string; pass: string };
}

type Db = Pick<PrismaClient, "setting">;

async function readStored(prisma: Db): Promise<Stored | null> {
  const row = await prisma.setting.findUnique({ where: { key: MAIL_SERVER_KEY } });
  if (!row) return null;
  try {
    const value = JSON.parse(row.value) as Stored;
    return typeof value.host === "string" && value.host !== "" ? value : null;
  } catch {
    return null;
  }
}

/** The panel's mail server as the panel shows it: whether a password is kept, never the password. */
export async function readMailServer(
  prisma: PrismaClient,
): Promise<(MailServerSettings & { passwordSet: boolean; passwordReadable: boolean }) | null> {
  const stored = await readStored(prisma);
  if (!stored) return null;
  const { password, ...settings } = stored;
  const readable = password === "" || openSecret(await serverKey(prisma, SERVER_KEYS.mailPassword), password) !== null;
  return { ...settings, passwordSet: password !== "", passwordReadable: readable };
}

/**
 * Saves the panel's mail server. `password` undefined keeps the one kept, "" removes it (a server
 * without login), anything else is sealed and replaces it.
 */
export async function saveMailServer(
  prisma: PrismaClient,
  input: MailServerSettings & { password?: string | undefined },
): Promise<void> {
  const before = await readStored(prisma);
  const password =
    input.password === undefined
      ? (before?.password ?? "")
      : input.password === ""
        ? ""
        : sealSecret(await serverKey(prisma, SERVER_KEYS.mailPassword), input.password);
  const stored: Stored = {
    host: input.host,
    port: input.port,
    security: input.security,
    user: input.user,
    from: input.from,
    password,
  };
  const value = JSON.stringify(stored);
  await prisma.setting.upsert({
    where: { key: MAIL_SERVER_KEY },
    create: { key: MAIL_SERVER_KEY, value },
    update: { value },
  });
}

export async function deleteMailServer(prisma: Db): Promise<void> {
  await prisma.setting.deleteMany({ where: { key: MAIL_SERVER_KEY } });
}

/** The transport and sender of the panel's mail server, or null when none is entered. */
export async function mailServerTransport(
  prisma: PrismaClient,
): Promise<{ transport: MailTransportOptions; from: string } | null> {
  const stored = await readStored(prisma);
  if (!stored) return null;
  const pass = stored.password ? openSecret(await serverKey(prisma, SERVER_KEYS.mailPassword), stored.password) : "";
  return {
    from: stored.from,
    transport: {
      host: stored.host,
      port: stored.port,
      secure: stored.security === "tls",
      requireTLS: stored.security === "starttls",
      ignoreTLS: stored.security === "none",
      // A password the key cannot open (a restored backup) is sent as none: the server says so.
      ...(stored.user ? { auth: { user: stored.user, pass: pass ?? "" } } : {}),
    },
  };
}
