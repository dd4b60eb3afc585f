import { isAbsolute, join, resolve } from "node:path";
import { DEFAULT_PUBLIC_MAIL_HOURLY_LIMIT, type MailConfig, type S3Options } from "@jugendclub/api";
import { isEmailAddress } from "@jugendclub/api/email";
import { currentBuild } from "@jugendclub/web/builds";
import { z } from "zod";
import { en } from "zod/locales";
import { repoRoot } from "./paths.js";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy.js";
import { unknownSettings } from "./unknown-settings.js";

/** Which requests get a log line: see logging.ts, registerRequestLog. */
export type RequestLogging = "problems" | "all" | "none";

// The only module that reads process.env. Every setting is validated here at start; a bad value
// stops the server with a message naming the variable.

const boolean = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  PUBLIC_URL: z
    .url({ message: "must be a URL such as https://jugendclub.lu" })
    .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
    .optional(),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), "must be a postgres:// or postgresql:// URL")
    .optional(),
  ADMIN_USERNAME: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters").optional(),
  ADMIN_PASSWORD: z.string().min(10, "must be at least 10 characters long").max(200).optional(),
  SEED_DEMO: boolean.default(true),
  /** Tests only (NODE_ENV=test): a file holding the server's "now" as an ISO date-time. */
  TEST_CLOCK_FILE: z.string().min(1, "must not be empty").optional(),
  /** Tests only (NODE_ENV=test): the backup scheduler's first look after start, in ms (else a minute). */
  TEST_BACKUP_FIRST_CHECK_MS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_REQUESTS: z.enum(["problems", "all", "none"]).default("problems"),
  LOG_SLOW_MS: z.coerce.number({ message: "must be a number" }).int().min(1, "must be at least 1").default(1000),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "object" && "error" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  // 20, not 5: at a club stand a dozen people send the form from one network (the club's tablet)
  // within minutes. Mail to strangers has its own limits (one confirmation per address a day,
  // PUBLIC_MAIL_HOURLY_LIMIT), so this only bounds what one address leaves in the inbox.
  CONTACT_RATE_LIMIT: z.coerce.number({ message: "must be a number" }).int().min(1, "must be at least 1").default(20),
  SIGNUP_RATE_LIMIT: z.coerce.number({ message: "must be a number" }).int().min(1, "must be at least 1").default(60),
  LOGIN_RATE_LIMIT: z.coerce.number({ message: "must be a number" }).int().min(1, "must be at least 1").default(10),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name: 3 to 63 lowercase letters, digits, dots and dashes",
    )
    .optional(),
  S3_REGION: z.string().min(1, "must not be empty").default("us-east-1"),
  S3_ENDPOINT: z
    .url({ message: "must be a URL such as https://s3.example.com" })
    .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolean.default(false),
  SMTP_URL: z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
      } catch {
        return false;
      }
    }, "must be a URL such as smtp://user:password@mail.example.lu:587 (or smtps:// for TLS on connect)")
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(
      (value) => /^[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(value.trim()),
      "must be an address such as site@jugendclub.lu or Jugendclub <site@jugendclub.lu>",
    )
    .optional(),
  MAIL_TO: z
    .string()
    .refine(
      (value) => value.split(",").every((address) => isEmailAddress(address.trim())),
      "must be e-mail addresses separated by commas, such as secretary@jugendclub.lu,treasurer@jugendclub.lu",
    )
    .optional(),
  MAIL_RETRY_SECONDS: z.coerce.number({ message: "must be a number" }).int().min(1, "must be at least 1").default(60),
  MAIL_LEASE_SECONDS: z.coerce
    .number({ message: "must be a number" })
    .int()
    .min(5, "must be at least 5")
    .max(3600, "must be at most 3600")
    .default(300),
  PUBLIC_MAIL_HOURLY_LIMIT: z.coerce
    .number({ message: "must be a number of mails per hour, such as 30" })
    .int("must be a whole number of mails per hour, such as 30")
    .min(1, "must be at least 1 (turn confirmations off in the admin panel instead)")
    .max(10_000, "must be at most 10000")
    .default(DEFAULT_PUBLIC_MAIL_HOURLY_LIMIT),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ message: "must be a number" })
    .min(0, "must be 0 (no automatic backups) or more")
    .max(24 * 31, "must be at most 744 (a month)")
    .default(24),
  BACKUP_KEEP: z.coerce
    .number({ message: "must be a number" })
    .int()
    .min(1, "must be at least 1")
    .max(1000)
    .default(14),
});

export type Env = z.input<typeof schema>;

/** The backup scheduler's first look waits a minute after start, so start-up stays light. */
const FIRST_BACKUP_CHECK_MS = 60_000;

export interface Config {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { username: string | undefined; password: string | undefined };
  seedDemo: boolean;
  /** Tests only: the file that holds the server's "now" (clock.ts); undefined outside NODE_ENV=test. */
  testClockFile: string | undefined;
  logLevel: string;
  /** Which requests get a log line (logging.ts, registerRequestLog): problems, all or none. */
  logRequests: RequestLogging;
  /** A request taking this long (ms) or longer is logged as slow. */
  logSlowMs: number;
  /** Which proxies in front of the server tell the client's address (trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Contact form messages per IP per 10 minutes. */
  contactRateLimit: number;
  /** Sign-ups per address per 10 minutes (a family or a club tablet signs up several people). */
  signupRateLimit: number;
  /** Failed logins per IP and per username per 15 minutes. */
  loginRateLimit: number;
  /** Where uploaded images live: files under DATA_DIR, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** The mail server and sender (SMTP_URL, MAIL_FROM, MAIL_TO); null sends no mail. */
  mail: MailConfig | null;
  /** The first retry's delay of a mail that failed (it doubles each time, up to 4 hours). */
  mailRetrySeconds: number;
  /** How long mails a worker took are its own before another may take them (a killed worker's). */
  mailLeaseSeconds: number;
  /** Mails to addresses that are not the committee's (confirmations), all together, per hour. */
  publicMailHourlyLimit: number;
  /**
   * Automatic backups every intervalHours (0: none), keeping the last `keep`: into the S3 bucket
   * (under backups/) when the files live in one, else into `dir` (DATA_DIR/backups), which also
   * holds a backup while it is being written (`.partial`). The last failure is kept in the database.
   * The scheduler's first look comes firstCheckMs after start: a minute, shorter only in tests.
   */
  backup: { dir: string; intervalHours: number; keep: number; s3: S3Options | null; firstCheckMs: number };
  migrationsDir: string;
  webDistDir: string;
  /** The built app page, index.html of the current web build (apps/web/builds/<id>/dist). */
  webIndexFile: string;
  /** The web app's server build, which renders public pages to HTML. */
  webServerEntry: string;
}

export type StorageConfig =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {}

/** The bucket's settings without the storage kind: what the S3 client takes. */
export function s3Options(storage: Extract<StorageConfig, { kind: "s3" }>): S3Options {
  const { kind: _, ...options } = storage;
  return options;
}

/** Reads and validates the configuration. Throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Treat empty variables as unset, as shells and .env files often leave them empty.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  // The operator reads these in English; the API's German messages (zod-messages.ts) are for visitors.
  const parsed = schema.safeParse(present, { error: en().localeError });
  // A misspelt name (DATABSE_URL) stops the start too: the schema's keys are the names we read.
  const unknown = unknownSettings(present, Object.keys(schema.shape));
  if (!parsed.success || unknown.length > 0) {
    const issues = parsed.error?.issues ?? [];
    const lines = [...unknown, ...issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)];
    throw new ConfigError(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join("\n")}`);
  }
  const value = parsed.data;
  if ((value.ADMIN_USERNAME === undefined) !== (value.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      "Invalid configuration:\n  ADMIN_PASSWORD: set ADMIN_USERNAME and ADMIN_PASSWORD together, or neither",
    );
  }
  if ((value.S3_ACCESS_KEY_ID === undefined) !== (value.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither",
    );
  }
  const s3Only = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID"] as const;
  const stray = s3Only.find((name) => value[name] !== undefined);
  if (!value.S3_BUCKET && stray) {
    throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: must be set when ${stray} is set`);
  }
  if (value.MAIL_FROM && !value.SMTP_URL) {
    throw new ConfigError("Invalid configuration:\n  SMTP_URL: must be set when MAIL_FROM is set");
  }
  const mail = value.SMTP_URL ? mailConfig(value.SMTP_URL, value.MAIL_FROM, value.MAIL_TO) : null;
  const dataDir = isAbsolute(value.DATA_DIR) ? value.DATA_DIR : resolve(repoRoot, value.DATA_DIR);
  const storage: StorageConfig = value.S3_BUCKET
    ? {
        kind: "s3",
        bucket: value.S3_BUCKET,
        region: value.S3_REGION,
        endpoint: value.S3_ENDPOINT,
        accessKeyId: value.S3_ACCESS_KEY_ID,
        secretAccessKey: value.S3_SECRET_ACCESS_KEY,
        forcePathStyle: value.S3_FORCE_PATH_STYLE,
      }
    : { kind: "local", dir: join(dataDir, "files") };
  // Resolved once: a build made while the server runs is served after the next start (builds.ts).
  const web = currentBuild(join(repoRoot, "apps", "web"));
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, "");
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith("https://"),
    dataDir,
    databaseUrl: value.DATABASE_URL,
    admin: { username: value.ADMIN_USERNAME, password: value.ADMIN_PASSWORD },
    seedDemo: value.SEED_DEMO,
    /** Read only under NODE_ENV=test: scheduled publishing is tested by moving this clock. */
    testClockFile: value.NODE_ENV === "test" ? value.TEST_CLOCK_FILE : undefined,
    logLevel: value.LOG_LEVEL,
    logRequests: value.LOG_REQUESTS,
    logSlowMs: value.LOG_SLOW_MS,
    trustProxy: value.TRUST_PROXY,
    contactRateLimit: value.CONTACT_RATE_LIMIT,
    signupRateLimit: value.SIGNUP_RATE_LIMIT,
    loginRateLimit: value.LOGIN_RATE_LIMIT,
    storage,
    mail,
    mailRetrySeconds: value.MAIL_RETRY_SECONDS,
    mailLeaseSeconds: value.MAIL_LEASE_SECONDS,
    publicMailHourlyLimit: value.PUBLIC_MAIL_HOURLY_LIMIT,
    backup: {
      dir: join(dataDir, "backups"),
      intervalHours: value.BACKUP_INTERVAL_HOURS,
      keep: value.BACKUP_KEEP,
      s3: storage.kind === "s3" ? s3Options(storage) : null,
      firstCheckMs: (value.NODE_ENV === "test" ? value.TEST_BACKUP_FIRST_CHECK_MS : undefined) ?? FIRST_BACKUP_CHECK_MS,
    },
    migrationsDir: join(repoRoot, "prisma", "migrations"),
    webDistDir: web.distDir,
    webIndexFile: web.indexFile,
    webServerEntry: web.serverEntry,
  };
}

/** The sender defaults to the SMTP account when that is an address, as most providers require. */
function mailConfig(smtpUrl: string, from: string | undefined, to: string | undefined): MailConfig {
  const user = decodeURIComponent(new URL(smtpUrl).username);
  const sender = from?.trim() ?? (isEmailAddress(user) ? user : undefined);
  if (!sender) {
    throw new ConfigError(
      "Invalid configuration:\n  MAIL_FROM: must be set when SMTP_URL is set and its user name is no e-mail address",
    );
  }
  const defaultRecipients = (to ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  return { smtpUrl, from: sender, defaultRecipients };
}
