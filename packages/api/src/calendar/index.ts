export { calendarEvent, FEED_PAST_DAYS, feedEvents, findEventCategory } from "./feed-events.js";
export {
  type CalendarEvent,
  type CalendarOptions,
  calendarDocument,
  calendarEnd,
  DEFAULT_DURATION_MS,
  eventUid,
} from "./ical-document.js";
export { escapeText, foldLine, LINE_OCTETS } from "./ical-text.js";
export { luxembourgOffsetMinutes, TZID } from "./luxembourg-time.js";
