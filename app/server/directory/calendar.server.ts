/**
 * iCalendar files of public LAN parties (issue 14 item 5, ADR 058), built with
 * `ical-generator`: one party ('Add to calendar') and the feed of upcoming verified parties.
 * Times are written in UTC (`...Z`), which every calendar converts to its user's zone; the
 * party's own zone is named in `X-WR-TIMEZONE` of a single party's file. Every text value goes
 * through `ical-text.server.ts` (issue 23 item 2, ADR 069): stored text cannot end its line and
 * start a forged one, whether ical-generator escapes that property or not.
 */
import ical, { type ICalCalendar } from "ical-generator";
import type { PublicEvent } from "./events.server";
import { icalEscapedText, icalText } from "./ical-text.server";

const PROD_ID = { company: "LAN Center Network", product: "Parties", language: "EN" };

/**
 * A URL as a URI value: serialised by the URL parser, which percent-encodes control characters
 * and drops tabs and line breaks, so it cannot break its line.
 */
const uri = (value: string) => new URL(value).href;

function addParty(calendar: ICalCalendar, event: PublicEvent, publicUrl: string): void {
  const url = uri(`${publicUrl}/events/${event.id}`);
  const place = event.center
    ? `${event.center.organizationName}, ${event.center.address}`
    : event.customLocation;
  calendar.createEvent({
    // UID is written as given: escaped here.
    id: icalEscapedText(`${event.id}@lan-center-network`),
    start: new Date(event.startDate),
    end: new Date(event.endDate),
    // SUMMARY, DESCRIPTION, LOCATION and URL are escaped by ical-generator.
    summary: icalText(event.organizationName),
    description: icalText(`${event.description}\n\n${url}`),
    url,
    location: place
      ? {
          title: icalText(place),
          ...(event.lat !== null && event.lng !== null
            ? { geo: { lat: event.lat, lon: event.lng } }
            : {}),
        }
      : null,
  });
}

/** The .ics text of one party; `publicUrl` is the site's origin (no trailing slash). */
export function partyCalendar(event: PublicEvent, publicUrl: string): string {
  // NAME and X-WR-CALNAME are written as given: escaped here (the finding of issue 23 item 2).
  const calendar = ical({ prodId: PROD_ID, name: icalEscapedText(event.organizationName) });
  calendar.x([["X-WR-TIMEZONE", icalText(event.timeZone)]]);
  addParty(calendar, event, publicUrl);
  return calendar.toString();
}

/** The .ics feed of `events` (upcoming verified parties), refreshed by clients every 6 hours. */
export function partiesFeed(events: PublicEvent[], publicUrl: string): string {
  const calendar = ical({
    prodId: PROD_ID,
    name: icalEscapedText("LAN Center Network: upcoming LAN parties"),
    description: icalEscapedText("Upcoming verified LAN parties"),
    url: uri(`${publicUrl}/events`),
    ttl: 6 * 60 * 60,
  });
  for (const event of events) addParty(calendar, event, publicUrl);
  return calendar.toString();
}
