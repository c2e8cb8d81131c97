/**
 * The owner's monthly summary (issue 26 item 5, ADR 088): last month's numbers of each of the
 * owner's venues with the month before, in the branded layout (ADR 055). Queued by the insights
 * area on `mail.queue` with kind `owner_monthly`. In the owner's language (issue 28): the caller
 * passes month names and figure labels in it.
 */
import { formatNumber } from "~/i18n/format";
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { m } from "~/paraglide/messages";
import { composeEmail, labelColon, type MailBlock, type MailContent } from "./layout";

/** One number of a venue: this month and the month before. */
export interface MonthlyFigure {
  label: string;
  value: number;
  previous: number;
}

/** One venue's month. */
export interface MonthlyVenue {
  name: string;
  figures: readonly MonthlyFigure[];
  /** Absolute URL of the venue's Insights tab. */
  link: string;
}

/**
 * One figure of the monthly summary with the month before and the change, in the owner's
 * language: "120 (October: 100, +20%)" in English, "120 (octobre\u00a0: 100, +20\u00a0%)" in
 * French; "5 (October: 0)" when there is nothing to compare with. Numbers and the percentage
 * through Intl (app/i18n/format.ts).
 */
export function formatMonthlyFigure(
  value: number,
  previous: number,
  previousLabel: string,
  locale: Locale = BASE_LOCALE,
) {
  const colon = labelColon(locale);
  const number = (n: number) => formatNumber(locale, n);
  if (previous === 0) return `${number(value)} (${previousLabel}${colon} ${number(0)})`;
  const change = Math.round(((value - previous) / previous) * 100);
  const percent = formatNumber(locale, change / 100, {
    style: "percent",
    signDisplay: "exceptZero",
    maximumFractionDigits: 0,
  });
  return `${number(value)} (${previousLabel}${colon} ${number(previous)}, ${percent})`;
}

/**
 * 'Your listings in {month}': per venue each figure with the month before and the change in
 * percent, a link to its Insights tab, and where to switch these mails off.
 * @param summary.month the month shown ("November 2031"); summary.previousMonth "October"
 * @param summary.venues at least one venue
 * @param summary.unsubscribeUrl the one-click link for this account and kind (the mail queue's)
 * @param summary.settingsUrl the absolute URL of /me/notifications
 * @param summary.locale the owner's language (issue 28); English by default
 */
export function insightsMonthlyEmail(summary: {
  month: string;
  previousMonth: string;
  venues: readonly MonthlyVenue[];
  unsubscribeUrl: string;
  settingsUrl: string;
  locale?: Locale;
}): Promise<MailContent> {
  const locale = summary.locale ?? BASE_LOCALE;
  const o = { locale };
  const subject = m.mail_monthly_subject({ month: summary.month }, o);
  const blocks: MailBlock[] = [
    {
      kind: "paragraph",
      text: m.mail_monthly_intro({ month: summary.month, previousMonth: summary.previousMonth }, o),
    },
  ];
  for (const venue of summary.venues) {
    blocks.push(
      { kind: "paragraph", text: venue.name },
      {
        kind: "details",
        rows: venue.figures.map(
          (figure) =>
            [
              figure.label,
              formatMonthlyFigure(figure.value, figure.previous, summary.previousMonth, locale),
            ] as const,
        ),
      },
      { kind: "action", label: m.mail_monthly_venue({ venue: venue.name }, o), href: venue.link },
    );
  }
  blocks.push({
    kind: "note",
    text: m.mail_monthly_footer(
      { settingsUrl: summary.settingsUrl, unsubscribeUrl: summary.unsubscribeUrl },
      o,
    ),
  });
  return composeEmail({ subject, lang: locale, blocks });
}
