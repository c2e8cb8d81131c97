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
