import fastifyStatic from "@fastify/static";
import { MEDIA_PREFIX } from "@jugendclub/api";
import type { FastifyInstance } from "fastify";
import type { Services } from "../services.js";

/** GET /media/<key>: stored files. Names are content hashes, so they are cached for a year. */
export async function registerMedia(app: FastifyInstance, services: Services): Promise<void> {
  if (!services.mediaDir) return;
  await app.register(fastifyStatic, {
    root: services.mediaDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    serveDotFiles: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header("cache-control", "public, max-age=31536000, immutable");
      reply.header("x-content-type-options", "nosniff");
    },
  });
}
