import { useGermanZodMessages } from "@jugendclub/api";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";
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
  ])("names the variable and the problem for %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("speaks English to the operator, also where the API answers visitors in German", () => {
    useGermanZodMessages();
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL: Invalid option: expected one of "fatal"/);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});
