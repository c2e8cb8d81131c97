/**
 * The venue types' texts in one language (issue 28 item 1, ADR 099): the /lantypes hub (heading,
 * intro, cards with their image alt texts) and each venue's card. The English repeats
 * app/content/venue-types.ts word for word (a test compares them). On the eight pitch pages every
 * visible text is translated: hero, meta, image alt, the venue's own sections (keys
 * `lt_<slug>_s<index>_…`, see {@link sectionText}), the shared 'What Your Subscription Includes'
 * section, the case study, call to action and buttons. Names stay as written (the hotel tiers
 * Connect, Premium and Game Arena, the fictional case-study author).
 */
import type { VenuePageText } from "~/components/venue/venue-page";
import {
  sharedPitchSection,
  venueTypes,
  type VenueSection,
  type VenueSlug,
  type VenueType,
} from "~/content/venue-types";
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

/** Each venue's [meta description, hero heading, hero text, CTA heading, CTA text] messages. */
const PAGE_MESSAGES: Record<VenueSlug, [Message, Message, Message, Message, Message]> = {
  gamearenas: [
    m.types_gamearenas_meta,
    m.types_gamearenas_hero,
    m.types_gamearenas_hero_text,
    m.types_gamearenas_cta,
    m.types_gamearenas_cta_text,
  ],
  lanparties: [
    m.types_lanparties_meta,
    m.types_lanparties_hero,
    m.types_lanparties_hero_text,
    m.types_lanparties_cta,
    m.types_lanparties_cta_text,
  ],
  colleges: [
    m.types_colleges_meta,
    m.types_colleges_hero,
    m.types_colleges_hero_text,
    m.types_colleges_cta,
    m.types_colleges_cta_text,
  ],
  schools: [
    m.types_schools_meta,
    m.types_schools_hero,
    m.types_schools_hero_text,
    m.types_schools_cta,
    m.types_schools_cta_text,
  ],
  libraries: [
    m.types_libraries_meta,
    m.types_libraries_hero,
    m.types_libraries_hero_text,
    m.types_libraries_cta,
    m.types_libraries_cta_text,
  ],
  hotels: [
    m.types_hotels_meta,
    m.types_hotels_hero,
    m.types_hotels_hero_text,
    m.types_hotels_cta,
    m.types_hotels_cta_text,
  ],
  gamecafe: [
    m.types_gamecafe_meta,
    m.types_gamecafe_hero,
    m.types_gamecafe_hero_text,
    m.types_gamecafe_cta,
    m.types_gamecafe_cta_text,
  ],
  coffeeshops: [
    m.types_coffeeshops_meta,
    m.types_coffeeshops_hero,
    m.types_coffeeshops_hero_text,
    m.types_coffeeshops_cta,
    m.types_coffeeshops_cta_text,
  ],
};

/** The shared 'What Your Subscription Includes' section in `locale`. */
function pitchSection(locale: Locale): VenueSection {
  const o = { locale };
  return {
    heading: m.types_pitch_heading({}, o),
    bullets: [
      m.types_pitch_b1({}, o),
      m.types_pitch_b2({}, o),
      m.types_pitch_b3({}, o),
      m.types_pitch_b4({}, o),
      m.types_pitch_b5({}, o),
      m.types_pitch_b6({}, o),
      m.types_pitch_b7({}, o),
    ],
  };
}

/** Every message by key: the venue sections' keys are built from the content's structure. */
const MESSAGES = m as unknown as Record<string, Message | undefined>;

/**
 * The message `key` in `locale`.
 * @throws Error when the catalogs have no such key (a programming error; the unit test walks
 *   every venue in every language)
 */
function say(key: string, locale: Locale): string {
  const message = MESSAGES[key];
  if (!message) throw new Error(`Missing message: ${key}`);
  return message({}, { locale });
}

/**
 * A venue's own section in `locale`, from the keys `lt_<slug>_s<index>_heading`, `_p<n>`
 * (paragraphs), `_b<n>` (bullets), `_step<n>_title` / `_step<n>_text` and `_tier<n>_text` (tier
 * names are product names and stay).
 * @param slug the venue
 * @param index the section's place in the venue's `sections`
 */
function sectionText(
  locale: Locale,
  slug: VenueSlug,
  index: number,
  section: VenueSection,
): VenueSection {
  const key = `lt_${slug}_s${index}`;
  return {
    heading: say(`${key}_heading`, locale),
    ...(section.paragraphs && {
      paragraphs: section.paragraphs.map((_, n) => say(`${key}_p${n}`, locale)),
    }),
    ...(section.bullets && {
      bullets: section.bullets.map((_, n) => say(`${key}_b${n}`, locale)),
    }),
    ...(section.steps && {
      steps: section.steps.map((_, n) => ({
        title: say(`${key}_step${n}_title`, locale),
        text: say(`${key}_step${n}_text`, locale),
      })),
    }),
    ...(section.tiers && {
      tiers: section.tiers.map((tier, n) => ({
        name: tier.name,
        text: say(`${key}_tier${n}_text`, locale),
      })),
    }),
  };
}

/**
 * A venue pitch page's texts in `locale`.
 * @param slug the page's venue ("colleges" for /ltcolleges)
 * @returns the venue (in the shape of app/content/venue-types.ts, translated parts replaced,
 *   sign-up link localized) and the page's button and step labels
 * @throws Error for a slug without content (a programming error)
 */
export function venueText(locale: Locale, slug: VenueSlug): VenuePageText {
  const o = { locale };
  const venue: VenueType | undefined = venueTypes.find((v) => v.slug === slug);
  if (!venue) throw new Error(`Unknown venue type: ${slug}`);
  const [title, card, alt] = CARD_MESSAGES[slug];
  const [meta, hero, heroText, cta, ctaText] = PAGE_MESSAGES[slug];
  const pitch = pitchSection(locale);
  return {
    venue: {
      ...venue,
      title: title({}, o),
      cardTitle: title({}, o),
      cardText: card({}, o),
      imageAlt: alt({}, o),
      metaDescription: meta({}, o),
      heroHeading: hero({}, o),
      heroText: heroText({}, o),
      ctaHeading: cta({}, o),
      ctaText: ctaText({}, o),
      sections: venue.sections.map((section, index) =>
        section === sharedPitchSection ? pitch : sectionText(locale, slug, index, section),
      ),
      ...(venue.caseStudy && {
        caseStudy: {
          label: say(`lt_${slug}_case_label`, locale),
          quote: say(`lt_${slug}_case_quote`, locale),
          author: venue.caseStudy.author,
          role: say(`lt_${slug}_case_role`, locale),
        },
      }),
      signUpHref: localizeHref(locale, venue.signUpHref),
    },
    labels: {
      signUp: m.types_sign_up({}, o),
      schedule: m.types_schedule({}, o),
      newTab: m.types_new_tab({}, o),
      meetingSubject: m.types_meeting_subject({}, o),
      contactUs: m.types_contact_us({}, o),
      step: m.types_step({}, o),
    },
  };
}
