/**
 * The time zone of a place (issue 14 item 5, ADR 058): `tz-lookup` maps coordinates to an IANA
 * zone offline (about 70 KB of data, server only, so it never enters the browser bundle).
 */
import tzLookup from "tz-lookup";

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
