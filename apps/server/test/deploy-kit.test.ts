import { readFileSync } from "node:fs";
import { join } from "node:path";
import { UPLOAD_LIMITS } from "@jugendclub/api/upload-rules";
import { repoRoot, SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from "@jugendclub/testing/server-process";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "../src/config.js";

const deploy = (file: string) => readFileSync(join(repoRoot, "deploy", file), "utf8");
const MB = 1024 * 1024;
/** An album's ZIP, as the operations review sizes it. */
const ALBUM_BYTES = 200 * MB;

/** KEY=value lines of an environment file, as systemd reads them. */
function environmentFile(text: string): Record<string, string> {
  const entries = text
    .split("\n")
    .map((line) => /^([A-Za-z_]\w*)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => [match[1] as string, (match[2] as string).replace(/^"(.*)"$/, "$1")]);
  return Object.fromEntries(entries);
}

/** `KEY=value KEY=value` of a unit's Environment= lines. */
function unitEnvironment(unit: string): Record<string, string> {
  const lines = [...unit.matchAll(/^Environment=(.*)$/gm)].map((m) => m[1] as string);
  return Object.fromEntries(
    lines.flatMap((line) => line.split(" ").map((pair) => pair.split("=") as [string, string])),
  );
}

// The unit, the image and the compose file start the server as `pnpm start` does, without pnpm in
// between: the flags and malloc settings of packages/testing/src/server-process.ts, which the
// tests and benchmarks measure. deploy/test-kit.sh starts each of them; these checks keep the
// copies in step with that one home.
describe("the deployment kit", () => {
  it("systemd unit: node directly with the server's flags and settings, its own user, a read-only system", () => {
    const unit = deploy("jugendclub.service");
    expect(unit).toMatch(
      new RegExp(`^ExecStart=(\\S+)/node/bin/node ${SERVER_NODE_FLAGS.join(" ")} \\1/apps/server/dist/main\\.js$`, "m"),
    );
    expect(unitEnvironment(unit)).toEqual({ NODE_ENV: "production", ...SERVER_MALLOC_ENV });
    for (const line of [
      "User=jugendclub",
      "EnvironmentFile=/etc/jugendclub/jugendclub.env",
      "ProtectSystem=strict",
      "ReadWritePaths=/var/lib/jugendclub",
      "NoNewPrivileges=true",
      "PrivateTmp=true",
      "Restart=on-failure",
    ]) {
      expect(unit).toMatch(new RegExp(`^${line}$`, "m"));
    }
  });

  it("container image: node directly with the same flags and settings, a user of its own, a health check", () => {
    const file = deploy("Containerfile");
    const runtime = file.slice(file.lastIndexOf("\nFROM "));
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(runtime)?.[1] ?? "[]");
    expect(cmd).toEqual([
      "/opt/jugendclub/node/bin/node",
      ...SERVER_NODE_FLAGS,
      "/opt/jugendclub/apps/server/dist/main.js",
    ]);
    const env = Object.fromEntries(
      [...runtime.matchAll(/^\s*(?:ENV )?([A-Z_]+)=(\S+?)(?: \\)?$/gm)].map((m) => [m[1], m[2]] as [string, string]),
    );
    expect(env).toMatchObject({ NODE_ENV: "production", DATA_DIR: "/var/lib/jugendclub", ...SERVER_MALLOC_ENV });
    expect(runtime).toMatch(/^USER jugendclub$/m);
    expect(runtime).toMatch(/^VOLUME \/var\/lib\/jugendclub$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD \[.*\/healthz/m);
  });

  it("compose file: the site's image on PostgreSQL, its data in volumes, reachable from this machine only", () => {
    const compose = parse(deploy("compose.yaml"));
    expect(compose.services.site.environment.DATABASE_URL).toMatch(
      /^postgres:\/\/jugendclub:\$\{POSTGRES_PASSWORD\}@db:5432\/jugendclub$/,
    );
    expect(compose.services.site.volumes).toEqual(["site-data:/var/lib/jugendclub"]);
    expect(compose.services.site.ports).toEqual([`127.0.0.1:$\{PORT:-3000}:3000`]);
    expect(compose.services.site.build).toEqual({ context: "..", dockerfile: "deploy/Containerfile" });
    expect(compose.services.db.volumes).toEqual(["db-data:/var/lib/postgresql/data"]);
  });

  it("environment file: settings the server accepts, data outside the releases, behind the proxy on loopback", () => {
    const env = environmentFile(deploy("jugendclub.env"));
    expect(env).toMatchObject({ DATA_DIR: "/var/lib/jugendclub", HOST: "127.0.0.1", TRUST_PROXY: "loopback" });
    // TRUST_PROXY=loopback needs the list form of TRUST_PROXY (issue 29's slice); the rest of the
    // file must load as it stands.
    const { TRUST_PROXY: _, ...rest } = env;
    expect(() => loadConfig(rest)).not.toThrow();
  });

  it("nginx: uploads of an album pass, client addresses cannot be forged, HSTS, no second compression", () => {
    const nginx = deploy("nginx.conf");
    const bodyLimit = Number(/client_max_body_size (\d+)m;/.exec(nginx)?.[1]) * MB;
    expect(bodyLimit).toBeGreaterThan(ALBUM_BYTES);
    expect(bodyLimit).toBeGreaterThan(UPLOAD_LIMITS.photo);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).not.toMatch(/proxy_add_x_forwarded_for/);
    expect(nginx).toMatch(/add_header Strict-Transport-Security "max-age=31536000" always;/);
    expect(nginx).toMatch(/^\s*gzip off;/m);
  });

  it("Caddy: the same upload limit and HSTS, and no encode directive", () => {
    const caddy = deploy("Caddyfile");
    expect(Number(/max_size (\d+)MB/.exec(caddy)?.[1]) * MB).toBeGreaterThan(ALBUM_BYTES);
    expect(caddy).toMatch(/header Strict-Transport-Security "max-age=31536000"/);
    expect(caddy).not.toMatch(/^\s*encode\b/m);
  });
});
