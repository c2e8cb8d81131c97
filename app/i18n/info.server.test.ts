/** The /games texts per language (issue 28 item 1): English as today, the others translated. */
import { describe, expect, it } from "vitest";
import { allGames, featuredGames } from "~/content/games";
import { gamesText, reviewKey } from "./info.server";
import { LOCALES } from "./locales";

describe("gamesText", () => {
  it("English repeats today's page and app/content/games.ts", () => {
    const en = gamesText("en");
    expect([en.heading, en.featuredHeading, en.allHeading]).toEqual([
      "Games",
      "Featured Games",
      "All Games",
    ]);
    expect(en.count).toBe(
      `${allGames.length} titles. Review summaries are our own short take on how players rate each game.`,
    );
    for (const game of featuredGames) {
      expect(en.featured[game.id]).toEqual({
        description: game.description,
        posterAlt: game.posterAlt,
        trailerLabel: `${game.name} trailer (muted)`,
        storeFor: `for ${game.name} (opens in a new tab)`,
      });
    }
    expect(en.reviews).toEqual(allGames.map((game) => game.review));
  });

  it("gives every game its own review key", () => {
    expect(reviewKey("Garry's Mod")).toBe("lt_games_review_garry_s_mod");
    const keys = allGames.map((game) => reviewKey(game.name));
    expect(new Set(keys).size).toBe(allGames.length);
  });

  it("German is German; every language fills every field", () => {
    expect(gamesText("de").heading).toBe("Spiele");
    expect(gamesText("de").featured.valheim!.posterAlt).not.toBe(featuredGames[1]!.posterAlt);
    expect(gamesText("de").reviews[0]).toBe(
      "Sehr positiv: präzises Gunplay und eine große Wettkampfszene",
    );
    for (const locale of LOCALES) {
      const text = gamesText(locale);
      const all = [
        text.meta.title,
        text.meta.description,
        text.intro,
        text.count,
        text.storeNewTab,
        ...Object.values(text.card),
        ...Object.values(text.featured).flatMap((f) => Object.values(f)),
        ...text.reviews,
      ];
      expect(text.reviews, locale).toHaveLength(allGames.length);
      if (locale !== "en") {
        // Every review line is translated (none is left as the English summary).
        const english = new Set(allGames.map((game) => game.review));
        expect(
          text.reviews.filter((review) => english.has(review)),
          locale,
        ).toEqual([]);
      }
      for (const value of all) expect(value.trim(), locale).not.toBe("");
      expect(text.count, locale).toContain(String(allGames.length));
    }
  });
});
