/**
 * Text values for iCalendar files (RFC 5545 §3.3.11; issue 23 item 2, ADR 069). ical-generator
 * 11.1.2 escapes backslash, semicolon, comma and line breaks in the event properties it writes
 * (SUMMARY, DESCRIPTION, LOCATION, URL, X- properties) but writes the calendar's NAME,
 * X-WR-CALNAME, X-WR-CALDESC, URL and TIMEZONE-ID and the event's UID as given, and escapes
 * nothing else: a control character other than a line break reaches the file as it is. Every
 * text the calendar writer hands over goes through one of the two functions below.
 */
import { escape } from "ical-generator";

/**
 * Characters a TEXT value cannot hold (CONTROL except HTAB, RFC 5545 §3.3.11), and C1: every
 * `Cc` but tab and LF (every line break is an LF when this applies; `escape` writes it as "\n").
 */
const UNWRITABLE = /[^\P{Cc}\t\n]/gu;

/** Line breaks of any kind: each becomes one escaped newline. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;

/**
 * A text for a property ical-generator escapes itself (SUMMARY, DESCRIPTION, LOCATION, X-
 * properties): line breaks of any kind as "\n", other control characters removed.
 * @param value stored text (may predate the single-line rule, or come from elsewhere)
 */
export function icalText(value: string): string {
  return value.replace(LINE_BREAK, "\n").replace(UNWRITABLE, "");
}

/**
 * A text for a property ical-generator writes as given (the calendar's NAME, X-WR-CALNAME,
 * X-WR-CALDESC, the event's UID): {@link icalText}, then escaped with ical-generator's own
 * `escape` (backslash, semicolon, comma; a line break as the two characters "\n").
 * @param value stored text
 * @returns text that cannot end its content line or start another
 */
export function icalEscapedText(value: string): string {
  return escape(icalText(value), false);
}
