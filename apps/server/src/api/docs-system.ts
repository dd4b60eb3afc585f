// The OpenAPI entries of the system routes that are plain Fastify routes (routes/backup.ts and
// routes/system.ts): a streamed archive and the status page's figures.

import { errorResponse } from "./docs-errors.js";

const admin = [{ cookieAuth: [] }, { bearerAuth: [] }];
const bytes = { type: ["integer", "null"] };
const moment = { type: ["string", "null"], format: "date-time" };

export const systemPaths = {
  "/admin/backup": {
    get: {
      operationId: "system-backup",
      tags: ["system"],
      summary:
        "The whole site as a .tar.gz (tables as JSON lines, stored images, manifest.json with checksums), streamed; load it with pnpm restore",
      security: admin,
      responses: {
        "200": {
          description: "The backup archive",
          content: { "application/gzip": { schema: { type: "string", format: "binary" } } },
        },
        "401": errorResponse(401),
        "503": errorResponse(
          503,
          "The database or the file storage does not answer: no backup now (asked before the archive starts, so a download never breaks off as a 200)",
        ),
      },
    },
  },
  "/admin/status": {
    get: {
      operationId: "system-status",
      tags: ["system"],
      summary:
        "The system tab's figures: version, database, space, memory, backups, housekeeping, waiting messages, the cap on mails to senders",
      security: admin,
      responses: {
        "200": {
          description: "The installation's state, with warnings in German",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["version", "database", "files", "disk", "memory", "backups", "messages", "warnings"],
                properties: {
                  version: { type: "string" },
                  nodeVersion: { type: "string" },
                  uptimeSeconds: { type: "integer" },
                  database: {
                    type: "object",
                    properties: { kind: { type: "string", enum: ["pglite", "postgres"] }, bytes },
                  },
                  files: {
                    type: "object",
                    properties: {
                      count: { type: "integer" },
                      bytes: { type: "integer" },
                      storage: { type: "string", enum: ["local", "s3"] },
                    },
                  },
                  disk: {
                    type: ["object", "null"],
                    properties: { freeBytes: { type: "integer" }, totalBytes: { type: "integer" } },
                  },
                  memory: {
                    type: "object",
                    properties: { rssBytes: { type: "integer" }, heapUsedBytes: { type: "integer" } },
                  },
                  backups: {
                    type: "object",
                    properties: {
                      place: {
                        type: "string",
                        enum: ["local", "s3"],
                        description:
                          "Where the automatic backups go: DATA_DIR/backups, or the S3 bucket's backups/ folder",
                      },
                      intervalHours: { type: "number" },
                      keep: { type: "integer" },
                      count: { type: "integer" },
                      last: {
                        type: ["object", "null"],
                        properties: {
                          at: { type: "string", format: "date-time" },
                          bytes: { type: "integer" },
                          name: { type: "string" },
                        },
                      },
                      next: moment,
                      failure: {
                        type: ["object", "null"],
                        properties: { at: { type: "string" }, message: { type: "string" } },
                      },
                    },
                  },
                  housekeeping: {
                    type: ["object", "null"],
                    properties: { at: { type: "string", format: "date-time" }, ok: { type: "boolean" } },
                  },
                  messages: {
                    type: "object",
                    properties: {
                      waiting: { type: "integer" },
                      mailPending: { type: "integer" },
                      mailFailed: { type: "integer" },
                    },
                  },
                  publicMail: {
                    type: "object",
                    description:
                      "Mails to addresses that are not the committee's (confirmations): the hourly cap (PUBLIC_MAIL_HOURLY_LIMIT), and when it was last reached, with the mails skipped since",
                    properties: {
                      hourlyLimit: { type: "integer" },
                      capReached: {
                        type: ["object", "null"],
                        properties: {
                          since: { type: "string", format: "date-time" },
                          last: { type: "string", format: "date-time" },
                          skipped: { type: "integer" },
                          limit: { type: "integer" },
                        },
                      },
                    },
                  },
                  warnings: { type: "array", items: { type: "string" } },
                },
              },
            },
          },
        },
        "401": errorResponse(401),
      },
    },
  },
};
