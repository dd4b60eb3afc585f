import { z } from "zod";
import { ROLES } from "../roles.js";
import { plainString } from "./common.js";

export const LoginInput = z.object({
  username: plainString().trim().min(1, "Bitte Benutzernamen eingeben").max(100),
  password: plainString().min(1, "Bitte Passwort eingeben").max(200),
});

/** The signed-in account; its role says what the panel shows (roles.ts). */
export const AdminUserOutput = z.object({ id: z.number().int(), username: z.string(), role: z.enum(ROLES) });

export const LoginOutput = z.object({ ok: z.literal(true), user: AdminUserOutput });
export const MeOutput = z.object({ user: AdminUserOutput.nullable() });

export const ChangePasswordInput = z.object({
  currentPassword: plainString().min(1, "Bitte aktuelles Passwort eingeben").max(200),
  newPassword: plainString().min(10, "Das neue Passwort braucht mindestens 10 Zeichen").max(200),
});
