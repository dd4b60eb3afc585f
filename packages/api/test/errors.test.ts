import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { describe, expect, it } from "vitest";
import { AppError, codeForStatus, type ErrorCode, HTTP_STATUS } from "../src/errors.js";
import { createCallerFactory, publicProcedure, router } from "../src/trpc.js";

// One error contract: every code the services use has one HTTP status, and tRPC (which the web app
// and the REST layer go through) answers that same status for it.
const codes = Object.keys(HTTP_STATUS) as ErrorCode[];

describe("the error contract", () => {
  it.each(codes)("%s: a service's AppError leaves tRPC with its own status", async (code) => {
    const throwing = router({ fail: publicProcedure.query(() => Promise.reject(new AppError(code, "x"))) });
    const caller = createCallerFactory(throwing)({} as never);
    const error = await caller.fail().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe(code);
    expect(getHTTPStatusCodeFromError(error as TRPCError)).toBe(HTTP_STATUS[code]);
    expect(new AppError(code, "x").status).toBe(HTTP_STATUS[code]);
  });

  it("reads a status back to its code, and any other 4xx as a bad request", () => {
    for (const code of codes) expect(codeForStatus(HTTP_STATUS[code])).toBe(code);
    expect(codeForStatus(405)).toBe("BAD_REQUEST");
    expect(codeForStatus(502)).toBe("INTERNAL_SERVER_ERROR");
  });
});
