import { z } from "zod";
import { IsoDate, plainString } from "./common.js";

export const ContactType = z.enum(["membership", "sponsor"]);

const text = (max: number) => plainString().trim().max(max, `Höchstens ${max} Zeichen`);

/**
 * What the public forms send. The spec's shape (name, email, phone or null, message, type) and
 * the separate first name, last name and company are both accepted; everything is stored.
 * `website` is a honeypot: people never see it, bots fill it in.
 */
export const ContactSubmissionInput = z
  .object({
    type: ContactType,
    name: text(200).optional(),
    firstName: text(100).optional(),
    lastName: text(100).optional(),
    company: text(200).nullish(),
    email: plainString().trim().max(320).pipe(z.email("Bitte eine gültige E-Mail-Adresse eingeben")),
    phone: text(50).nullish(),
    message: text(5000).min(1, "Bitte eine Nachricht eingeben"),
    website: plainString().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    const hasName = Boolean(value.name) || Boolean(value.firstName);
    if (!hasName) ctx.addIssue({ code: "custom", path: ["name"], message: "Bitte Namen eingeben" });
    if (value.type === "sponsor") {
      // The sponsor form has separate fields; the spec's client joins them into `name`.
      if (!value.name && !value.lastName) {
        ctx.addIssue({ code: "custom", path: ["lastName"], message: "Bitte Nachnamen eingeben" });
      }
      if (!value.company && !value.name) {
        ctx.addIssue({ code: "custom", path: ["company"], message: "Bitte Firma eingeben" });
      }
    }
  });
export type ContactSubmissionInput = z.input<typeof ContactSubmissionInput>;

export const ContactSubmissionOutput = z.object({
  id: z.number().int(),
  type: ContactType,
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: IsoDate,
});
export type ContactSubmissionOutput = z.infer<typeof ContactSubmissionOutput>;
