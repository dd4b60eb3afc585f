import { AppError, describeFields, fieldErrors, requireRole, SignupCsvInput, signupsCsv } from "@jugendclub/api";
import type { FastifyInstance } from "fastify";
import { contextFactory } from "../api/context.js";
import type { Config } from "../config.js";
import type { Services } from "../services.js";

export const SIGNUPS_CSV_PATH = "/api/events/:id/signups.csv";

/**
 * GET /api/events/{id}/signups.csv: an event's sign-ups as a spreadsheet (admins and Redaktion:
 * roles.ts "host.signupsCsv"). ?date= a series' date, ?shiftId= one helper shift; ?sensitive=true
 * adds the answers to sensitive questions, for an admin only (Redaktion never gets them).
 */
export function registerSignupsCsv(app: FastifyInstance, config: Config, services: Services): void {
  const createContext = contextFactory(config, services);
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(SIGNUPS_CSV_PATH, async (request, reply) => {
    const ctx = await createContext({ req: request, res: reply });
    const user = requireRole(ctx, "host.signupsCsv");
    const parsed = SignupCsvInput.safeParse({ ...request.query, id: request.params.id });
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      throw new AppError("BAD_REQUEST", describeFields(fields), fields);
    }
    const { id, date, shiftId, sensitive } = parsed.data;
    const csv = await signupsCsv(ctx.prisma, id, {
      date,
      shiftId,
      sensitive: sensitive === "true" && user.role === "admin",
    });
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${csv.filename}"`)
      .header("cache-control", "no-store")
      .send(csv.body);
  });
}
