import { z } from "zod";
import { translatableFields } from "../content/registry.js";
import { localize } from "../content/translations.js";
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
import { LangQuery } from "../schemas/translations.js";
import {
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
import { adminProcedure, publicProcedure, router } from "../trpc.js";
import { crudProcedures } from "./crud.js";
import { adminRoute, publicRoute } from "./openapi.js";

const EVENT_TEXTS = Object.keys(translatableFields("Event"));

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
    store: events,
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
      const inLanguage = (part: typeof overview.upcoming) => ({
        ...part,
        items: part.items.map((event) => localize(event, input?.lang, EVENT_TEXTS)),
      });
      return { ...overview, upcoming: inLanguage(overview.upcoming), past: inLanguage(overview.past) };
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
      (await listFeaturedEvents(ctx.prisma, new Date(), 6)).map((event) => localize(event, input?.lang, EVENT_TEXTS)),
    ),
});

export const eventCategoriesRouter = router({
  list: publicProcedure
    .meta(publicRoute("GET", "/event-categories", "event categories", "Event categories with their event counts"))
    .input(z.void())
    .output(z.array(EventCategoryOutput))
    .query(({ ctx }) => listEventCategories(ctx.prisma)),
  create: adminProcedure
    .meta(adminRoute("POST", "/event-categories", "event categories", "Add an event category"))
    .input(EventCategoryInput)
    .output(EventCategoryOutput)
    .mutation(({ ctx, input }) => createEventCategory(ctx.prisma, input.name)),
  rename: adminProcedure
    .meta(adminRoute("PUT", "/event-categories/{id}", "event categories", "Rename an event category"))
    .input(EventCategoryInput.extend({ id: Id }))
    .output(EventCategoryOutput)
    .mutation(({ ctx, input }) => renameEventCategory(ctx.prisma, input.id, input.name)),
  delete: adminProcedure
    .meta(
      adminRoute(
        "DELETE",
        "/event-categories/{id}",
        "event categories",
        "Delete a category; its events move to 'Aner'",
      ),
    )
    .input(IdInput)
    .output(z.object({ ok: z.literal(true), movedEvents: z.number().int() }))
    .mutation(async ({ ctx, input }) => ({ ok: true as const, ...(await deleteEventCategory(ctx.prisma, input.id)) })),
});
