import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

describe("the OpenAPI document and the docs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("is valid OpenAPI 3.1, lists the spec's paths, and marks public and admin routes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe("3.1.0");
    await SwaggerParser.validate(structuredClone(document));
    for (const path of [
      "/events",
      "/events/{id}",
      "/featured-events",
      "/sponsors",
      "/sponsors/{id}",
      "/photo-categories",
      "/photo-categories/{id}",
      "/photos",
      "/photos/{id}",
      "/committee-members",
      "/committee-members/{id}",
      "/contact-submissions",
      "/contact-submissions/{id}",
      "/auth/login",
      "/object-uploads/url",
      "/object-uploads/complete",
      "/object-uploads/{id}",
      "/uploads",
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(document.paths["/events/{id}"]).sort()).toEqual(["delete", "get", "patch", "put"]);
    expect(document.paths["/events"].get.security).toEqual([]);
    expect(document.paths["/contact-submissions"].post.security).toEqual([]);
    expect(document.paths["/events"].post.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    expect(document.paths["/uploads"].post.requestBody.content).toHaveProperty(["multipart/form-data"]);
    expect(document.components.securitySchemes).toMatchObject({
      cookieAuth: { type: "apiKey", in: "cookie", name: "jc_session" },
      bearerAuth: { type: "http", scheme: "bearer" },
    });
  });

  it("serves the interactive docs with every asset from this server", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
    const assets = [...page.body.matchAll(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await t.app.inject({ method: "GET", url: `/api/docs/${asset}` });
      expect(res.statusCode, asset).toBe(200);
    }
  });
});
