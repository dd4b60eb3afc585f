import type { PrismaClient } from "@jugendclub/db";
import type { MailService } from "./mail/service.js";
import type { MediaService } from "./media/index.js";
import type { Role } from "./roles.js";

export interface AuthUser {
  id: number;
  username: string;
  /** What the account may do (roles.ts); an API token acts with its creator's. */
  role: Role;
}

/** Settings the API needs from the host's configuration. */
export interface ApiSettings {
  /** Contact form submissions allowed per IP per 10 minutes. */
  contactRateLimit: number;
  /** Sign-ups allowed per IP per 10 minutes. */
  signupRateLimit: number;
  /** Failed logins allowed per IP, and per username, per 15 minutes. */
  loginRateLimit: number;
  /** Where the upload URLs handed out point (the host's upload route), ending in "/"; a ticket id follows. */
  uploadUrl: string;
}

/** What every procedure sees. The host builds it per request (apps/server/src/api/context.ts). */
export interface Context {
  prisma: PrismaClient;
  media: MediaService;
  /** The outbox and the mail server (no mail is sent without SMTP_URL). */
  mail: MailService;
  settings: ApiSettings;
  user: AuthUser | null;
  /** How the user was recognised: the session cookie, or an API token. */
  authMethod: "session" | "token" | null;
  /** The API token's name, when the request came by token. */
  tokenName?: string | null;
  ip: string;
  /** The raw session token from the cookie, when there is one. */
  sessionToken: string | null;
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
  /** The device cookie (services/device-trust.ts), when the browser sent one. */
  deviceToken: string | null;
  setDeviceCookie(value: string, expiresAt: Date): void;
  /** How many procedure calls the HTTP request carries: a tRPC batch carries several. */
  callsInRequest: number;
  setHeader(name: string, value: string): void;
}
