/**
 * A party's times on its own wall clock, with the zone's name, plus the visitor's own time when
 * it differs (issue 14 item 5, ADR 058). The server renders the party's zone; the visitor's
 * line appears after hydration, since only the browser knows its zone. On a translated page the
 * loader passes the labels, and the visitor's line is written in the page's language (issue 28
 * item 3).
 */
import { useEffect, useState } from "react";
import { formatZonedTime } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formatInZone, sameClock, zoneLabel } from "~/lib/time-zone";

/**
 * `<time>` of `value` on the clock of `timeZone` (IANA). `label`, when given, is that text made
 * by the loader with `formatInZone`: the browser then builds no `Intl.DateTimeFormat` while it
 * hydrates (the zone data it loads blocked /me's main thread for about 70 ms on a throttled
 * mobile, issue 25 "Done when").
 */
export function ZonedTime({
  value,
  timeZone,
  label,
}: {
  value: Date | string;
  timeZone: string;
  label?: string;
}) {
  const date = new Date(value);
  return <time dateTime={date.toISOString()}>{label ?? formatInZone(date, timeZone)}</time>;
}

/** The browser's IANA zone, or null on the server and before hydration. */
export function useVisitorTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || null);
  }, []);
  return zone;
}

/**
 * 'Your time (America/New_York): ... – ...' when the visitor's clock differs from the party's
 * at its start or end; nothing otherwise. `label` is "Your time ({zone}):" in the page's
 * language with `{zone}` to fill in; the times are written in `locale`.
 */
export function VisitorTimes({
  start,
  end,
  timeZone,
  locale = "en",
  label = "Your time ({zone}):",
}: {
  start: Date | string;
  end: Date | string;
  timeZone: string;
  locale?: Locale;
  label?: string;
}) {
  const visitorZone = useVisitorTimeZone();
  const startDate = new Date(start);
  const endDate = new Date(end);
  if (!visitorZone || sameClock([startDate, endDate], visitorZone, timeZone)) return null;
  return (
    <p className="text-sm text-ink-300" data-testid="visitor-time">
      {label.replace("{zone}", zoneLabel(visitorZone))}{" "}
      <ZonedTime
        value={startDate}
        timeZone={visitorZone}
        label={formatZonedTime(locale, startDate, visitorZone)}
      />{" "}
      –{" "}
      <ZonedTime
        value={endDate}
        timeZone={visitorZone}
        label={formatZonedTime(locale, endDate, visitorZone)}
      />
    </p>
  );
}
