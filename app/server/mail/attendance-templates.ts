/**
 * E-mails to gamers about their RSVPs (issue 25 item 3, ADR 077): a seat came free and they are
 * now going; an event they are going to or waiting for was cancelled or moved. In the branded layout
 * (ADR 055), in the gamer's language (issue 28); times in the event's own zone with its
 * abbreviation, formatted for that language (`mailTime`).
 */
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { m } from "~/paraglide/messages";
import { mailTime } from "./format";
import { composeEmail, type MailContent } from "./layout";

/** The event a notice is about. */
export interface AttendanceNotice {
  eventName: string;
  startDate: Date;
  /** The IANA zone the event's times are shown in. */
  timeZone: string;
  /** Absolute URL of the event's page. */
  link: string;
  /** The recipient's language (issue 28); English by default. */
  locale?: Locale;
}

function wordsOf(notice: AttendanceNotice) {
  const locale = notice.locale ?? BASE_LOCALE;
  return {
    locale,
    o: { locale },
    event: notice.eventName,
    time: (date: Date) => mailTime(date, notice.timeZone, locale),
  };
}

/** 'You're going': the first person on the waitlist got the freed seat. */
export function promotedFromWaitlistEmail(notice: AttendanceNotice): Promise<MailContent> {
  const { locale, o, event, time } = wordsOf(notice);
  return composeEmail({
    subject: m.mail_promoted_subject({ event }, o),
    lang: locale,
    blocks: [
      { kind: "paragraph", text: m.mail_promoted_body({ event }, o) },
      { kind: "details", rows: [[m.mail_starts({}, o), time(notice.startDate)]] },
      { kind: "paragraph", text: m.mail_promoted_cancel({}, o) },
      { kind: "action", label: m.mail_view_event({}, o), href: notice.link },
    ],
  });
}

/** The event was cancelled by its organiser: to everyone going or waiting. */
export function eventCancelledEmail(notice: AttendanceNotice): Promise<MailContent> {
  const { locale, o, event, time } = wordsOf(notice);
  return composeEmail({
    subject: m.mail_cancelled_subject({ event }, o),
    lang: locale,
    blocks: [
      { kind: "paragraph", text: m.mail_cancelled_body({ event }, o) },
      { kind: "details", rows: [[m.mail_was_to_start({}, o), time(notice.startDate)]] },
      { kind: "paragraph", text: m.mail_cancelled_removed({}, o) },
    ],
  });
}

/** The organiser moved the event's time or place (after review): to everyone going or waiting. */
export function eventChangedEmail(
  notice: AttendanceNotice & { endDate: Date },
): Promise<MailContent> {
  const { locale, o, event, time } = wordsOf(notice);
  return composeEmail({
    subject: m.mail_changed_subject({ event }, o),
    lang: locale,
    blocks: [
      { kind: "paragraph", text: m.mail_changed_body({ event }, o) },
      {
        kind: "details",
        rows: [
          [m.mail_starts({}, o), time(notice.startDate)],
          [m.mail_ends({}, o), time(notice.endDate)],
        ],
      },
      { kind: "paragraph", text: m.mail_changed_stays({}, o) },
      { kind: "action", label: m.mail_changed_action({}, o), href: notice.link },
    ],
  });
}

/**
 * 'Reminder: {event} starts tomorrow' (issue 25 item 4, ADR 081): to everyone going, 24 hours
 * before the start (or at once for a later RSVP). The start is shown in the event's own zone
 * with its abbreviation; links to the event's page and its calendar file.
 */
export function eventReminderEmail(
  notice: AttendanceNotice & { endDate: Date; calendarLink: string },
): Promise<MailContent> {
  const { locale, o, event, time } = wordsOf(notice);
  return composeEmail({
    subject: m.mail_reminder_subject({ event }, o),
    lang: locale,
    blocks: [
      { kind: "paragraph", text: m.mail_reminder_body({ event }, o) },
      {
        kind: "details",
        rows: [
          [m.mail_starts({}, o), time(notice.startDate)],
          [m.mail_ends({}, o), time(notice.endDate)],
        ],
      },
      {
        kind: "paragraph",
        text: m.mail_reminder_calendar({ calendarLink: notice.calendarLink }, o),
      },
      { kind: "action", label: m.mail_view_event({}, o), href: notice.link },
    ],
  });
}
