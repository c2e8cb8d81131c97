/**
 * A center page's opening hours and facilities (issue 14 item 4, ADR 061): the status line
 * ('Open now · closes 23:00', 'Closed · opens Fri 14:00', computed by the loader in the venue's
 * own zone), the week's hours with the zone's name ('Hours not given' for a day left empty, issue
 * 24 item 4), and the facilities. Every word comes from the loader in the page's language
 * (`hoursText`, `facilityText` in app/i18n/center.server.ts, issue 28).
 */
import type { FacilityText, HoursText } from "~/i18n/center.server";
import { Detail } from "~/components/ui/detail-list";

/** The status line and the week's hours; nothing when no hours are given. */
export function CenterHours({ text }: { text: HoursText }) {
  if (!text) return null;
  return (
    <section className="mt-8" aria-labelledby="hours-title">
      <h2 id="hours-title" className="heading-2">
        {text.heading}
      </h2>
      {text.status && (
        <p
          className={`mt-2 font-semibold ${text.status.open ? "text-neon-300" : "text-ink-200"}`}
          data-testid="opening-status"
        >
          {text.status.text}
        </p>
      )}
      <p className="mt-1 text-sm text-ink-300">{text.localTime}</p>
      <table className="mt-3 text-sm">
        <caption className="sr-only">{text.caption}</caption>
        <tbody>
          {text.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="py-1 pr-6 text-left font-semibold text-white">
                {row.day}
              </th>
              <td className="py-1">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Facts for the page's details list (inside its <dl>); each left out when not given. */
export function FacilityDetails({
  text,
  phone,
  phoneHref,
}: {
  text: FacilityText;
  /** The center's phone number as the owner wrote it, or null. */
  phone: string | null;
  /** Where the phone link goes instead of `tel:` (the counted /go/phone link, ADR 085). */
  phoneHref?: string;
}) {
  return (
    <>
      {text.stations && <Detail term={text.stations.term}>{text.stations.value}</Detail>}
      {text.platforms && <Detail term={text.platforms.term}>{text.platforms.value}</Detail>}
      {text.price && <Detail term={text.price.term}>{text.price.value}</Detail>}
      {phone && (
        <Detail term={text.phoneTerm}>
          <a href={phoneHref ?? `tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
        </Detail>
      )}
      {text.amenities && <Detail term={text.amenities.term}>{text.amenities.value}</Detail>}
    </>
  );
}
