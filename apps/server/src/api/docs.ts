import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { appRouter } from "@jugendclub/api";
import type { FastifyInstance } from "fastify";
import { generateOpenApiDocument } from "trpc-to-openapi";
import type { Config } from "../config.js";
import { systemPaths } from "./docs-system.js";

const uploadedImage = {
  type: "object",
  required: ["path", "width", "height", "variants"],
  properties: {
    path: { type: "string", description: "Store this in imageUrl, logo, src, coverImage or photo" },
    width: { type: "integer" },
    height: { type: "integer" },
    variants: {
      type: "array",
      items: {
        type: "object",
        properties: { width: { type: "integer" }, height: { type: "integer" }, url: { type: "string" } },
      },
    },
  },
};
const errorBody = {
  content: {
    "application/json": {
      schema: { type: "object", properties: { code: { type: "string" }, message: { type: "string" } } },
    },
  },
};
const purpose = {
  name: "purpose",
  in: "query",
  required: false,
  description: "photo (10 MB, the default), or logo, member, cover, event (5 MB)",
  schema: { type: "string", enum: ["photo", "logo", "member", "cover", "event"] },
};

const uploadPaths = {
  "/uploads": {
    post: {
      tags: ["uploads"],
      summary: "One-step upload for scripts: multipart/form-data with the image in the field `file`",
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
      parameters: [purpose],
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" } } },
          },
        },
      },
      responses: {
        "200": { description: "The stored image", content: { "application/json": { schema: uploadedImage } } },
        "401": { description: "Not signed in", ...errorBody },
        "413": { description: "Over the size limit", ...errorBody },
        "415": { description: "Not a JPEG, PNG, WebP, GIF or AVIF image", ...errorBody },
      },
    },
  },
  "/photo-categories/{id}/zip": {
    post: {
      tags: ["photo categories"],
      summary:
        "Add the images of a ZIP archive to a category as photos (titles from the file names, ordered by their EXIF date); answers what was added and what was refused, and why",
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
      requestBody: {
        required: true,
        content: { "application/zip": { schema: { type: "string", format: "binary" } } },
      },
      responses: {
        "200": {
          description:
            "added: the new photos with their entry names; refused: entries not taken (not an image, over 10 MB, a path out of the archive, packed like a zip bomb, over the total limit), each with its reason",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["added", "refused"],
                properties: {
                  added: {
                    type: "array",
                    items: {
                      type: "object",
                      properties: {
                        name: { type: "string" },
                        photo: { type: "object", description: "The new photo, as GET /photos/{id} answers it" },
                      },
                    },
                  },
                  refused: {
                    type: "array",
                    items: {
                      type: "object",
                      properties: { name: { type: "string" }, reason: { type: "string" } },
                    },
                  },
                },
              },
            },
          },
        },
        "400": { description: "Not a readable ZIP archive, or an empty body", ...errorBody },
        "401": { description: "Not signed in", ...errorBody },
        "404": { description: "No such photo category", ...errorBody },
        "413": { description: "The archive is over its size limit", ...errorBody },
      },
    },
  },
  "/object-uploads/{id}": {
    put: {
      tags: ["uploads"],
      summary: "Send the image's bytes to the URL from GET /object-uploads/url (signed, single use, 15 minutes)",
      security: [],
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "string" } },
        { name: "expires", in: "query", required: true, schema: { type: "string" } },
        { name: "signature", in: "query", required: true, schema: { type: "string" } },
      ],
      requestBody: { required: true, content: { "image/*": { schema: { type: "string", format: "binary" } } } },
      responses: {
        "200": {
          description: "Received; pass rawPath to POST /object-uploads/complete",
          content: {
            "application/json": { schema: { type: "object", properties: { rawPath: { type: "string" } } } },
          },
        },
        "403": { description: "Expired, used or invalid URL", ...errorBody },
        "413": { description: "Over the size limit", ...errorBody },
        "415": { description: "Not an image", ...errorBody },
      },
    },
  },
};

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
    // The two upload routes that carry bytes rather than JSON, and the system routes (a streamed
    // backup, the status page), are plain Fastify routes.
    paths: { ...uploadPaths, ...systemPaths } as never,
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
