/**
 * The venue types' texts in one language (issue 28 item 1, ADR 099): the /lantypes hub (heading,
 * intro, cards with their image alt texts) and each venue's card. The English repeats
 * app/content/venue-types.ts word for word (a test compares them). The eight pitch pages' own
 * content is still English (the next step of the sweep).
 */
import { venueTypes, type VenueSlug, type VenueType } from "~/content/venue-types";
import { m } from "~/paraglide/messages";
import { localizeHref, type Locale } from "./locales";

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** Each venue's [title, card text, image alt] messages. */
const CARD_MESSAGES: Record<VenueSlug, [Message, Message, Message]> = {
  gamearenas: [m.types_gamearenas_title, m.types_gamearenas_card, m.types_gamearenas_alt],
  lanparties: [m.types_lanparties_title, m.types_lanparties_card, m.types_lanparties_alt],
  colleges: [m.types_colleges_title, m.types_colleges_card, m.types_colleges_alt],
  schools: [m.types_schools_title, m.types_schools_card, m.types_schools_alt],
  libraries: [m.types_libraries_title, m.types_libraries_card, m.types_libraries_alt],
  hotels: [m.types_hotels_title, m.types_hotels_card, m.types_hotels_alt],
  gamecafe: [m.types_gamecafe_title, m.types_gamecafe_card, m.types_gamecafe_alt],
  coffeeshops: [m.types_coffeeshops_title, m.types_coffeeshops_card, m.types_coffeeshops_alt],
};

/** One venue card of /lantypes in one language. */
export interface VenueCardText {
  slug: VenueSlug;
  /** The pitch page's address in the language ("/de/ltcolleges"). */
  href: string;
  title: string;
  text: string;
  image: string;
  imageAlt: string;
  placement: VenueType["placement"];
  /** The button's screen-reader end ("about Colleges"). */
  learnMoreAbout: string;
}

/**
 * The /lantypes hub in `locale`.
 * @returns meta, heading, intro, the cards' list label and button text, and the eight cards in
 *   the order of app/content/venue-types.ts
 */
export function lanTypesText(locale: Locale) {
  const o = { locale };
  const cards: VenueCardText[] = venueTypes.map((venue) => {
    const [title, card, alt] = CARD_MESSAGES[venue.slug];
    const cardTitle = title({}, o);
    return {
      slug: venue.slug,
      href: localizeHref(locale, venue.path),
      title: cardTitle,
      text: card({}, o),
      image: venue.image,
      imageAlt: alt({}, o),
      placement: venue.placement,
      learnMoreAbout: m.types_learn_more_about({ title: cardTitle }, o),
    };
  });
  return {
    meta: { title: m.types_hub_title({}, o), description: m.types_hub_meta({}, o) },
    heading: m.types_hub_heading({}, o),
    text: m.types_hub_text({}, o),
    listLabel: m.types_hub_label({}, o),
    learnMore: m.types_learn_more({}, o),
    cards,
  };
}
