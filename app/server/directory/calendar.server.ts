/**
 * iCalendar files of public LAN parties (issue 14 item 5, ADR 058), built with
 * `ical-generator`: one party ('Add to calendar') and the feed of upcoming verified parties.
 * Times are written in UTC (`...Z`), which every calendar converts to its user's zone; the
 * party's own zone is named in `X-WR-TIMEZONE` of a single party's file.
 */
import ical, { type ICalCalendar } from "ical-generator";
import type { PublicEvent } from "./events.server";

const PROD_ID = { company: "LAN Center Network", product: "Parties", language: "EN" };

function addParty(calendar: ICalCalendar, event: PublicEvent, publicUrl: string): void {
  const url = `${publicUrl}/events/${event.id}`;
  const place = event.center
    ? `${event.center.organizationName}, ${event.center.address}`
    : event.customLocation;
  calendar.createEvent({
    id: `${event.id}@lan-center-network`,
    start: new Date(event.startDate),
    end: new Date(event.endDate),
    summary: event.organizationName,
    description: `${event.description}\n\n${url}`,
    url,
    location: place
      ? {
          title: place,
          ...(event.lat !== null && event.lng !== null
            ? { geo: { lat: event.lat, lon: event.lng } }
            : {}),
        }
      : null,
  });
}

/** The .ics text of one party; `publicUrl` is the site's origin (no trailing slash). */
export function partyCalendar(event: PublicEvent, publicUrl: string): string {
  const calendar = ical({ prodId: PROD_ID, name: event.organizationName });
  calendar.x([["X-WR-TIMEZONE", event.timeZone]]);
  addParty(calendar, event, publicUrl);
  return calendar.toString();
}

/** The .ics feed of `events` (upcoming verified parties), refreshed by clients every 6 hours. */
export function partiesFeed(events: PublicEvent[], publicUrl: string): string {
  const calendar = ical({
    prodId: PROD_ID,
    name: "LAN Center Network: upcoming LAN parties",
    description: "Upcoming verified LAN parties",
    url: `${publicUrl}/events`,
    ttl: 6 * 60 * 60,
  });
  for (const event of events) addParty(calendar, event, publicUrl);
  return calendar.toString();
}
