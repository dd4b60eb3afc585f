import { z } from "zod";
import { isEmailAddress } from "../email.js";
import { MAIL_SECURITY } from "../mail/server-settings.js";
import { plainString } from "./common.js";

/** The mail server an admin enters in the panel; no password: keep the one kept, "": none. */
export const MailServerInput = z.object({
  host: plainString()
    .trim()
    .min(1, "Bitte den Mailserver eingeben, z. B. smtp.gmail.com")
    .max(253)
    .regex(/^[A-Za-z0-9.-]+$/, "Nur den Namen des Servers, z. B. smtp.gmail.com (ohne smtp:// und ohne Port)"),
  port: z.coerce
    .number({ message: "Bitte einen Port angeben, z. B. 587" })
    .int("Bitte einen Port angeben, z. B. 587")
    .min(1, "Der Port liegt zwischen 1 und 65535")
    .max(65_535, "Der Port liegt zwischen 1 und 65535"),
  security: z.enum(MAIL_SECURITY, { message: "Bitte die Verschlüsselung wählen: none, starttls oder tls" }),
  user: plainString().trim().max(254),
  password: plainString().max(500).optional(),
  from: plainString()
    .trim()
    .max(300)
    .refine(
      (value) => isEmailAddress(value.match(/<([^>]+)>\s*$/)?.[1] ?? value),
      "Bitte die Absenderadresse eingeben, z. B. jugendclub@gmail.com oder Jugendclub <jugendclub@gmail.com>",
    ),
});

export const MailServerOutput = z.object({
  /** env: SMTP_URL is set and wins (the panel's entry is not used and cannot be edited). */
  source: z.enum(["env", "panel", "none"]),
  editable: z.boolean(),
  /** The panel's entry (null when none), never its password: only whether one is kept. */
  server: z
    .object({
      host: z.string(),
      port: z.number().int(),
      security: z.enum(MAIL_SECURITY),
      user: z.string(),
      from: z.string(),
      passwordSet: z.boolean(),
      /** False after a backup was restored (the key is not in backups): enter the password again. */
      passwordReadable: z.boolean(),
    })
    .nullable(),
});
