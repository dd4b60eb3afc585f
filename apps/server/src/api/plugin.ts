import { type AppRouter, appRouter } from "@jugendclub/api";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { fastifyTRPCOpenApiPlugin } from "trpc-to-openapi";
import type { Config } from "../config.js";
import type { Services } from "../services.js";
import { contextFactory } from "./context.js";
import { registerCsrfProtection } from "./csrf.js";
import { registerDocs } from "./docs.js";
import { registerResponseCache } from "./response-cache.js";
import { registerEmptyBodies } from "./rest-empty-body.js";
import { registerRestErrorFormat } from "./rest-errors.js";
import { SUCCESS_STATUS } from "./success-status.js";

/**
 * One router, mounted twice: at /trpc for the web app (typed end to end) and at /api as the
 * REST paths of the spec, generated from the same procedures with trpc-to-openapi.
 */
export async function registerApi(app: FastifyInstance, config: Config, services: Services): Promise<void> {
  const createContext = contextFactory(config, services);
  registerCsrfProtection(app, config, ["/api/", "/trpc/"]);
  await registerResponseCache(app, services);

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext,
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  await registerDocs(app, config);
  await app.register(async (rest) => {
    registerRestErrorFormat(rest);
    registerEmptyBodies(rest);
    // The adapter's handler sends through reply.send() but resolves to undefined; with an async
    // onSend on the way (compression), Fastify would then send a second, empty answer. Returning
    // the reply tells Fastify the answer is already on its way.
    rest.addHook("onRoute", (route) => {
      const handler = route.handler;
      route.handler = async function (this: FastifyInstance, request, reply) {
        await handler.call(this, request, reply);
        return reply;
      };
    });
    await rest.register(fastifyTRPCOpenApiPlugin, {
      basePath: "/api",
      router: appRouter,
      createContext: createContext as never,
      // A success other than 200 where the procedure declares one (a sign-up taken: 202).
      responseMeta: ({ paths, errors }: { paths?: readonly string[]; errors: readonly unknown[] }) => {
        const status = errors.length === 0 && paths?.length === 1 ? SUCCESS_STATUS.get(paths[0] as string) : undefined;
        return status ? { status } : {};
      },
      onError: ({ error, path }: { error: { code: string }; path?: string }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "REST procedure failed");
      },
    });
  });
}
