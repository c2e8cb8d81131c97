/**
 * The privacy policy's texts in one language (issue 28 item 1, ADR 099): /privacy's meta, heading,
 * date line, every section and the place-data note with its GeoNames and CC BY 4.0 links. The
 * English repeats today's page word for word (a test compares them). Built by the /privacy loader
 * on the server, so the page's JavaScript carries no catalog.
 */
import { m } from "~/paraglide/messages";
import type { Locale } from "./locales";

/** A section of the policy: its heading, optional anchor id and paragraphs. */
export interface PrivacySection {
  id?: string;
  heading: string;
  paragraphs: string[];
}

/** A piece of a sentence with inline links: plain text, or a link's text and address. */
export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

/** The day the policy was last changed (UTC), shown as 'Last updated: 26 November 2026'. */
export const PRIVACY_UPDATED = new Date(Date.UTC(2026, 10, 26));

const PLACE_LINKS: Record<string, TextPart> = {
  "{geonames}": { text: "GeoNames", href: "https://www.geonames.org/" },
  "{license}": { text: "CC BY 4.0", href: "https://creativecommons.org/licenses/by/4.0/" },
};

/**
 * Splits a translated sentence at its link placeholders (`{geonames}`, `{license}`), wherever
 * the language puts them.
 * @returns the sentence as text and link parts, in reading order
 */
function withLinks(sentence: string): TextPart[] {
  return sentence
    .split(/(\{geonames\}|\{license\})/)
    .filter((piece) => piece !== "")
    .map((piece) => PLACE_LINKS[piece] ?? { text: piece });
}

/**
 * Every text of /privacy in `locale`.
 * @returns meta (title without the site name, description), heading, the 'Last updated' line
 *   with the date in the language's long format (day-month-year in English, as today), the
 *   sections in page order, the 'Place data' note as text/link parts and the contact line's
 *   words (the address itself comes from the configuration)
 */
export function privacyText(locale: Locale) {
  const o = { locale };
  const date = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(PRIVACY_UPDATED);
  const sections: PrivacySection[] = [
    { heading: m.prv_who_heading({}, o), paragraphs: [m.prv_who_p1({}, o)] },
    {
      heading: m.prv_collect_heading({}, o),
      paragraphs: [
        m.prv_collect_p1({}, o),
        m.prv_collect_p2({}, o),
        m.prv_collect_p3({}, o),
        m.prv_collect_p4({}, o),
      ],
    },
    {
      id: "listing-statistics",
      heading: m.prv_stats_heading({}, o),
      paragraphs: [m.prv_stats_p1({}, o), m.prv_stats_p2({}, o), m.prv_stats_p3({}, o)],
    },
    { heading: m.prv_why_heading({}, o), paragraphs: [m.prv_why_p1({}, o)] },
    { heading: m.prv_share_heading({}, o), paragraphs: [m.prv_share_p1({}, o)] },
    { heading: m.prv_keep_heading({}, o), paragraphs: [m.prv_keep_p1({}, o)] },
    {
      id: "your-data",
      heading: m.prv_yours_heading({}, o),
      paragraphs: [m.prv_yours_p1({}, o), m.prv_yours_p2({}, o), m.prv_yours_p3({}, o)],
    },
    { heading: m.prv_rights_heading({}, o), paragraphs: [m.prv_rights_p1({}, o)] },
  ];
  return {
    meta: { title: m.prv_meta_title({}, o), description: m.prv_meta_description({}, o) },
    heading: m.prv_heading({}, o),
    updated: m.prv_updated({ date }, o),
    sections,
    place: {
      heading: m.prv_place_heading({}, o),
      parts: withLinks(m.prv_place_text({ geonames: "{geonames}", license: "{license}" }, o)),
    },
    contact: { heading: m.prv_contact_heading({}, o), text: m.prv_contact_text({}, o) },
  };
}

/** The texts of /privacy in one language, as the loader hands them to the page. */
export type PrivacyText = ReturnType<typeof privacyText>;
