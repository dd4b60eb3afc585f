import { z } from "zod";
import type { AuditNotes } from "../audit/record.js";
import { deleteAllContent } from "../content/content.js";
import { DELETE_ALL_TABLES, type DeleteAllKey } from "../content/registry.js";
import { ForbiddenError } from "../errors.js";
import { ROLES } from "../roles.js";
import { IdInput, IsoDate, Ok, plainString } from "../schemas/common.js";
import { createApiToken, listApiTokens, revokeApiToken } from "../services/tokens.js";
import { createAdmin, deleteAdmin, listAdmins, setRole } from "../services/users.js";
import { adminProcedure, router } from "../trpc.js";
import { adminRoute, PASSWORD_QUEUE_FULL } from "./openapi.js";

const RoleInput = z.enum(ROLES, { message: "Bitte eine Rolle wählen: admin, editor oder photos" });
const AdminOutput = z.object({ id: z.number().int(), username: z.string(), role: z.enum(ROLES), createdAt: IsoDate });
const TokenOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: IsoDate,
  lastUsedAt: IsoDate.nullable(),
});

export const adminRouter = router({
  deleteAll: adminProcedure
    .meta(
      adminRoute(
        "POST",
        "/admin/delete-all",
        "admin",
        "Delete every event, sponsor, committee member, photo category and photo",
      ),
    )
    .input(z.void())
    .output(
      z.object({
        ok: z.literal(true),
        deleted: z.object(
          Object.fromEntries(DELETE_ALL_TABLES.map((t) => [t.deleteAllKey, z.number().int()])) as Record<
            DeleteAllKey,
            z.ZodNumber
          >,
        ),
      }),
    )
    .mutation(async ({ ctx }) => ({ ok: true as const, deleted: await deleteAllContent(ctx.prisma) })),
  admins: adminProcedure
    .meta(adminRoute("GET", "/admin/users", "admin", "The accounts and their roles"))
    .input(z.void())
    .output(z.array(AdminOutput))
    .query(({ ctx }) => listAdmins(ctx.prisma)),
  createAdmin: adminProcedure
    .meta(
      adminRoute(
        "POST",
        "/admin/users",
        "admin",
        "Add an account with its role (admin, editor or photos; admin when none is given)",
        PASSWORD_QUEUE_FULL,
      ),
    )
    .input(
      z.object({
        username: plainString()
          .trim()
          .min(1, "Bitte Benutzernamen eingeben")
          .max(100)
          .regex(/^[\w.@-]+$/, "Nur Buchstaben, Ziffern und . _ - @"),
        password: plainString().min(10, "Das Passwort braucht mindestens 10 Zeichen").max(200),
        role: RoleInput.optional(),
      }),
    )
    .output(AdminOutput)
    .mutation(({ ctx, input }) => createAdmin(ctx.prisma, input.username, input.password, input.role)),
  setRole: adminProcedure
    .meta(
      adminRoute("PATCH", "/admin/users/{id}", "admin", "Give an account another role (never the last admin's)", {
        CONFLICT: "The last account with role admin keeps it",
      }),
    )
    .input(IdInput.extend({ role: RoleInput }))
    .output(AdminOutput)
    .mutation(async ({ ctx, input }) => {
      const audit = (ctx as { audit?: AuditNotes }).audit;
      const before = await ctx.prisma.adminUser.findUnique({ where: { id: input.id }, select: { role: true } });
      const after = await setRole(ctx.prisma, input.id, input.role);
      if (audit) audit.changes = [{ field: "role", from: before?.role ?? null, to: after.role }];
      return after;
    }),
  deleteAdmin: adminProcedure
    .meta(
      adminRoute("DELETE", "/admin/users/{id}", "admin", "Remove an admin (never the last one)", {
        FORBIDDEN: "An API token cannot remove its own admin",
        CONFLICT: "The last admin cannot be removed",
      }),
    )
    .input(IdInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      if (input.id === ctx.user.id && ctx.authMethod === "token") {
        throw new ForbiddenError("Ein Token kann seinen eigenen Admin nicht entfernen");
      }
      await deleteAdmin(ctx.prisma, input.id);
      return { ok: true as const };
    }),
  tokens: adminProcedure
    .meta(adminRoute("GET", "/admin/tokens", "admin", "The signed-in admin's API tokens"))
    .input(z.void())
    .output(z.array(TokenOutput))
    .query(({ ctx }) => listApiTokens(ctx.prisma, ctx.user.id)),
  createToken: adminProcedure
    .meta(adminRoute("POST", "/admin/tokens", "admin", "Create an API token; the secret is shown once"))
    .input(z.object({ name: plainString().trim().min(1, "Bitte einen Namen eingeben").max(100) }))
    .output(TokenOutput.extend({ token: z.string() }))
    .mutation(({ ctx, input }) => createApiToken(ctx.prisma, ctx.user.id, input.name)),
  revokeToken: adminProcedure
    .meta(adminRoute("DELETE", "/admin/tokens/{id}", "admin", "Revoke an API token"))
    .input(IdInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      await revokeApiToken(ctx.prisma, ctx.user.id, input.id);
      return { ok: true as const };
    }),
});
