/**
 * The sign-up landing pages' texts in one language (issue 28 item 1, ADR 099):
 * /registration-choice and the six partner 'Join Our Network' pages with their lead form. English repeats today's
 * literals exactly (tests compare them). Built by the loaders on the server.
 */
import type { LeadFormText } from "~/components/partners/lead-form";
import { findPartnerPage, type PartnerPage, type PartnerPath } from "~/content/partners";
import { leadLimits, leadVenueTypes, type LeadVenueType } from "~/lib/partner-lead-fields";
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

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** Each partner page's own messages: [title, meta description, heading, intro, benefits heading,
 * benefits, pricing note]. */
const PARTNER_MESSAGES: Record<
  PartnerPath,
  {
    title: Message;
    meta: Message;
    heading: Message;
    intro: Message;
    benefits: Message;
    items: Message[];
    note?: Message;
  }
> = {
  "/signup": {
    title: m.landing_signup_title,
    meta: m.landing_signup_meta,
    heading: m.landing_signup_title,
    intro: m.landing_signup_intro,
    benefits: m.landing_signup_benefits,
    items: [
      m.landing_signup_b1,
      m.landing_signup_b2,
      m.landing_signup_b3,
      m.landing_signup_b4,
      m.landing_signup_b5,
      m.landing_signup_b6,
    ],
  },
  "/signup-early": {
    title: m.landing_early_title,
    meta: m.landing_early_meta,
    heading: m.landing_early_heading,
    intro: m.landing_early_intro,
    benefits: m.landing_early_benefits,
    items: [
      m.landing_early_b1,
      m.landing_early_b2,
      m.landing_early_b3,
      m.landing_early_b4,
      m.landing_early_b5,
    ],
    note: m.landing_early_note,
  },
  "/signup-lp": {
    title: m.landing_lp_title,
    meta: m.landing_lp_meta,
    heading: m.landing_lp_heading,
    intro: m.landing_lp_intro,
    benefits: m.landing_lp_benefits,
    items: [m.landing_lp_b1, m.landing_lp_b2, m.landing_lp_b3, m.landing_lp_b4, m.landing_lp_b5],
  },
  "/signup-gizmo": {
    title: m.landing_gizmo_title,
    meta: m.landing_gizmo_meta,
    heading: m.landing_gizmo_title,
    intro: m.landing_gizmo_intro,
    benefits: m.landing_gizmo_benefits,
    items: [
      m.landing_gizmo_b1,
      m.landing_gizmo_b2,
      m.landing_gizmo_b3,
      m.landing_gizmo_b4,
      m.landing_gizmo_b5,
    ],
  },
  "/signup-valhallan": {
    title: m.landing_valhallan_title,
    meta: m.landing_valhallan_meta,
    heading: m.landing_valhallan_heading,
    intro: m.landing_valhallan_intro,
    benefits: m.landing_valhallan_benefits,
    items: [
      m.landing_valhallan_b1,
      m.landing_valhallan_b2,
      m.landing_valhallan_b3,
      m.landing_valhallan_b4,
      m.landing_valhallan_b5,
    ],
  },
  "/signup-contender": {
    title: m.landing_contender_title,
    meta: m.landing_contender_meta,
    heading: m.landing_contender_heading,
    intro: m.landing_contender_intro,
    benefits: m.landing_contender_benefits,
    items: [
      m.landing_contender_b1,
      m.landing_contender_b2,
      m.landing_contender_b3,
      m.landing_contender_b4,
      m.landing_contender_b5,
    ],
  },
};

/** The lead form's venue-type labels, by venue type id. */
const VENUE_TYPE_LABELS: Record<LeadVenueType, Message> = {
  "lan-center": m.landing_type_lan_center,
  "game-arena": m.landing_type_game_arena,
  "lan-party": m.landing_type_lan_party,
  college: m.landing_type_college,
  school: m.landing_type_school,
  library: m.landing_type_library,
  hotel: m.landing_type_hotel,
  "game-cafe": m.landing_type_game_cafe,
  "coffee-shop": m.landing_type_coffee_shop,
  other: m.landing_type_other,
};

/**
 * The lead form's and HubSpot panel's texts in `locale`. Field messages are checked in English
 * (the shared zod schema of app/lib/partner-lead.ts, in the browser and on the server); `errors`
 * maps each English message to this language's, and the form shows the mapped one.
 * @param supportEmail the address shown in the rate-limited and failed notes
 */
export function leadFormText(locale: Locale, supportEmail: string): LeadFormText {
  const o = { locale };
  const mail = `mailto:${supportEmail}`;
  const errors: Record<string, string> = {};
  const pair = (english: string, translated: string) => {
    errors[english] = translated;
  };
  const en = { locale: "en" as const };
  for (const [message, max] of [
    [m.landing_err_name_long, leadLimits.name],
    [m.landing_err_organization_long, leadLimits.organization],
    [m.landing_err_message_long, leadLimits.message],
  ] as const) {
    pair(message({ max }, en), message({ max }, o));
  }
  for (const message of [
    m.landing_err_name,
    m.landing_err_email,
    m.landing_err_email_invalid,
    m.landing_err_organization,
    m.landing_err_venue_type,
  ]) {
    pair(message({}, en), message({}, o));
  }
  return {
    loading: m.landing_form_loading({}, o),
    failed: m.landing_form_failed({}, o),
    contactPrompt: m.landing_form_contact_prompt({}, o),
    contactLink: m.landing_form_contact_link({}, o),
    submitted: m.landing_form_submitted({}, o),
    thanks: m.landing_lead_thanks({}, o),
    received: m.landing_lead_received({}, o),
    heading: m.landing_lead_heading({}, o),
    requiredNote: linkedSentence((i) => m.landing_lead_required_note({ mark: i.link }, o), "*", ""),
    required: m.landing_lead_required({}, o),
    rateLimited: linkedSentence((i) => m.landing_lead_rate_limited(i, o), supportEmail, mail),
    sendFailed: linkedSentence((i) => m.landing_lead_failed(i, o), supportEmail, mail),
    fields: {
      name: m.landing_lead_name({}, o),
      email: m.landing_lead_email({}, o),
      organization: m.landing_lead_organization({}, o),
      venueType: m.landing_lead_venue_type({}, o),
      message: m.landing_lead_message({}, o),
    },
    chooseVenueType: m.landing_lead_choose_type({}, o),
    venueTypes: leadVenueTypes.map((type) => ({
      id: type.id,
      label: VENUE_TYPE_LABELS[type.id]({}, o),
    })),
    honeypot: m.landing_lead_honeypot({}, o),
    send: m.landing_lead_send({}, o),
    sending: m.landing_lead_sending({}, o),
    errors,
  };
}

/**
 * A partner 'Join Our Network' page's texts in `locale`: the left panel (in the shape of
 * app/content/partners.ts, whose English it repeats), the pricing heading and the form's texts.
 * The plans themselves come from app/i18n/plans.server.ts (the loader adds them).
 * @param path one of the six partner routes
 * @param supportEmail the address of the form's notes
 */
export function partnerPageText(locale: Locale, path: PartnerPath, supportEmail: string) {
  const o = { locale };
  const messages = PARTNER_MESSAGES[path];
  const page = findPartnerPage(path);
  if (!page) throw new Error(`Unknown partner page: ${path}`);
  const left: PartnerPage = {
    ...page,
    title: messages.title({}, o),
    metaDescription: messages.meta({}, o),
    heading: messages.heading({}, o),
    intro: messages.intro({}, o),
    benefitsHeading: messages.benefits({}, o),
    benefits: messages.items.map((item) => item({}, o)),
    ...(messages.note ? { pricingNote: messages.note({}, o) } : {}),
  };
  return {
    page: left,
    partnership: m.landing_partnership({}, o),
    pricing: m.landing_pricing({}, o),
    form: leadFormText(locale, supportEmail),
  };
}
