declare module "tz-lookup" {
  /** IANA time zone at a point (degrees); throws RangeError for coordinates out of range. */
  export default function tzLookup(lat: number, lng: number): string;
}
