import { z } from "zod";
import { type AuditNotes, fieldChanges } from "../audit/record.js";
import { localize } from "../content/translations.js";
import type { Context } from "../context.js";
import { ConflictError, NotFoundError } from "../errors.js";
import { listOutbox, retryMail } from "../mail/outbox.js";
import { readMailPreferences, readPrivacy, saveMailPreferences, savePrivacy } from "../mail/preferences.js";
import { deleteMailServer, readMailServer, saveMailServer } from "../mail/server-settings.js";
import type { MailService } from "../mail/service.js";
import { IdInput, Ok } from "../schemas/common.js";
import { OutboxMailOutput } from "../schemas/contact.js";
import {
  MailSettingsInput,
  MailSettingsOutput,
  OutboxListInput,
  PrivacyInput,
  PrivacyOutput,
  RetentionOutput,
  TestMailInput,
  TestMailOutput,
} from "../schemas/mail.js";
import { MailServerInput, MailServerOutput } from "../schemas/mail-server.js";
import { LangQuery } from "../schemas/translations.js";
import { retentionStatus } from "../services/retention.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";
import { adminRoute, publicRoute } from "./openapi.js";

const MAIL = "mail";

/** The panel's mail server, and whether the environment's wins. */
async function mailServer(ctx: Pick<Context, "prisma"> & { mail: MailService }) {
  const server = await readMailServer(ctx.prisma);
  const source = ctx.mail.envConfigured ? "env" : server ? "panel" : "none";
  return { source, editable: !ctx.mail.envConfigured, server } as const;
}

function refuseWhenEnvSet(mail: MailService): void {
  if (mail.envConfigured) {
    throw new ConflictError(
      "Der Mailserver ist in der Umgebungsvariable SMTP_URL eingetragen und gilt; hier kann er nicht geändert werden.",
    );
  }
}
const PRIVACY = "privacy";

async function mailSettings(ctx: Pick<Context, "prisma"> & { mail: MailService }) {
  const [status, preferences, pending, failed, last] = await Promise.all([
    ctx.mail.status(),
    readMailPreferences(ctx.prisma),
    ctx.prisma.outboxMail.count({ where: { state: "pending" } }),
    ctx.prisma.outboxMail.count({ where: { state: "failed" } }),
    ctx.prisma.outboxMail.findFirst({
      where: { state: "sent" },
      orderBy: { sentAt: "desc" },
      select: { sentAt: true },
    }),
  ]);
  const fallback = (own: string[]) => (own.length > 0 ? own : status.defaultRecipients);
  return {
    enabled: status.enabled,
    source: status.source,
    from: status.from,
    defaultRecipients: status.defaultRecipients,
    recipients: preferences.recipients,
    effectiveRecipients: {
      membership: fallback(preferences.recipients.membership),
      sponsor: fallback(preferences.recipients.sponsor),
    },
    confirmation: preferences.confirmation,
    outbox: { pending, failed },
    lastSentAt: last?.sentAt?.toISOString() ?? null,
  };
}

export const mailRouter = router({
  settings: adminProcedure
    .meta(adminRoute("GET", "/mail/settings", MAIL, "Whether mail is set up, who gets which message, and the outbox"))
    .input(z.void())
    .output(MailSettingsOutput)
    .query(({ ctx }) => mailSettings(ctx)),
  saveSettings: adminProcedure
    .meta(adminRoute("PUT", "/mail/settings", MAIL, "Set the recipients per message type and the confirmation"))
    .input(MailSettingsInput)
    .output(MailSettingsOutput)
    .mutation(async ({ ctx, input }) => {
      const unique = (list: string[]) => [...new Set(list.map((address) => address.toLowerCase()))];
      await saveMailPreferences(ctx.prisma, {
        recipients: { membership: unique(input.recipients.membership), sponsor: unique(input.recipients.sponsor) },
        confirmation: input.confirmation,
      });
      return mailSettings(ctx);
    }),
  sendTest: adminProcedure
    .meta(adminRoute("POST", "/mail/test", MAIL, "Send a test mail now and say whether the mail server took it"))
    .input(TestMailInput)
    .output(TestMailOutput)
    .mutation(({ ctx, input }) => ctx.mail.sendTest(input.to)),
  server: adminProcedure
    .meta(
      adminRoute(
        "GET",
        "/mail/server",
        MAIL,
        "The mail server entered in the panel (never its password) and whether SMTP_URL wins",
      ),
    )
    .input(z.void())
    .output(MailServerOutput)
    .query(({ ctx }) => mailServer(ctx)),
  saveServer: adminProcedure
    .meta(
      adminRoute(
        "PUT",
        "/mail/server",
        MAIL,
        "Enter the mail server (used when SMTP_URL is unset); the password is stored encrypted, leave it out to keep it",
        { CONFLICT: "SMTP_URL is set: the environment's mail server is used" },
      ),
    )
    .input(MailServerInput)
    .output(MailServerOutput)
    .mutation(async ({ ctx, input }) => {
      refuseWhenEnvSet(ctx.mail);
      await saveMailServer(ctx.prisma, input);
      const audit = (ctx as { audit?: AuditNotes }).audit;
      if (audit) audit.title = input.host;
      ctx.mail.nudge();
      return mailServer(ctx);
    }),
  deleteServer: adminProcedure
    .meta(
      adminRoute("DELETE", "/mail/server", MAIL, "Remove the panel's mail server (mails then wait)", {
        CONFLICT: "SMTP_URL is set: the environment's mail server is used",
      }),
    )
    .input(z.void())
    .output(MailServerOutput)
    .mutation(async ({ ctx }) => {
      refuseWhenEnvSet(ctx.mail);
      await deleteMailServer(ctx.prisma);
      return mailServer(ctx);
    }),
  outbox: adminProcedure
    .meta(adminRoute("GET", "/mail/outbox", MAIL, "The latest mails, newest first (by state: pending, sent, failed)"))
    .input(OutboxListInput)
    .output(z.array(OutboxMailOutput))
    .query(({ ctx, input }) => listOutbox(ctx.prisma, input?.state ? { state: input.state } : {})),
  retry: adminProcedure
    .meta(adminRoute("POST", "/mail/outbox/{id}/retry", MAIL, "Send a failed mail again"))
    .input(IdInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      if (!(await retryMail(ctx.prisma, input.id, new Date())))
        throw new NotFoundError("Keine fehlgeschlagene E-Mail mit dieser ID");
      ctx.mail.nudge();
      return { ok: true as const };
    }),
});

export const privacyRouter = router({
  get: publicProcedure
    .meta(publicRoute("GET", "/privacy", PRIVACY, "The privacy notice (Dateschutz) and how long messages are kept"))
    .input(LangQuery)
    .output(PrivacyOutput)
    .query(async ({ ctx, input }) => {
      const privacy = await readPrivacy(ctx.prisma);
      return localize({ ...privacy, updatedAt: privacy.updatedAt?.toISOString() ?? null }, input?.lang, ["text"]);
    }),
  save: adminProcedure
    .meta(adminRoute("PUT", "/privacy", PRIVACY, "Edit the privacy notice and the retention period"))
    .input(PrivacyInput)
    .output(PrivacyOutput)
    .mutation(async ({ ctx, input }) => {
      const before = await readPrivacy(ctx.prisma);
      await savePrivacy(ctx.prisma, input);
      const privacy = await readPrivacy(ctx.prisma);
      // The audit log names what changed (the text, the period, the translations).
      const audit = (ctx as { audit?: AuditNotes }).audit;
      if (audit) audit.changes = fieldChanges(before, privacy, Object.keys(input));
      return { ...privacy, updatedAt: privacy.updatedAt?.toISOString() ?? null };
    }),
  retention: adminProcedure
    .meta(
      adminRoute(
        "GET",
        "/privacy/retention",
        PRIVACY,
        "The retention period, its last and next run, and what it deletes next",
      ),
    )
    .input(z.void())
    .output(RetentionOutput)
    .query(({ ctx }) => retentionStatus(ctx.prisma)),
});
