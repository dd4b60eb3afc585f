import {
  BadRequestError,
  CLUB_NAME,
  CONTROL_CHARACTERS,
  calendarDocument,
  calendarEvent,
  feedEvents,
  findEventCategory,
  isPlainText,
  NotFoundError,
  slugify,
} from "@jugendclub/api";
import { isId } from "@jugendclub/api/ids";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../config.js";
import type { Services } from "../services.js";

// The calendar feeds (iCalendar, RFC 5545), answered from the response cache with an ETag:
//   GET /events.ics                      every upcoming event and those of the past 90 days
//   GET /events.ics?category=<id|name>   the same for one category (unknown: 404)
//   GET /events/<id>.ics                 one event, whenever it is (also /events/<id>-<slug>.ics)

const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/** The id in `12` or `12-summerfest-am-duerf`; a clear 400 for anything else. */
function eventIdOf(param: string): number {
  const match = /^(\d{1,10})(?:-[a-z0-9-]*)?$/.exec(param);
  const id = match ? Number(match[1]) : Number.NaN;
  if (!isId(id)) throw new BadRequestError("Ungültige ID");
  return id;
}

function sendCalendar(reply: FastifyReply, body: string) {
  return reply.type(CALENDAR_TYPE).send(body);
}

export function registerCalendar(app: FastifyInstance, config: Config, services: Services): void {
  // What visitors may see: no drafts, nothing scheduled for later.
  const prisma = services.visitorPrisma;
  const options = { publicUrl: config.publicUrl };

  app.get<{ Querystring: { category?: string | string[] } }>("/events.ics", async (request, reply) => {
    const key = request.query.category;
    if (Array.isArray(key)) throw new BadRequestError("Bitte nur eine Kategorie angeben");
    // A NUL never reaches the database's text comparison (PostgreSQL refuses it: a 500).
    if (key !== undefined && !isPlainText(key)) throw new BadRequestError(`Kategorie: ${CONTROL_CHARACTERS}`);
    if (key === undefined) {
      return sendCalendar(
        reply,
        calendarDocument(await feedEvents(prisma, new Date()), { ...options, name: CLUB_NAME }),
      );
    }
    const category = await findEventCategory(prisma, key);
    if (!category) throw new NotFoundError(`Kategorie nicht gefunden: ${key.slice(0, 80)}`);
    const events = await feedEvents(prisma, new Date(), category.id);
    return sendCalendar(reply, calendarDocument(events, { ...options, name: `${CLUB_NAME} – ${category.name}` }));
  });

  app.get<{ Params: { id: string } }>("/events/:id.ics", async (request, reply) => {
    const event = await calendarEvent(prisma, eventIdOf(request.params.id));
    if (!event) throw new NotFoundError("Event nicht gefunden");
    const slug = slugify(event.title);
    reply.header("content-disposition", `inline; filename="${event.id}${slug ? `-${slug}` : ""}.ics"`);
    return sendCalendar(reply, calendarDocument([event], { ...options, name: `${CLUB_NAME}: ${event.title}` }));
  });
}
