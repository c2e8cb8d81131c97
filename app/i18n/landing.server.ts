/**
 * The sign-up landing pages' texts in one language (issue 28 item 1, ADR 099):
 * /registration-choice now, the partner 'Join Our Network' pages below. English repeats today's
 * literals exactly (tests compare them). Built by the loaders on the server.
 */
import { m } from "~/paraglide/messages";
import { localizeHref, type Locale } from "./locales";

/** A sentence with one link inside it, split around the link for rendering. */
export interface LinkedSentence {
  before: string;
  link: { label: string; href: string };
  after: string;
}

/** The marker put in place of the `{link}` placeholder before splitting a sentence. */
const LINK_MARK = "\u0000";

/**
 * Splits a translated sentence around its `{link}` placeholder.
 * @param render the message, called with the marker as its `link` input
 * @param label the link's text; @param href the link's (already localized) target
 */
export function linkedSentence(
  render: (inputs: { link: string }) => string,
  label: string,
  href: string,
): LinkedSentence {
  const [before = "", after = ""] = render({ link: LINK_MARK }).split(LINK_MARK);
  return { before, link: { label, href }, after };
}

/**
 * Every text of /registration-choice in `locale`.
 * @returns meta title and description, heading, intro, the two choices (target, title, text)
 *   and the two sentences with a link (venue types, gamer sign-up)
 */
export function registrationChoiceText(locale: Locale) {
  const o = { locale };
  const to = (href: string) => localizeHref(locale, href);
  return {
    meta: {
      title: `${m.landing_reg_title({}, o)} | LAN Center Network`,
      description: m.landing_reg_description({}, o),
    },
    heading: m.landing_reg_heading({}, o),
    intro: m.landing_reg_intro({}, o),
    choices: [
      {
        to: to("/register-lan-center"),
        title: m.landing_reg_center_title({}, o),
        text: m.landing_reg_center_text({}, o),
      },
      {
        to: to("/register-lan-party"),
        title: m.landing_reg_party_title({}, o),
        text: m.landing_reg_party_text({}, o),
      },
    ],
    venueTypes: linkedSentence(
      (i) => m.landing_reg_types(i, o),
      m.landing_reg_types_link({}, o),
      to("/lantypes"),
    ),
    play: linkedSentence(
      (i) => m.landing_reg_play(i, o),
      m.landing_reg_play_link({}, o),
      to("/signup-form?as=play"),
    ),
  };
}
