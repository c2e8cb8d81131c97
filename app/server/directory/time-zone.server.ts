/**
 * The time zone of a place (issue 14 item 5, ADR 058): `tz-lookup` maps coordinates to an IANA
 * zone offline (about 70 KB of data, server only, so it never enters the browser bundle).
 */
import tzLookup from "tz-lookup";
import { resolvePartyTimes } from "~/lib/lan-party-form";
import { OwnerError } from "./owner-errors.server";

/**
 * IANA time zone at `lat`, `lng` (degrees), e.g. "Europe/Berlin"; null when either is null or
 * out of range. Open sea answers the nautical zone ("Etc/GMT+2").
 */
export function timeZoneAt(lat: number | null, lng: number | null): string | null {
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  try {
    return tzLookup(lat, lng);
  } catch {
    return null;
  }
}

/**
 * The zone a party's times are typed and shown in (issue 24 item 3, ADR 073): the one stored on
 * it, else its own coordinates', else its center's (`venueLat`/`venueLng`), else UTC; the same
 * order as its public page.
 */
export function partyZoneOf(party: {
  timeZone: string | null;
  lat: number | null;
  lng: number | null;
  venueLat: number | null;
  venueLng: number | null;
}): string {
  return (
    party.timeZone ??
    timeZoneAt(party.lat, party.lng) ??
    timeZoneAt(party.venueLat, party.venueLng) ??
    "UTC"
  );
}

/**
 * The party's zone and instants as the server stores them (issue 24 item 3, ADR 073): the zone
 * of its coordinates, else of its center (`venue`), else the form's `timeZone`; the typed texts
 * are read again on that zone's wall clock and checked against the server's clock.
 * @returns the zone and the start and end instants
 * @throws OwnerError `invalid` (422) with the date field's message ('The party must end in the
 *   future.', the end-after-start message) when the times fail in that zone
 */
export function partyTimesOf(
  form: {
    startText: string;
    endText: string;
    timeZone: string;
    lat: number | null;
    lng: number | null;
  },
  venue: { lat: number | null; lng: number | null } | null,
): { timeZone: string; startDate: Date; endDate: Date } {
  const timeZone =
    timeZoneAt(form.lat, form.lng) ??
    timeZoneAt(venue?.lat ?? null, venue?.lng ?? null) ??
    form.timeZone;
  const times = resolvePartyTimes(form.startText, form.endText, timeZone);
  const [field, message] = Object.entries(times.errors)[0] ?? [];
  if (field && message) throw new OwnerError("invalid", message, undefined, { [field]: message });
  return { timeZone, startDate: times.startDate!, endDate: times.endDate! };
}
