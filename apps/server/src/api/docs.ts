import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { appRouter, IMAGE_COLUMNS } from "@jugendclub/api";
import { UPLOAD_LIMITS, UPLOAD_PURPOSES, type UploadPurpose } from "@jugendclub/api/upload-rules";
import type { FastifyInstance } from "fastify";
import { generateOpenApiDocument } from "trpc-to-openapi";
import type { Config } from "../config.js";
import { APP_VERSION } from "../version.js";
import { declareErrors, errorResponse } from "./docs-errors.js";
import { signupPaths } from "./docs-signups.js";
import { systemPaths } from "./docs-system.js";

// The upload purposes, their limits and the image columns come from their one home
// (@jugendclub/api/upload-rules, the content registry), not from a copy written here.
const MB = 1024 * 1024;
const megabytes = (purpose: UploadPurpose) => `${UPLOAD_LIMITS[purpose] / MB} MB`;
/** photo first: the default. */
const PURPOSES: UploadPurpose[] = ["photo", ...UPLOAD_PURPOSES.filter((p) => p !== "photo")];
const IMAGE_FIELDS = [...new Set(IMAGE_COLUMNS.map((c) => c.column))];

const uploadedImage = {
  type: "object",
  required: ["path", "width", "height", "variants"],
  properties: {
    path: {
      type: "string",
      description: `Store this in ${IMAGE_FIELDS.slice(0, -1).join(", ")} or ${IMAGE_FIELDS.at(-1)}`,
    },
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
const purpose = {
  name: "purpose",
  in: "query",
  required: false,
  description: `The upload's purpose and its size limit: ${PURPOSES.map((p) => `${p} (${megabytes(p)})`).join(", ")}; photo when absent`,
  schema: { type: "string", enum: PURPOSES },
};

const uploadPaths = {
  "/uploads": {
    post: {
      operationId: "uploads-multipart",
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
        "400": errorResponse(400, "No file in the field `file`, or a form cut off or damaged"),
        "413": errorResponse(413, "Over the purpose's size limit"),
        "415": errorResponse(415, "Not a JPEG, PNG, WebP, GIF or AVIF image, or not a multipart/form-data body"),
      },
    },
  },
  "/photo-categories/{id}/zip": {
    post: {
      operationId: "photoCategories-zip",
      tags: ["photo categories"],
      summary:
        "Add the images of a ZIP archive to a category as photos (titles from the file names, ordered by their EXIF date), all at once; answers what was added, what the category held already (sending the same archive again adds nothing twice) and what was refused, and why",
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
      requestBody: {
        required: true,
        description: "The archive's bytes as the body, or as the one file of a form (the field `file`)",
        content: {
          "application/zip": { schema: { type: "string", format: "binary" } },
          "multipart/form-data": {
            schema: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" } } },
          },
        },
      },
      responses: {
        "200": {
          description: `added: the new photos with their entry names; existing: images the category held already, with the photo that holds each; refused: entries not taken (not an image, over ${megabytes("photo")}, a path out of the archive, packed like a zip bomb, over the total limit), each with its reason`,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["added", "existing", "refused"],
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
                  existing: {
                    type: "array",
                    items: {
                      type: "object",
                      properties: {
                        name: { type: "string" },
                        photo: { type: "object", description: "The photo that holds the image already" },
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
        "400": errorResponse(400, "Not a readable ZIP archive, an empty body, or a form without its file"),
        "404": errorResponse(404, "No such photo category"),
        "413": errorResponse(413, "The archive is over its size limit"),
        "415": errorResponse(
          415,
          "Neither application/zip (or application/x-zip-compressed, application/octet-stream) nor multipart/form-data",
        ),
      },
    },
  },
  "/object-uploads/{id}": {
    put: {
      operationId: "uploads-put",
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
        "403": errorResponse(403, "Expired, used or invalid URL"),
        "413": errorResponse(413, "Over the size limit"),
        "415": errorResponse(415, "Not an image"),
      },
    },
  },
};

interface Operation {
  security?: unknown[];
  requestBody?: unknown;
  tags?: string[];
}

const BODY_METHODS = new Set(["post", "put", "patch"]);

/**
 * The body of a write that takes no input (logout, retry, delete all): none, or an empty object
 * (rest-empty-body.ts), so a generated client can call it either way.
 */
const NO_INPUT = {
  required: false,
  description: "None: the operation takes no input. Send no body, or {}.",
  content: { "application/json": { schema: { type: "object", maxProperties: 0 } } },
};

export function buildOpenApiDocument(config: Config) {
  const document = generateOpenApiDocument(appRouter, {
    title: "Jugendclub API",
    description:
      "The REST API of the Jugendclub website: the same procedures the admin panel uses. Sign in with POST /api/auth/login (session cookie) or send an API token as `Authorization: Bearer <token>` (create one in the admin panel).",
    version: APP_VERSION,
    openApiVersion: "3.1.0",
    baseUrl: `${config.publicUrl}/api`,
    securitySchemes: {
      cookieAuth: { type: "apiKey", in: "cookie", name: "jc_session" },
      bearerAuth: { type: "http", scheme: "bearer" },
    },
    // The two upload routes that carry bytes rather than JSON, the sign-ups' CSV file, and the
    // system routes (a streamed backup, the status page), are plain Fastify routes.
    paths: { ...uploadPaths, ...signupPaths, ...systemPaths } as never,
  });
  const tags = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      for (const tag of operation.tags ?? []) tags.add(tag);
      // Say "no security" explicitly on public operations, so readers and tools see them as public.
      if (!operation.security) operation.security = [];
      if (BODY_METHODS.has(method) && !operation.requestBody) operation.requestBody = NO_INPUT;
    }
  }
  declareErrors(document as never);
  // Every tag named once at the top, in the order the operations first use them.
  return { ...document, tags: [...tags].map((name) => ({ name })) };
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
