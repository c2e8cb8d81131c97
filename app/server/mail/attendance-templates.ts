/**
 * E-mails to gamers about their RSVPs (issue 25 item 3, ADR 077): a seat came free and they are
 * now going; an event they are going to or waiting for was cancelled or moved. In the branded layout
 * (ADR 055); times in the event's own zone.
 */
import { formatPartyTime } from "~/lib/time-zone";
import { composeEmail, type MailContent } from "./layout";

/** The event a notice is about. */
export interface AttendanceNotice {
  eventName: string;
  startDate: Date;
  /** The IANA zone the event's times are shown in. */
  timeZone: string;
  /** Absolute URL of the event's page. */
  link: string;
}

/** 'You're going': the first person on the waitlist got the freed seat. */
export function promotedFromWaitlistEmail(notice: AttendanceNotice): Promise<MailContent> {
  return composeEmail({
    subject: `You're going to ${notice.eventName}`,
    blocks: [
      {
        kind: "paragraph",
        text: `Good news: a seat came free at "${notice.eventName}" and you were first on the waitlist. You are now going.`,
      },
      {
        kind: "details",
        rows: [["Starts", formatPartyTime(notice.startDate, notice.timeZone)]],
      },
      {
        kind: "paragraph",
        text: "If you can no longer come, please cancel your RSVP on the event page so the next person gets your seat.",
      },
      { kind: "action", label: "View the event", href: notice.link },
    ],
  });
}

/** The event was cancelled by its organiser: to everyone going or waiting. */
export function eventCancelledEmail(notice: AttendanceNotice): Promise<MailContent> {
  return composeEmail({
    subject: `Cancelled: ${notice.eventName}`,
    blocks: [
      {
        kind: "paragraph",
        text: `The organiser cancelled "${notice.eventName}", which you had RSVPed to.`,
      },
      {
        kind: "details",
        rows: [["Was to start", formatPartyTime(notice.startDate, notice.timeZone)]],
      },
      { kind: "paragraph", text: "Your RSVP has been removed. Nothing else is needed from you." },
    ],
  });
}

/** The organiser moved the event's time or place (after review): to everyone going or waiting. */
export function eventChangedEmail(
  notice: AttendanceNotice & { endDate: Date },
): Promise<MailContent> {
  return composeEmail({
    subject: `New time or place: ${notice.eventName}`,
    blocks: [
      {
        kind: "paragraph",
        text: `The organiser changed the time or place of "${notice.eventName}", which you have RSVPed to.`,
      },
      {
        kind: "details",
        rows: [
          ["Starts", formatPartyTime(notice.startDate, notice.timeZone)],
          ["Ends", formatPartyTime(notice.endDate, notice.timeZone)],
        ],
      },
      {
        kind: "paragraph",
        text: "Your RSVP stays as it was. If you can no longer come, please cancel it on the event page.",
      },
      { kind: "action", label: "See the new details", href: notice.link },
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
  return composeEmail({
    subject: `Reminder: ${notice.eventName} starts tomorrow`,
    blocks: [
      {
        kind: "paragraph",
        text: `"${notice.eventName}", which you are going to, starts within a day.`,
      },
      {
        kind: "details",
        rows: [
          ["Starts", formatPartyTime(notice.startDate, notice.timeZone)],
          ["Ends", formatPartyTime(notice.endDate, notice.timeZone)],
        ],
      },
      {
        kind: "paragraph",
        text: `Add it to your calendar: ${notice.calendarLink}. If you can no longer come, please cancel your RSVP on the event page so the next person gets your seat.`,
      },
      { kind: "action", label: "View the event", href: notice.link },
    ],
  });
}
