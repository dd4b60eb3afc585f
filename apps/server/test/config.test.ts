import { useGermanZodMessages } from "@jugendclub/api";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";
import { databaseLocation } from "../src/data-location.js";
import { repoRoot } from "../src/paths.js";

describe("configuration", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toBe(`${repoRoot}/data`);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.secureCookies).toBe(false);
    expect(config.storage).toEqual({ kind: "local", dir: `${repoRoot}/data/files` });
    expect(config.publicMailHourlyLimit).toBe(30);
  });

  it("reads the mail server, and refuses a bad mail setting naming the variable", () => {
    expect(loadConfig({}).mail).toBeNull();
    expect(
      loadConfig({
        SMTP_URL: "smtps://club%40mail.lu:secret@smtp.mail.lu:465",
        MAIL_TO: "secretary@jugendclub.lu, treasurer@jugendclub.lu",
      }).mail,
    ).toEqual({
      smtpUrl: "smtps://club%40mail.lu:secret@smtp.mail.lu:465",
      // The SMTP account is an address: it is the sender unless MAIL_FROM says otherwise.
      from: "club@mail.lu",
      defaultRecipients: ["secretary@jugendclub.lu", "treasurer@jugendclub.lu"],
    });
    expect(
      loadConfig({ SMTP_URL: "smtp://u:p@mail.lu:587", MAIL_FROM: "Jugendclub <site@jugendclub.lu>" }).mail?.from,
    ).toBe("Jugendclub <site@jugendclub.lu>");
    const refused = (env: Record<string, string>, variable: string) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}: `));
    };
    refused({ SMTP_URL: "mail.lu:587" }, "SMTP_URL");
    refused({ SMTP_URL: "https://mail.lu" }, "SMTP_URL");
    refused({ SMTP_URL: "smtp://user:p@mail.lu:587" }, "MAIL_FROM");
    refused({ SMTP_URL: "smtp://u:p@mail.lu", MAIL_FROM: "not an address" }, "MAIL_FROM");
    refused({ SMTP_URL: "smtp://u:p@mail.lu", MAIL_FROM: "a@b.lu\r\nBcc: x@y.lu" }, "MAIL_FROM");
    refused({ SMTP_URL: "smtp://a%40b.lu:p@mail.lu", MAIL_TO: "secretary@jugendclub.lu;x" }, "MAIL_TO");
    refused({ MAIL_FROM: "a@b.lu" }, "SMTP_URL");
  });

  it("chooses S3-compatible storage when S3_BUCKET is set", () => {
    const config = loadConfig({
      S3_BUCKET: "club-media",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.storage).toEqual({
      kind: "s3",
      bucket: "club-media",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
  });

  it("shortens the backup scheduler's first look only under NODE_ENV=test", () => {
    expect(loadConfig({}).backup.firstCheckMs).toBe(60_000);
    expect(loadConfig({ NODE_ENV: "test", TEST_BACKUP_FIRST_CHECK_MS: "8000" }).backup.firstCheckMs).toBe(8000);
    expect(loadConfig({ NODE_ENV: "production", TEST_BACKUP_FIRST_CHECK_MS: "8000" }).backup.firstCheckMs).toBe(60_000);
    expect(loadConfig({ TEST_BACKUP_FIRST_CHECK_MS: "8000" }).backup.firstCheckMs).toBe(60_000);
    expect(() => loadConfig({ NODE_ENV: "test", TEST_BACKUP_FIRST_CHECK_MS: "soon" })).toThrow(
      "TEST_BACKUP_FIRST_CHECK_MS: must be a number",
    );
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      PUBLIC_URL: "https://jugendclub.example/",
      DATA_DIR: "/var/lib/jugendclub",
      DATABASE_URL: "postgres://club@db:5432/club",
      ADMIN_USERNAME: "laura",
      ADMIN_PASSWORD: "a-long-enough-password",
      SEED_DEMO: "false",
      PUBLIC_MAIL_HOURLY_LIMIT: "12",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      publicUrl: "https://jugendclub.example",
      secureCookies: true,
      dataDir: "/var/lib/jugendclub",
      databaseUrl: "postgres://club@db:5432/club",
      admin: { username: "laura", password: "a-long-enough-password" },
      seedDemo: false,
      publicMailHourlyLimit: 12,
    });
  });

  it.each([
    [{ PORT: "abc" }, "PORT: must be a number"],
    [{ PORT: "70000" }, "PORT: must be between 0 and 65535"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL: must be a postgres:// or postgresql:// URL"],
    [{ PUBLIC_URL: "jugendclub.lu" }, "PUBLIC_URL: must be a URL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO: must be true or false"],
    [{ ADMIN_USERNAME: "laura" }, "ADMIN_PASSWORD: set ADMIN_USERNAME and ADMIN_PASSWORD together"],
    [{ ADMIN_USERNAME: "laura", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD: must be at least 10 characters"],
    [{ S3_BUCKET: "Club Media" }, "S3_BUCKET: must be a bucket name"],
    [{ S3_BUCKET: "club", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT: must start with http:// or https://"],
    [
      { S3_BUCKET: "club", S3_ACCESS_KEY_ID: "key" },
      "S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
    ],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_BUCKET: must be set when S3_ENDPOINT is set"],
    [{ PUBLIC_MAIL_HOURLY_LIMIT: "lots" }, "PUBLIC_MAIL_HOURLY_LIMIT: must be a number of mails per hour"],
    [{ PUBLIC_MAIL_HOURLY_LIMIT: "2.5" }, "PUBLIC_MAIL_HOURLY_LIMIT: must be a whole number of mails per hour"],
    [{ PUBLIC_MAIL_HOURLY_LIMIT: "0" }, "PUBLIC_MAIL_HOURLY_LIMIT: must be at least 1"],
  ])("names the variable and the problem for %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("takes TRUST_PROXY as no proxy, a hop count, or the proxies' addresses, ranges and names", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const none of ["false", "0", "no"]) expect(loadConfig({ TRUST_PROXY: none }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toEqual({ proxies: ["loopback"] });
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,192.168.1.5 , fd00::/8" }).trustProxy).toEqual({
      proxies: ["loopback", "10.0.0.0/8", "192.168.1.5", "fd00::/8"],
    });
  });

  it.each([
    ["true", 'TRUST_PROXY: "true" would trust every hop, which lets a client choose its address: write the number'],
    ["yes", 'TRUST_PROXY: "yes" would trust every hop'],
    ["11", "TRUST_PROXY: must be at most 10 proxies"],
    ["10.0.0.300", 'TRUST_PROXY: "10.0.0.300" is no address, CIDR range or name of proxies'],
    ["loopback, 10.0.0.0/33", 'TRUST_PROXY: "10.0.0.0/33" is no address'],
    ["loopback, nginx", 'TRUST_PROXY: "nginx" is no address'],
  ])("refuses TRUST_PROXY=%s and says what to write instead", (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/loopback, linklocal, uniquelocal, 10\.0\.0\.0\/8/);
  });

  it("speaks English to the operator, also where the API answers visitors in German", () => {
    useGermanZodMessages();
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL: Invalid option: expected one of "fatal"/);
  });

  it.each([
    [{ DATABSE_URL: "postgres://club@db/club" }, "DATABSE_URL: did you mean DATABASE_URL?"],
    [{ SMTP_URLS: "smtp://u:p@mail.lu" }, "SMTP_URLS: did you mean SMTP_URL?"],
    [{ JC_PORT: "8080" }, "JC_PORT: did you mean PORT?"],
    [{ JUGENDCLUB_DATA_DIR: "/srv/club" }, "JUGENDCLUB_DATA_DIR: did you mean DATA_DIR?"],
    [{ database_url: "postgres://club@db/club" }, "database_url: did you mean DATABASE_URL?"],
    [{ PROT: "8080" }, "PROT: did you mean PORT?"],
    [{ LOGLEVEL: "debug" }, "LOGLEVEL: did you mean LOG_LEVEL?"],
    [{ SMTP_HOST: "mail.lu" }, "SMTP_HOST: did you mean SMTP_URL?"],
    [{ BACKUP_DIR: "/backups" }, "BACKUP_DIR: did you mean BACKUP_KEEP or BACKUP_INTERVAL_HOURS?"],
    [{ S3_BUCKET_NAME: "club" }, "S3_BUCKET_NAME: did you mean S3_BUCKET, S3_REGION or S3_ENDPOINT?"],
  ])("stops at a setting that looks like one of ours but is none: %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`Invalid configuration:\n  Unknown setting ${message}`);
  });

  it("lists every unknown setting together with every bad value", () => {
    expect(() => loadConfig({ DATABSE_URL: "postgres://x@y/z", SMTP_URLS: "smtp://a@b", PORT: "abc" })).toThrow(
      [
        "Invalid configuration:",
        "  Unknown setting DATABSE_URL: did you mean DATABASE_URL?",
        "  Unknown setting SMTP_URLS: did you mean SMTP_URL?",
        "  PORT: must be a number",
      ].join("\n"),
    );
  });

  it("leaves the environment's other variables alone, also those close to ours", () => {
    const system = [
      ...["PATH", "HOME", "PWD", "OLDPWD", "USER", "LOGNAME", "SHELL", "TERM", "LANG", "TZ", "HOSTNAME", "TMPDIR"],
      ...["SHLVL", "MAIL", "_", "CI", "DEBUG", "http_proxy", "HTTPS_PROXY", "NO_PROXY", "INIT_CWD", "NODE"],
      // Node's, npm's and pnpm's own
      ...["NODE_OPTIONS", "NODE_EXTRA_CA_CERTS", "NODE_PATH", "npm_config_user_agent", "npm_lifecycle_event"],
      ...["PNPM_SCRIPT_SRC_DIR", "MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_"],
      // the pg driver's (PGHOST and PGPORT are two letters from HOST and PORT) and the AWS SDK's
      ...["PGHOST", "PGPORT", "PGUSER", "PGPASSWORD", "PGDATABASE", "AWS_REGION", "AWS_ACCESS_KEY_ID", "AWS_PROFILE"],
      // platforms' (PORT0: Marathon), the tests' and the example import script's (JC_URL ...)
      ...["PORT0", "HOSTS", "KUBERNETES_PORT", "KUBERNETES_SERVICE_HOST", "INVOCATION_ID", "JOURNAL_STREAM"],
      ...["TEST_DATABASE_URL", "TEST_RESULTS_DIR", "CHROMIUM_PATH", "CHROMIUM_HEADLESS_SHELL_PATH"],
      ...["VITEST_POOL_ID", "REDIS_URL", "JC_RUN_SEEDED_SITE"],
      ...["JC_URL", "JC_TOKEN", "JC_USERNAME", "JC_PASSWORD", "JC_FORCE_TOOLCHAIN", "LC_ALL", "XDG_RUNTIME_DIR"],
    ];
    const env = Object.fromEntries(system.map((name) => [name, "1"]));
    expect(loadConfig(env).port).toBe(3000);
  });

  it("says where the data lives, naming a PostgreSQL server without its password", () => {
    expect(databaseLocation(loadConfig({ DATA_DIR: "/srv/club" }))).toBe("embedded, in /srv/club");
    const postgres = loadConfig({
      DATABASE_URL: "postgres://club:s3cr%40t@db.example:5433/jugendclub?sslmode=require",
    });
    expect(databaseLocation(postgres)).toBe("PostgreSQL, database jugendclub on db.example:5433 as club");
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});
