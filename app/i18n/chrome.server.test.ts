/**
 * The character counter's and error page's words per language (issue 28 item 1): English is
 * what the components say themselves; German and French follow their plural rules.
 */
import { describe, expect, it } from "vitest";
import { counterText, ENGLISH_COUNTER_WORDS } from "~/components/ui/character-counter";
import { chromeText, counterWords } from "./chrome.server";
import { LOCALES } from "./locales";

describe("counterWords", () => {
  it("is the counter's own English on English pages", () => {
    expect(counterWords("en")).toEqual(ENGLISH_COUNTER_WORDS);
    expect(counterText(5000, 200, counterWords("en"))).toBe("4800 characters too many");
    expect(counterText(199, 200, counterWords("en"))).toBe("1 character left");
  });

  it("counts in the page's language with its plural rules", () => {
    const de = counterWords("de");
    expect(counterText(180, 200, de)).toBe("Noch 20 Zeichen");
    expect(counterText(201, 200, de)).toBe("1 Zeichen zu viel");
    // French says "one" for 0 as well.
    expect(counterText(200, 200, counterWords("fr"))).toBe("0 caractère restant");
    expect(counterText(198, 200, counterWords("fr"))).toBe("2 caractères restants");
    expect(counterText(5000, 200, counterWords("ja"))).toBe("4800文字超過");
    for (const locale of LOCALES) {
      const words = counterWords(locale);
      for (const [field, value] of Object.entries(words)) {
        expect(value.trim(), `${locale} ${field}`).not.toBe("");
        if (field !== "pluralLocale") expect(value, `${locale} ${field}`).toContain("{count}");
      }
    }
  });
});

describe("the error page's words", () => {
  it("say Forbidden and Reference in the page's language", () => {
    expect(chromeText("en").forbidden).toBe("Forbidden");
    expect(chromeText("en").reference).toBe("Reference:");
    expect(chromeText("de").forbidden).toBe("Zugriff verweigert");
    for (const locale of LOCALES) {
      expect(chromeText(locale).forbidden.trim(), locale).not.toBe("");
      expect(chromeText(locale).reference.trim(), locale).not.toBe("");
    }
  });
});
