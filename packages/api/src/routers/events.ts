import type { PrismaClient } from "@jugendclub/db";
import { z } from "zod";
import { translatableFields } from "../content/registry.js";
import { localize } from "../content/translations.js";
import type { Context } from "../context.js";
import { Id, IdInput } from "../schemas/common.js";
import {
  EventCategoryInput,
  EventCategoryOutput,
  EventInput,
  EventOutput,
  EventPatchInput,
  EventsOverviewInput,
  EventsOverviewOutput,
  OccurrencePatchInput,
} from "../schemas/events.js";
import { type ContentLang, LangQuery } from "../schemas/translations.js";
import {
  categoryTranslations,
  createEventCategory,
  deleteEventCategory,
  listEventCategories,
  renameEventCategory,
} from "../services/event-categories.js";
import {
  events,
  eventsOverview,
  listEventOccurrences,
  listFeaturedEvents,
  updateOccurrence,
} from "../services/events.js";
import { settingsChanged } from "../signups/admin.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";
import { crudProcedures } from "./crud.js";
import { adminRoute, publicRoute } from "./openapi.js";

const EVENT_TEXTS = Object.keys(translatableFields("Event"));
const CATEGORY_TEXTS = Object.keys(translatableFields("EventCategory"));

/**
 * Events in a language: their texts (content/translations.ts) and their category's name, from the
 * category's translations; a name left in lb is named in `untranslated` as "category".
 */
async function eventsIn<E extends EventOutput>(prisma: PrismaClient, items: E[], lang: ContentLang): Promise<E[]> {
  const localized = items.map((event) => localize(event, lang, EVENT_TEXTS));
  if (!lang || lang === "lb" || lang === "all" || items.length === 0) return localized;
  const names = await categoryTranslations(prisma);
  return localized.map((event) => {
    const name = names.get(event.category)?.[lang]?.name;
    if (name) return { ...event, category: name };
    return { ...event, untranslated: [...(event.untranslated ?? []), "category"] };
  });
}

/**
 * Events as the routers write them: after a write that changed the sign-up settings (more places,
 * a new shift), the waiting lists move at once (signups/admin.ts), not only at the next sweep.
 */
const eventStore: typeof events = {
  ...events,
  async update(ctx, id, input, mode) {
    const updated = await events.update(ctx, id, input, mode);
    const mail = (ctx as Partial<Context>).mail;
    if (input.signup && mail) await settingsChanged({ prisma: ctx.prisma, mail }, id);
    return updated;
  },
};

export const eventsRouter = router({
  ...crudProcedures({
    path: "/events",
    tag: "events",
    summaries: {
      list: "All events, soonest first",
      byId: "One event",
      create: "Create an event",
      update: "Replace an event",
      patch: "Change some fields of an event",
      delete: "Delete an event",
    },
    input: EventInput,
    patch: EventPatchInput,
    output: EventOutput,
    listInput: LangQuery,
    store: eventStore,
    inLanguage: (ctx, items, lang) => eventsIn(ctx.prisma, items, lang),
    // A series as each of its occurrences (own date, the series' id, occurrenceOf, occurrence).
    list: (ctx) => listEventOccurrences(ctx.prisma),
  }),
  updateOccurrence: adminProcedure
    .meta(
      adminRoute(
        "PATCH",
        "/events/{id}/occurrences/{date}",
        "events",
        "Change one occurrence of a series only: it leaves the series (the date becomes an exception) and becomes an event of its own with the changes",
      ),
    )
    .input(OccurrencePatchInput)
    .output(EventOutput)
    .mutation(({ ctx, input }) => {
      const { id, date, ...patch } = input;
      return updateOccurrence(ctx, id, date, patch);
    }),
  overview: publicProcedure
    .meta(
      publicRoute(
        "GET",
        "/events-overview",
        "events",
        "The events page's first screen: the next upcoming and the latest past events (12 each unless upcoming or past asks for more, up to 500), their totals and the categories in use",
      ),
    )
    .input(EventsOverviewInput)
    .output(EventsOverviewOutput)
    .query(async ({ ctx, input }) => {
      const overview = await eventsOverview(ctx.prisma, new Date(), input ?? {});
      const lang = input?.lang;
      const inLanguage = async (part: typeof overview.upcoming) => ({
        ...part,
        items: await eventsIn(ctx.prisma, part.items, lang),
      });
      const names = lang && lang !== "lb" && lang !== "all" ? await categoryTranslations(ctx.prisma) : undefined;
      return {
        ...overview,
        categories: overview.categories.map((name) => names?.get(name)?.[lang as string]?.name || name),
        upcoming: await inLanguage(overview.upcoming),
        past: await inLanguage(overview.past),
      };
    }),
  featured: publicProcedure
    .meta(
      publicRoute(
        "GET",
        "/featured-events",
        "events",
        "The home page's highlights: featured events still to come, soonest first (at most 6)",
      ),
    )
    .input(LangQuery)
    .output(z.array(EventOutput))
    .query(async ({ ctx, input }) =>
      eventsIn(ctx.prisma, await listFeaturedEvents(ctx.prisma, new Date(), 6), input?.lang),
    ),
});

export const eventCategoriesRouter = router({
  list: publicProcedure
    .meta(publicRoute("GET", "/event-categories", "event categories", "Event categories with their event counts"))
    .input(LangQuery)
    .output(z.array(EventCategoryOutput))
    .query(async ({ ctx, input }) =>
      (await listEventCategories(ctx.prisma)).map((category) => localize(category, input?.lang, CATEGORY_TEXTS)),
    ),
  create: adminProcedure
    .meta(adminRoute("POST", "/event-categories", "event categories", "Add an event category"))
    .input(EventCategoryInput)
    .output(EventCategoryOutput)
    .mutation(({ ctx, input }) => createEventCategory(ctx.prisma, input.name, input.translations)),
  rename: adminProcedure
    .meta(adminRoute("PUT", "/event-categories/{id}", "event categories", "Rename an event category"))
    .input(EventCategoryInput.extend({ id: Id }))
    .output(EventCategoryOutput)
    .mutation(({ ctx, input }) => renameEventCategory(ctx.prisma, input.id, input.name, input.translations)),
  delete: adminProcedure
    .meta(
      adminRoute(
        "DELETE",
        "/event-categories/{id}",
        "event categories",
        "Delete a category; its events move to 'Aner'",
        { CONFLICT: "The default category cannot be deleted" },
      ),
    )
    .input(IdInput)
    .output(z.object({ ok: z.literal(true), movedEvents: z.number().int() }))
    .mutation(async ({ ctx, input }) => ({ ok: true as const, ...(await deleteEventCategory(ctx.prisma, input.id)) })),
});
