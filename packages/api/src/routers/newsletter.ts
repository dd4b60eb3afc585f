import { z } from "zod";
import { auditNotes } from "../audit/record.js";
import {
  createNewsletter,
  deleteNewsletter,
  deleteSubscriber,
  importSubscribers,
  listNewsletters,
  listSubscribers,
  newsletterRow,
  previewNewsletter,
  toNewsletterOutput,
  updateNewsletter,
} from "../newsletter/admin.js";
import {
  ImportAnswer,
  ImportInput,
  ManageInput,
  NewsletterInput,
  NewsletterLang,
  NewsletterOutput,
  NewsletterPatch,
  NewsletterTokenInput,
  SendInput,
  SubscribeAnswer,
  SubscribeInput,
  SubscriberRow,
  SubscriberStatus,
  SubscriptionState,
  TestInput,
} from "../newsletter/schemas.js";
import { scheduleSending, sendTestNewsletter } from "../newsletter/send.js";
import { NewsletterSettings, readNewsletterSettings, writeNewsletterSettings } from "../newsletter/settings.js";
import {
  confirmSubscription,
  readSubscription,
  subscribe,
  unsubscribe,
  updateSubscription,
} from "../newsletter/subscribe.js";
import { WebVersion, webVersion } from "../newsletter/web-version.js";
import { NEWSLETTER_MAIL_WORDS } from "../newsletter/words.js";
import { IdInput, Ok } from "../schemas/common.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";
import { adminRoute, publicRoute } from "./openapi.js";

const TAG = "newsletter";
const LINK_ERRORS = { NOT_FOUND: "The link's token is unknown, altered or older than 7 days" } as const;
const NOT_YET = { CONFLICT: "The newsletter is being sent or was sent: it cannot change" } as const;

const Confirmed = SubscriptionState.extend({
  /** The subscriber's own token: it manages the subscription (GET/POST /newsletter/subscription). */
  token: z.string(),
});

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({
      ...publicRoute(
        "POST",
        "/newsletter/subscribe",
        TAG,
        "Ask for the newsletter (202: a mail asks to confirm; nothing is stored until then)",
        {
          TOO_MANY_REQUESTS:
            "Too many requests from this network, a confirmation mail already went to this address today, or the hourly cap",
          SERVICE_UNAVAILABLE: "No mail server is set: the address could not be confirmed",
        },
      ),
      successStatus: 202,
    })
    .input(SubscribeInput)
    .output(SubscribeAnswer)
    .mutation(({ ctx, input }) =>
      subscribe({ prisma: ctx.prisma, mail: ctx.mail }, input, {
        ip: ctx.ip,
        limitPerWindow: ctx.settings.signupRateLimit,
      }),
    ),
  confirm: publicProcedure
    .meta(
      publicRoute(
        "POST",
        "/newsletter/confirm",
        TAG,
        "Confirm the newsletter (the token from the confirmation mail's link): the subscriber is stored with the consent",
        LINK_ERRORS,
      ),
    )
    .input(NewsletterTokenInput)
    .output(Confirmed)
    .mutation(({ ctx, input }) =>
      confirmSubscription(
        { prisma: ctx.prisma, mail: ctx.mail },
        input.token,
        (lang) => NEWSLETTER_MAIL_WORDS[lang].consent,
      ),
    ),
  unsubscribe: publicProcedure
    .meta(
      publicRoute(
        "POST",
        "/newsletter/unsubscribe",
        TAG,
        "Leave the newsletter at once (the token from a newsletter's link); its mails still waiting are dropped",
        LINK_ERRORS,
      ),
    )
    .input(NewsletterTokenInput)
    .output(SubscriptionState)
    .mutation(({ ctx, input }) => unsubscribe({ prisma: ctx.prisma, mail: ctx.mail }, input.token)),
  subscription: publicProcedure
    .meta(
      publicRoute("GET", "/newsletter/subscription", TAG, "A subscription's address, language and topics", LINK_ERRORS),
    )
    .input(NewsletterTokenInput)
    .output(SubscriptionState)
    .query(({ ctx, input }) => readSubscription(ctx.prisma, input.token)),
  updateSubscription: publicProcedure
    .meta(
      publicRoute(
        "POST",
        "/newsletter/subscription",
        TAG,
        "Change a subscription's language and topics (and receive it again after leaving)",
        LINK_ERRORS,
      ),
    )
    .input(ManageInput)
    .output(SubscriptionState)
    .mutation(({ ctx, input }) => updateSubscription(ctx.prisma, input)),
  webVersion: publicProcedure
    .meta(
      publicRoute(
        "GET",
        "/newsletters/{id}/web",
        TAG,
        "A sent newsletter as visitors read it on the site (?lang=: its version in that language)",
      ),
    )
    .input(IdInput.extend({ lang: NewsletterLang.optional() }))
    .output(WebVersion)
    .query(({ ctx, input }) => webVersion(ctx.prisma, ctx.mail, input.id, input.lang ?? "lb")),
  subscribers: adminProcedure
    .meta(adminRoute("GET", "/newsletter/subscribers", TAG, "The subscribers with their status and consent"))
    .input(z.object({ status: SubscriberStatus.optional() }).optional())
    .output(z.array(SubscriberRow))
    .query(({ ctx, input }) => listSubscribers(ctx.prisma, input?.status)),
  deleteSubscriber: adminProcedure
    .meta(adminRoute("DELETE", "/newsletter/subscribers/{id}", TAG, "Remove a subscriber and their waiting mails"))
    .input(IdInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      auditNotes(ctx).title = `Newsletter-Abonnent ${input.id}`;
      await deleteSubscriber(ctx.prisma, input.id);
      return { ok: true as const };
    }),
  import: adminProcedure
    .meta(
      adminRoute(
        "POST",
        "/newsletter/subscribers/import",
        TAG,
        "Invite a list whose consent the admin confirms: each address gets the confirmation mail and is stored once confirmed",
        { SERVICE_UNAVAILABLE: "No mail server is set: nobody could confirm" },
      ),
    )
    .input(ImportInput)
    .output(ImportAnswer)
    .mutation(({ ctx, input }) => {
      auditNotes(ctx).title = "Newsletter: Liste eingeladen";
      return importSubscribers({ prisma: ctx.prisma, mail: ctx.mail }, input);
    }),
  settings: adminProcedure
    .meta(adminRoute("GET", "/newsletter/settings", TAG, "The sending rate and the event digest's rhythm"))
    .input(z.void())
    .output(NewsletterSettings)
    .query(({ ctx }) => readNewsletterSettings(ctx.prisma)),
  updateSettings: adminProcedure
    .meta(adminRoute("PUT", "/newsletter/settings", TAG, "Set the sending rate and the event digest's rhythm"))
    .input(NewsletterSettings)
    .output(NewsletterSettings)
    .mutation(({ ctx, input }) => {
      auditNotes(ctx).title = "Newsletter-Einstellungen";
      return writeNewsletterSettings(ctx.prisma, input);
    }),
  list: adminProcedure
    .meta(adminRoute("GET", "/newsletters", TAG, "Every newsletter and digest, newest first, with its progress"))
    .input(z.void())
    .output(z.array(NewsletterOutput))
    .query(({ ctx }) => listNewsletters(ctx.prisma)),
  byId: adminProcedure
    .meta(
      adminRoute(
        "GET",
        "/newsletters/{id}",
        TAG,
        "A newsletter: its status, and how many mails are sent, failed, pending",
      ),
    )
    .input(IdInput)
    .output(NewsletterOutput)
    .query(({ ctx, input }) => toNewsletterOutput(ctx.prisma, input.id)),
  create: adminProcedure
    .meta(adminRoute("POST", "/newsletters", TAG, "Write a newsletter (a draft until sent)"))
    .input(NewsletterInput)
    .output(NewsletterOutput)
    .mutation(({ ctx, input }) => {
      auditNotes(ctx).title = `Newsletter: ${input.subject}`;
      return createNewsletter(ctx.prisma, input);
    }),
  update: adminProcedure
    .meta(adminRoute("PATCH", "/newsletters/{id}", TAG, "Change a newsletter not yet sent", NOT_YET))
    .input(NewsletterPatch)
    .output(NewsletterOutput)
    .mutation(({ ctx, input }) => {
      const { id, ...patch } = input;
      auditNotes(ctx).title = `Newsletter ${id}`;
      return updateNewsletter(ctx.prisma, id, patch);
    }),
  delete: adminProcedure
    .meta(
      adminRoute(
        "DELETE",
        "/newsletters/{id}",
        TAG,
        "Delete a newsletter; one being sent stops (its waiting mails go)",
      ),
    )
    .input(IdInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      auditNotes(ctx).title = `Newsletter ${input.id}`;
      await deleteNewsletter(ctx.prisma, input.id);
      return { ok: true as const };
    }),
  preview: adminProcedure
    .meta(adminRoute("GET", "/newsletters/{id}/preview", TAG, "The mail as a subscriber in ?lang= gets it"))
    .input(IdInput.extend({ lang: NewsletterLang.optional() }))
    .output(z.object({ subject: z.string(), html: z.string(), text: z.string() }))
    .query(({ ctx, input }) => previewNewsletter({ prisma: ctx.prisma, mail: ctx.mail }, input.id, input.lang ?? "lb")),
  test: adminProcedure
    .meta(
      adminRoute(
        "POST",
        "/newsletters/{id}/test",
        TAG,
        "Send each language version once to an address, marked as a test",
        {
          SERVICE_UNAVAILABLE: "No mail server is set",
        },
      ),
    )
    .input(TestInput)
    .output(z.object({ queued: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      const row = await newsletterRow(ctx.prisma, input.id);
      return { queued: await sendTestNewsletter({ prisma: ctx.prisma, mail: ctx.mail }, row, input.to) };
    }),
  send: adminProcedure
    .meta(
      adminRoute(
        "POST",
        "/newsletters/{id}/send",
        TAG,
        "Send now to everyone who chose club news, or at `at`",
        NOT_YET,
      ),
    )
    .input(SendInput)
    .output(NewsletterOutput)
    .mutation(async ({ ctx, input }) => {
      auditNotes(ctx).title = `Newsletter ${input.id} verschicken`;
      await scheduleSending({ prisma: ctx.prisma, mail: ctx.mail }, input.id, input.at ? new Date(input.at) : null);
      return toNewsletterOutput(ctx.prisma, input.id);
    }),
});
