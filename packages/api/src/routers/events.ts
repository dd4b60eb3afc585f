import { z } from "zod";
import { Id, IdInput, Ok } from "../schemas/common.js";
import {
  EventCategoryInput,
  EventCategoryOutput,
  EventInput,
  EventOutput,
  EventPatchInput,
  EventsOverviewInput,
  EventsOverviewOutput,
} from "../schemas/events.js";
import {
  createEventCategory,
  deleteEventCategory,
  listEventCategories,
  renameEventCategory,
} from "../services/event-categories.js";
import {
  createEvent,
  deleteEvent,
  eventsOverview,
  getEvent,
  listEvents,
  listFeaturedEvents,
  updateEvent,
} from "../services/events.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";
import { adminRoute, publicRoute } from "./openapi.js";

export const eventsRouter = router({
  list: publicProcedure
    .meta(publicRoute("GET", "/events", "events", "All events, soonest first"))
    .input(z.void())
    .output(z.array(EventOutput))
    .query(({ ctx }) => listEvents(ctx.prisma)),
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
    .query(({ ctx, input }) => eventsOverview(ctx.prisma, new Date(), input ?? {})),
  featured: publicProcedure
    .meta(
      publicRoute(
        "GET",
        "/featured-events",
        "events",
        "The home page's highlights: featured events still to come, soonest first (at most 6)",
      ),
    )
    .input(z.void())
    .output(z.array(EventOutput))
    .query(({ ctx }) => listFeaturedEvents(ctx.prisma, new Date(), 6)),
  byId: publicProcedure
    .meta(publicRoute("GET", "/events/{id}", "events", "One event"))
    .input(IdInput)
    .output(EventOutput)
    .query(({ ctx, input }) => getEvent(ctx.prisma, input.id)),
  create: adminProcedure
    .meta(adminRoute("POST", "/events", "events", "Create an event"))
    .input(EventInput)
    .output(EventOutput)
    .mutation(({ ctx, input }) => createEvent(ctx.prisma, input)),
  update: adminProcedure
    .meta(adminRoute("PUT", "/events/{id}", "events", "Replace an event"))
    .input(EventInput.extend({ id: Id }))
    .output(EventOutput)
    .mutation(({ ctx, input: { id, ...data } }) => updateEvent(ctx.prisma, id, data, "replace")),
  patch: adminProcedure
    .meta(adminRoute("PATCH", "/events/{id}", "events", "Change some fields of an event"))
    .input(EventPatchInput.extend({ id: Id }))
    .output(EventOutput)
    .mutation(({ ctx, input: { id, ...data } }) => updateEvent(ctx.prisma, id, data, "merge")),
  delete: adminProcedure
    .meta(adminRoute("DELETE", "/events/{id}", "events", "Delete an event"))
    .input(IdInput)
    .output(Ok)
    .mutation(async ({ ctx, input }) => {
      await deleteEvent(ctx.prisma, input.id);
      return { ok: true as const };
    }),
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
