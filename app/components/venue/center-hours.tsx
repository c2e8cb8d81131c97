/**
 * A center page's opening hours and facilities (issue 14 item 4, ADR 061): the status line
 * ('Open now · closes 23:00', 'Closed · opens Fri 14:00', computed by the loader in the venue's
 * own zone), the week's hours with the zone's name ('Hours not given' for a day left empty, issue
 * 24 item 4), and the facilities.
 */
import {
  AMENITIES,
  HOURS_NOT_GIVEN,
  PLATFORMS,
  priceText,
  rangeText,
  statusText,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type Facilities,
  type OpeningHours,
  type OpeningStatus,
} from "~/lib/opening-hours";
import { zoneLabel } from "~/lib/time-zone";
import { Detail } from "~/components/ui/detail-list";

/** The status line and the week's hours; nothing when no hours are given. */
export function CenterHours({
  hours,
  status,
  timeZone,
}: {
  hours: OpeningHours | null;
  status: OpeningStatus | null;
  timeZone: string;
}) {
  if (!hours) return null;
  return (
    <section className="mt-8" aria-labelledby="hours-title">
      <h2 id="hours-title" className="heading-2">
        Opening hours
      </h2>
      {status && (
        <p
          className={`mt-2 font-semibold ${status.open ? "text-neon-300" : "text-ink-200"}`}
          data-testid="opening-status"
        >
          {statusText(status)}
        </p>
      )}
      <p className="mt-1 text-sm text-ink-300">Local time ({zoneLabel(timeZone)})</p>
      <table className="mt-3 text-sm">
        <caption className="sr-only">Opening hours by day</caption>
        <tbody>
          {WEEKDAYS.map((day) => {
            const ranges = hours[day] ?? null;
            return (
              <tr key={day}>
                <th scope="row" className="py-1 pr-6 text-left font-semibold text-white">
                  {WEEKDAY_NAMES[day].long}
                </th>
                <td className="py-1">
                  {!ranges
                    ? HOURS_NOT_GIVEN
                    : ranges.length === 0
                      ? "Closed"
                      : ranges.map(rangeText).join(", ")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** Facts for the page's details list (inside its <dl>); each left out when not given. */
export function FacilityDetails({
  facilities,
  phoneHref,
}: {
  facilities: Facilities;
  /** Where the phone link goes instead of `tel:` (the counted /go/phone link, ADR 085). */
  phoneHref?: string;
}) {
  const price = priceText(facilities.priceFromCents, facilities.priceCurrency);
  return (
    <>
      {facilities.stations !== null && (
        <Detail term="Gaming stations">{facilities.stations}</Detail>
      )}
      {facilities.platforms.length > 0 && (
        <Detail term="Platforms">
          {facilities.platforms.map((key) => PLATFORMS[key]).join(", ")}
        </Detail>
      )}
      {price && <Detail term="Price">from {price}</Detail>}
      {facilities.phone && (
        <Detail term="Phone">
          <a href={phoneHref ?? `tel:${facilities.phone.replace(/[^\d+]/g, "")}`}>
            {facilities.phone}
          </a>
        </Detail>
      )}
      {facilities.amenities.length > 0 && (
        <Detail term="Amenities">
          {facilities.amenities.map((key) => AMENITIES[key]).join(", ")}
        </Detail>
      )}
    </>
  );
}
