/**
 * The daily digest of new events from follows (issue 25 item 2, ADR 083): to a gamer, the events
 * that the centers and communities they follow published since the last digest. In the branded
 * layout (ADR 055); each event's times in its own zone with the zone's abbreviation.
 */
import { formatPartyTime } from "~/lib/time-zone";
import { composeEmail, type MailBlock, type MailContent } from "./layout";

/** One event in a digest. */
export interface DigestEntry {
  eventName: string;
  startDate: Date;
  endDate: Date;
  /** The IANA zone the event's times are shown in. */
  timeZone: string;
  /** Where it is held (center and address, or the place text); null when not given. */
  where: string | null;
  /** Absolute URL of the event's page. */
  link: string;
}

/**
 * 'New events from the places you follow': one section per event (name, when, where, link),
 * soonest first as given, and where to switch these mails off.
 * @param digest.events at least one event
 * @param digest.unsubscribeUrl the one-click link for this account and kind (the mail queue's)
 * @param digest.settingsUrl the absolute URL of /me/notifications
 */
export function followDigestEmail(digest: {
  events: readonly DigestEntry[];
  unsubscribeUrl: string;
  settingsUrl: string;
}): Promise<MailContent> {
  const count = digest.events.length;
  const subject =
    count === 1
      ? `New event from the places you follow: ${digest.events[0]!.eventName}`
      : `${count} new events from the places you follow`;
  const blocks: MailBlock[] = [
    {
      kind: "paragraph",
      text:
        count === 1
          ? "A LAN center or community you follow has published a new event."
          : `LAN centers and communities you follow have published ${count} new events.`,
    },
  ];
  for (const event of digest.events) {
    blocks.push(
      { kind: "paragraph", text: event.eventName },
      {
        kind: "details",
        rows: [
          ["Starts", formatPartyTime(event.startDate, event.timeZone)],
          ["Ends", formatPartyTime(event.endDate, event.timeZone)],
          ...(event.where ? [["Where", event.where] as const] : []),
        ],
      },
      { kind: "action", label: `View ${event.eventName}`, href: event.link },
    );
  }
  blocks.push({
    kind: "note",
    text: `You get at most one of these a day. Change which e-mails you get: ${digest.settingsUrl}. Stop these digests: ${digest.unsubscribeUrl}`,
  });
  return composeEmail({ subject, blocks });
}
