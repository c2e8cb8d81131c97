/**
 * The daily digest of new events from follows (issue 25 item 2, ADR 083): to a gamer, the events
 * that the centers and communities they follow published since the last digest. In the branded
 * layout (ADR 055), in the gamer's language (issue 28); each event's times in its own zone with
 * the zone's abbreviation, formatted for that language.
 */
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { m } from "~/paraglide/messages";
import { mailTime } from "./format";
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
 * @param digest.locale the gamer's language (issue 28); English by default
 */
export function followDigestEmail(digest: {
  events: readonly DigestEntry[];
  unsubscribeUrl: string;
  settingsUrl: string;
  locale?: Locale;
}): Promise<MailContent> {
  const locale = digest.locale ?? BASE_LOCALE;
  const o = { locale };
  const count = digest.events.length;
  const subject =
    count === 1
      ? m.mail_digest_subject_one({ event: digest.events[0]!.eventName }, o)
      : m.mail_digest_subject_many({ count }, o);
  const blocks: MailBlock[] = [
    {
      kind: "paragraph",
      text: count === 1 ? m.mail_digest_intro_one({}, o) : m.mail_digest_intro_many({ count }, o),
    },
  ];
  for (const event of digest.events) {
    blocks.push(
      { kind: "paragraph", text: event.eventName },
      {
        kind: "details",
        rows: [
          [m.mail_starts({}, o), mailTime(event.startDate, event.timeZone, locale)],
          [m.mail_ends({}, o), mailTime(event.endDate, event.timeZone, locale)],
          ...(event.where ? [[m.mail_where({}, o), event.where] as const] : []),
        ],
      },
      {
        kind: "action",
        label: m.mail_digest_view({ event: event.eventName }, o),
        href: event.link,
      },
    );
  }
  blocks.push({
    kind: "note",
    text: m.mail_digest_footer(
      { settingsUrl: digest.settingsUrl, unsubscribeUrl: digest.unsubscribeUrl },
      o,
    ),
  });
  return composeEmail({ subject, lang: locale, blocks });
}
