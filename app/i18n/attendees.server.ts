/**
 * The organiser's attendee list in one language (issue 28 item 1, issue 25 item 3, ADR 099):
 * /dashboard/events/{id}/attendees. Built by the route's loader and handed to the page as plain
 * strings (`{…}` placeholders kept for `fillText`); times are formatted here on the event's own
 * clock in the page's language. The CSV stays English: its column names are data.
 */
import { formatZonedTime } from "~/i18n/format";
import { formatPartyTime } from "~/lib/time-zone";
import { m } from "~/paraglide/messages";
import { localizeHref, type Locale } from "./locales";

/** The attendee list's texts; see `attendeesText`. */
export interface AttendeesText {
  metaTitle: string;
  metaDescription: string;
  back: string;
  backHref: string;
  heading: string;
  summary: string;
  download: string;
  downloadSr: string;
  none: string;
  list: string;
  status: { going: string; waiting: string; cancelled: string };
  rsvp: string;
  checkedIn: string;
  forName: string;
}

/**
 * Every text of the attendee list in `locale`.
 * @param eventName the event's name for the page title (owner content, not translated), if known
 * @returns plain strings; `heading` keeps `{count}`, `summary` `{event} {time} {going}
 *   {waiting}`, `downloadSr` and `forName` `{name}`, `rsvp` `{time}`
 */
export function attendeesText(locale: Locale, eventName?: string): AttendeesText {
  const o = { locale };
  const keep = (name: string) => `{${name}}`;
  return {
    metaTitle: eventName ? m.att_meta_title_of({ name: eventName }, o) : m.att_meta_title({}, o),
    metaDescription: m.att_meta_description({}, o),
    back: m.att_back({}, o),
    backHref: localizeHref(locale, "/dashboard"),
    heading: m.att_heading({ count: keep("count") }, o),
    summary: m.att_summary(
      { event: keep("event"), time: keep("time"), going: keep("going"), waiting: keep("waiting") },
      o,
    ),
    download: m.att_download({}, o),
    downloadSr: m.att_download_sr({ name: keep("name") }, o),
    none: m.att_none({}, o),
    list: m.att_list({}, o),
    status: {
      going: m.att_going({}, o),
      waiting: m.att_waiting({}, o),
      cancelled: m.att_cancelled({}, o),
    },
    rsvp: m.att_rsvp({ time: keep("time") }, o),
    checkedIn: m.att_checked_in({}, o),
    forName: m.att_for({ name: keep("name") }, o),
  };
}

/**
 * An instant on the event's clock in `locale`: English as the dashboard shows party times
 * (`formatPartyTime`), other languages with `Intl` in their own words.
 */
export function attendeeTime(locale: Locale, value: Date | string, timeZone: string): string {
  return locale === "en"
    ? formatPartyTime(value, timeZone)
    : formatZonedTime(locale, value, timeZone);
}
