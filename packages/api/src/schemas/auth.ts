import { z } from "zod";

export const LoginInput = z.object({
  username: z.string().trim().min(1, "Bitte Benutzernamen eingeben").max(100),
  password: z.string().min(1, "Bitte Passwort eingeben").max(200),
});

export const AdminUserOutput = z.object({ id: z.number().int(), username: z.string() });

export const LoginOutput = z.object({ ok: z.literal(true), user: AdminUserOutput });
export const MeOutput = z.object({ user: AdminUserOutput.nullable() });

export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1, "Bitte aktuelles Passwort eingeben").max(200),
  newPassword: z.string().min(10, "Das neue Passwort braucht mindestens 10 Zeichen").max(200),
});
