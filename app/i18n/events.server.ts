/**
 * The texts of /events and /events/{id} in one language (issue 28 items 1 and 3, ADR 099):
 * headings, the date filter, empty states, the RSVP box (RSVP / Join waitlist / Cancel RSVP, the
 * going count) and the calendar link. Party times are on the venue's own clock with its zone's
 * short name as `Intl` writes it in the page's language ("Fr., 4. Juli 2031, 18:00 MESZ"); English
 * repeats today's literals exactly. Built by the loaders, so the pages ship no catalog.
 */
import { zoneLabel } from "~/lib/time-zone";
import { m } from "~/paraglide/messages";
import { followText } from "./center.server";
import { formatNumber, formatZonedTime } from "./format";
import { localizeHref, type Locale } from "./locales";

/** A party's start and end on its venue's clock, as `<time>` labels. */
function timesOf(
  locale: Locale,
  event: { startDate: Date | string; endDate: Date | string; timeZone: string },
) {
  return {
    start: formatZonedTime(locale, event.startDate, event.timeZone),
    end: formatZonedTime(locale, event.endDate, event.timeZone),
  };
}

/**
 * Every text of /events: meta, heading, intro, the date filter, empty and error states, and per
 * listed party its localized link and times.
 */
export function eventsText(
  locale: Locale,
  events: {
    id: string;
    startDate: Date | string;
    endDate: Date | string;
    timeZone: string;
  }[],
) {
  const o = { locale };
  const title = m.event_title({}, o);
  return {
    meta: { title: `${title} | LAN Center Network`, description: m.event_meta_description({}, o) },
    title,
    intro: m.event_intro({}, o),
    register: {
      label: m.event_register_party({}, o),
      href: localizeHref(locale, "/register-lan-party"),
    },
    subscribe: m.event_subscribe({}, o),
    from: m.event_from({}, o),
    until: m.event_until({}, o),
    filter: m.event_filter({}, o),
    clear: { label: m.event_clear_dates({}, o), href: localizeHref(locale, "/events") },
    databaseError: m.event_db_error({}, o),
    noneInDates: m.event_none_in_dates({}, o),
    noneYet: m.event_none_yet({}, o),
    byId: Object.fromEntries(
      events.map((event) => [
        event.id,
        { href: localizeHref(locale, `/events/${event.id}`), ...timesOf(locale, event) },
      ]),
    ),
  };
}

/** The texts of /events. */
export type EventsText = ReturnType<typeof eventsText>;

/**
 * The RSVP box's texts for the event's counts: "3 gamers going of 20 places, 2 on the waitlist."
 * (or "5 gamers went." after the end), the viewer's state lines and the button words.
 * @param counts going and waiting people; `capacity` null when unlimited
 */
export function rsvpText(
  locale: Locale,
  counts: { going: number; waiting: number; capacity: number | null },
) {
  const o = { locale };
  const shown = (count: number) => formatNumber(locale, count);
  const { going, waiting, capacity } = counts;
  return {
    attendance: m.event_attendance({}, o),
    went: m.event_went({ count: going, shown: shown(going) }, o),
    heading: m.event_rsvp_heading({}, o),
    count: [
      m.event_going({ count: going, shown: shown(going) }, o),
      capacity === null ? "" : m.event_of_places({ count: capacity, shown: shown(capacity) }, o),
      waiting > 0 ? m.event_on_waitlist({ count: shown(waiting) }, o) : "",
      m.event_full_stop({}, o),
    ].join(""),
    going: m.event_you_are_going({}, o),
    waiting: m.event_you_are_waiting({}, o),
    closed: m.event_rsvp_closed({}, o),
    rsvp: m.event_rsvp({}, o),
    cancel: m.event_cancel_rsvp({}, o),
    joinWaitlist: m.event_join_waitlist({}, o),
    full: m.event_full({}, o),
  };
}

/** The RSVP box's texts. */
export type RsvpText = ReturnType<typeof rsvpText>;

/**
 * Every text of an event page: the way back, the facts' terms, the times on the venue's clock,
 * the zone line, the visitor's-time label, the RSVP box, the calendar link and the community's
 * Follow button.
 */
export function eventText(
  locale: Locale,
  event: {
    organizationName: string;
    startDate: Date | string;
    endDate: Date | string;
    timeZone: string;
    communityName: string | null;
    capacity: number | null;
    center: { id: string } | null;
  },
  counts: { going: number; waiting: number },
) {
  const o = { locale };
  return {
    metaSuffix: `${m.event_lan_parties({}, o)} | LAN Center Network`,
    back: { to: localizeHref(locale, "/events"), label: m.event_back({}, o) },
    ended: m.event_ended({}, o),
    starts: m.event_starts({}, o),
    ends: m.event_ends({}, o),
    timeZone: m.event_time_zone({}, o),
    zone: zoneLabel(event.timeZone),
    localAtParty: m.event_local_at_party({}, o),
    /** "Your time ({zone}):" with `{zone}` left for the browser, which alone knows its zone. */
    yourTime: m.event_your_time({ zone: "{zone}" }, o),
    where: m.event_where({}, o),
    centerHref: event.center ? localizeHref(locale, `/lan-centers/${event.center.id}`) : null,
    website: {
      term: m.center_website({}, o),
      visit: m.dir_visit_website({}, o),
      of: m.dir_website_of({ name: event.organizationName }, o),
    },
    times: timesOf(locale, event),
    rsvp: rsvpText(locale, { ...counts, capacity: event.capacity }),
    addToCalendar: m.event_add_calendar({}, o),
    icsFile: m.event_ics_file({ name: event.organizationName }, o),
    follow: event.communityName ? followText(locale, "community", event.communityName) : null,
  };
}

/** The texts of an event page. */
export type EventText = ReturnType<typeof eventText>;
