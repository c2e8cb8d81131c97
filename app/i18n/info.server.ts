/**
 * The information pages' texts in one language (issue 28 item 1, ADR 099): /games (heading,
 * intro, section headings, the featured games' descriptions, poster alt texts and link labels).
 * The English repeats today's page and app/content/games.ts word for word (a test compares them),
 * including the 'All Games' list's review summaries (keys `lt_games_review_<name>`, see
 * {@link reviewKey}); game and publisher names stay as written.
 */
import { allGames, featuredGames } from "~/content/games";
import { m } from "~/paraglide/messages";
import type { Locale } from "./locales";

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** Each featured game's [description, poster alt] messages, by game id. */
const FEATURED_MESSAGES: Record<string, [Message, Message]> = {
  "deep-rock-galactic": [m.info_games_drg_description, m.info_games_drg_alt],
  valheim: [m.info_games_valheim_description, m.info_games_valheim_alt],
};

/** Every message by key: the review lines' keys are built from the game names. */
const MESSAGES = m as unknown as Record<string, Message | undefined>;

/**
 * The catalog key of a game's review summary: "Garry's Mod" → "lt_games_review_garry_s_mod".
 * @param name the game's name in app/content/games.ts
 */
export function reviewKey(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  return `lt_games_review_${slug}`;
}

/** A featured game's texts in one language, on top of app/content/games.ts's entry. */
export interface FeaturedGameText {
  description: string;
  posterAlt: string;
  /** The muted trailer's label ("Valheim trailer (muted)"). */
  trailerLabel: string;
  /** The store button's screen-reader end ("for Valheim (opens in a new tab)"). */
  storeFor: string;
}

/**
 * Every text of /games in `locale`.
 * @returns meta, heading, intro, section headings, the list's count line, the store links'
 *   screen-reader note, the featured cards' shared labels, each featured game's texts by id and
 *   the 'All Games' review summaries in the order of `allGames`
 * @throws Error when a game has no messages (a programming error; the unit test walks them all)
 */
export function gamesText(locale: Locale) {
  const o = { locale };
  const featured: Record<string, FeaturedGameText> = {};
  for (const game of featuredGames) {
    const messages = FEATURED_MESSAGES[game.id];
    if (!messages) throw new Error(`Featured game without messages: ${game.id}`);
    featured[game.id] = {
      description: messages[0]({}, o),
      posterAlt: messages[1]({}, o),
      trailerLabel: m.info_games_trailer({ name: game.name }, o),
      storeFor: m.info_games_view_store_for({ name: game.name }, o),
    };
  }
  const reviews = allGames.map((game) => {
    const message = MESSAGES[reviewKey(game.name)];
    if (!message) throw new Error(`Game without a review message: ${game.name}`);
    return message({}, o);
  });
  return {
    meta: { title: m.info_games_title({}, o), description: m.info_games_meta({}, o) },
    heading: m.info_games_title({}, o),
    intro: m.info_games_intro({}, o),
    featuredHeading: m.info_games_featured({}, o),
    allHeading: m.info_games_all({}, o),
    count: m.info_games_count({ count: allGames.length }, o),
    storeNewTab: m.info_games_store_new_tab({}, o),
    card: {
      viewStore: m.info_games_view_store({}, o),
      trailerFailed: m.info_games_trailer_failed({}, o),
    },
    featured,
    reviews,
  };
}
