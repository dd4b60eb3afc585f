// Structured data (schema.org as JSON-LD) for search engines, written into the head by the server
// render only (entry-server.tsx): an event's page carries the Event, the home page the club.
// schema-dts checks the shapes at compile time; it is types only and ships nothing.
import { placeLocality } from "@jugendclub/api/place";
import type { Event, NGO, Place, WithContext } from "schema-dts";
import type { EventDetail } from "../features/events/event-detail.js";
import { club } from "./club.js";
import { luxembourgIso } from "./format-date.js";

/** Without an end, an event lasts two hours (as in the calendar feeds). */
const DEFAULT_LENGTH_MS = 2 * 3_600_000;

const POSTAL = /^L-(\d{4})\s+(.+)$/;

/** The club's address as schema.org has it. */
function clubAddress() {
  const [building, street, town = ""] = club.addressLines;
  const postal = POSTAL.exec(town);
  return {
    "@type": "PostalAddress" as const,
    name: building,
    streetAddress: street,
    postalCode: postal ? `L-${postal[1]}` : undefined,
    addressLocality: postal ? postal[2] : town,
    addressCountry: "LU",
  };
}

function organizer(siteUrl: string) {
  return { "@type": "NGO" as const, name: club.name, url: `${siteUrl}/` };
}

/** An absolute address for a path on the site (images are stored as /media/...). */
const absolute = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);

/** `url` is the page's canonical address in its language (/fr/events/16-cafe-des-langues). */
export function eventJsonLd(
  event: EventDetail,
  url: string,
  siteUrl: string,
  previewImage: string,
): WithContext<Event> {
  const start = Date.parse(event.date);
  const end =
    event.endDate && Date.parse(event.endDate) > start
      ? event.endDate
      : new Date(start + DEFAULT_LENGTH_MS).toISOString();
  // Google wants an address for the place: the village the location names, else the club's.
  const location: Place = {
    "@type": "Place",
    name: event.location || club.addressLines[0],
    address: event.location
      ? {
          "@type": "PostalAddress",
          streetAddress: event.location,
          addressLocality: placeLocality(event.location),
          addressCountry: "LU",
        }
      : clubAddress(),
  };
  const images = [event.imageUrl ? absolute(siteUrl, event.imageUrl) : null, absolute(siteUrl, previewImage)];
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description || event.title,
    startDate: luxembourgIso(event.date),
    endDate: luxembourgIso(end),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location,
    image: images.filter((image): image is string => image !== null),
    organizer: organizer(siteUrl),
    url,
  };
}

export function clubJsonLd(siteUrl: string): WithContext<NGO> {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: club.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.png`,
    email: club.email,
    telephone: club.phone,
    foundingDate: String(club.founded),
    address: clubAddress(),
    sameAs: [club.instagram, club.facebook],
  };
}

/** JSON for a <script type="application/ld+json"> block: no `<` can end the element early. */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/ld+json">${json}</script>`;
}
