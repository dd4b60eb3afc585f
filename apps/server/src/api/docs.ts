import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { appRouter } from "@jugendclub/api";
import type { FastifyInstance } from "fastify";
import { generateOpenApiDocument } from "trpc-to-openapi";
import type { Config } from "../config.js";

export function buildOpenApiDocument(config: Config) {
  const document = generateOpenApiDocument(appRouter, {
    title: "Jugendclub API",
    description:
      "The REST API of the Jugendclub website: the same procedures the admin panel uses. Sign in with POST /api/auth/login (session cookie) or send an API token as `Authorization: Bearer <token>` (create one in the admin panel).",
    version: "1.0.0",
    openApiVersion: "3.1.0",
    baseUrl: `${config.publicUrl}/api`,
    securitySchemes: {
      cookieAuth: { type: "apiKey", in: "cookie", name: "jc_session" },
      bearerAuth: { type: "http", scheme: "bearer" },
    },
  });
  // Say "no security" explicitly on public operations, so readers and tools see them as public.
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, { security?: unknown[] }>)) {
      if (operation && typeof operation === "object" && !operation.security) operation.security = [];
    }
  }
  return document;
}

/** /api/openapi.json and the interactive docs at /api/docs, with every asset served from here. */
export async function registerDocs(app: FastifyInstance, config: Config): Promise<void> {
  const document = buildOpenApiDocument(config);
  app.get("/api/openapi.json", async () => document);
  await app.register(fastifySwagger, { mode: "static", specification: { document: document as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list", deepLinking: true },
    staticCSP: false,
  });
}
