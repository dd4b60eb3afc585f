import { z } from "zod";
import { ChangePasswordInput, LoginInput, LoginOutput, MeOutput } from "../schemas/auth.js";
import { Ok } from "../schemas/common.js";
import { changePassword, login, logout } from "../services/auth.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";
import { adminRoute, PASSWORD_QUEUE_FULL, publicRoute } from "./openapi.js";

export const authRouter = router({
  login: publicProcedure
    .meta({
      ...publicRoute("POST", "/auth/login", "auth", "Sign in; sets the session cookie", {
        UNAUTHORIZED: "Wrong username or password",
        TOO_MANY_REQUESTS:
          "Too many failed sign-ins from this address or for this user, or too many password checks at once; wait the seconds in Retry-After",
      }),
      batch: false,
    })
    .input(LoginInput)
    .output(LoginOutput)
    .mutation(({ ctx, input }) => login(ctx, input.username, input.password)),
  logout: publicProcedure
    .meta(publicRoute("POST", "/auth/logout", "auth", "Sign out; ends the session"))
    .input(z.void())
    .output(Ok)
    .mutation(({ ctx }) => logout(ctx)),
  me: publicProcedure
    .meta(publicRoute("GET", "/auth/me", "auth", "Who is signed in (user null when nobody)"))
    .input(z.void())
    .output(MeOutput)
    .query(({ ctx }) => ({ user: ctx.user })),
  changePassword: adminProcedure
    .meta({
      ...adminRoute("POST", "/auth/password", "auth", "Change the signed-in admin's password", PASSWORD_QUEUE_FULL),
      batch: false,
    })
    .input(ChangePasswordInput)
    .output(Ok)
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.user.id, input.currentPassword, input.newPassword)),
});
