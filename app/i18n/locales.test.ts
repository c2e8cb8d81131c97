/** URL languages and browser preferences (issue 28 item 2). */
import { describe, expect, it } from "vitest";
import {
  acceptedLanguages,
  localeFromPath,
  localizeHref,
  preferredLocale,
  stripLocale,
} from "./locales";

describe("localeFromPath and stripLocale", () => {
  it("reads the prefix; English paths and look-alikes stay English", () => {
    expect(localeFromPath("/de/faq")).toBe("de");
    expect(localeFromPath("/pt-BR")).toBe("pt-BR");
    expect(localeFromPath("/faq")).toBe("en");
    expect(localeFromPath("/en/faq")).toBe("en");
    expect(localeFromPath("/deals")).toBe("en");
    expect(localeFromPath("/pt-br/faq")).toBe("en");
    expect(stripLocale("/ja")).toBe("/");
    expect(stripLocale("/ko/events/1")).toBe("/events/1");
    expect(stripLocale("/lan-centers")).toBe("/lan-centers");
  });
});

describe("localizeHref", () => {
  it("prefixes site paths, keeps query and hash, and leaves other links alone", () => {
    expect(localizeHref("de", "/faq")).toBe("/de/faq");
    expect(localizeHref("ja", "/")).toBe("/ja");
    expect(localizeHref("en", "/faq")).toBe("/faq");
    expect(localizeHref("fr", "/events?when=week#list")).toBe("/fr/events?when=week#list");
    expect(localizeHref("en", "/de/faq")).toBe("/faq");
    expect(localizeHref("ko", "/pt-BR/games")).toBe("/ko/games");
    expect(localizeHref("es", "/?q=1")).toBe("/es?q=1");
    for (const other of ["#join", "mailto:a@b.c", "https://x.example/", "//evil.example/x"]) {
      expect(localizeHref("de", other)).toBe(other);
    }
  });
});

describe("preferredLocale and acceptedLanguages", () => {
  it("picks the first language the site has, exact tag first, then the primary language", () => {
    expect(preferredLocale(["de-AT", "en"])).toBe("de");
    expect(preferredLocale(["pt-PT"])).toBe("pt-BR");
    expect(preferredLocale(["en-GB", "de"])).toBe("en");
    expect(preferredLocale(["nl", "ko-KR"])).toBe("ko");
    expect(preferredLocale(["nl", "sv"])).toBeNull();
    expect(preferredLocale([])).toBeNull();
  });

  it("orders an Accept-Language header by weight and drops q=0", () => {
    expect(acceptedLanguages("fr;q=0.5, ja-JP, en;q=0.8, de;q=0")).toEqual(["ja-JP", "en", "fr"]);
    expect(acceptedLanguages(null)).toEqual([]);
    expect(preferredLocale(acceptedLanguages("nl-NL,nl;q=0.9,de;q=0.7"))).toBe("de");
  });
});
