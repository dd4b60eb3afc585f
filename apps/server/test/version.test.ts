import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

const repoRoot = join(import.meta.dirname, "..", "..", "..");
const packageVersion: string = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8"),
).version;

// One version, kept in apps/server/package.json: what /healthz, the system tab and the REST
// document say, and the newest release the changelog describes.
describe("the site's version", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("is a release number, not the 0.0.0 of an unversioned package", () => {
    expect(packageVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(packageVersion).not.toBe("0.0.0");
  });

  it("is the one /healthz, the OpenAPI document's info.version and the system tab name", async () => {
    const health = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(health.json().version).toBe(packageVersion);
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(document.info.version).toBe(packageVersion);
    const status = await rest(t.app, await loginCookie(t.app)).get("/api/admin/status");
    expect(status.json().version).toBe(packageVersion);
  });

  it("is the newest release in CHANGELOG.md, which has its date and upgrade notes", () => {
    const changelog = readFileSync(join(repoRoot, "CHANGELOG.md"), "utf8");
    const releases = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/gm)].map((m) => m[1]);
    expect(releases[0]).toBe(packageVersion);
    const newest = changelog.slice(changelog.indexOf(`## [${packageVersion}]`)).split(/^## \[/m)[1] ?? "";
    expect(newest).toMatch(/^### Upgrade notes$/m);
  });
});
