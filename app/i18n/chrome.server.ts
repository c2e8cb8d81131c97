/**
 * The site chrome's text in one language (issue 28 item 6, ADR 099): header, navigation, footer,
 * skip link, language switcher, the error pages and the character counter. Built on the server by the root loader and
 * handed to the components as plain strings, so no page ships the catalogs' functions for the
 * other six languages in its JavaScript (ADR 099, "3 KB rule").
 */
import type { CounterWords } from "~/components/ui/character-counter";
import { m } from "~/paraglide/messages";
import { intlLocale } from "./format";
import { LOCALES, type Locale } from "./locales";

/**
 * Every chrome string for `locale`.
 * @returns an object of plain strings (JSON-safe: it travels in the root loader's data)
 */
export function chromeText(locale: Locale) {
  const o = { locale };
  return {
    skipLink: m.skip_link({}, o),
    navLabel: m.nav_label({}, o),
    lanCenters: m.nav_lan_centers({}, o),
    events: m.nav_events({}, o),
    venueTypes: m.nav_venue_types({}, o),
    games: m.nav_games({}, o),
    faq: m.nav_faq({}, o),
    signIn: m.nav_sign_in({}, o),
    myPage: m.nav_my_page({}, o),
    dashboard: m.nav_dashboard({}, o),
    listings: m.nav_listings({}, o),
    networkInsights: m.nav_network_insights({}, o),
    contacts: m.nav_contacts({}, o),
    mail: m.nav_mail({}, o),
    logOut: m.nav_log_out({}, o),
    openMenu: m.nav_open_menu({}, o),
    closeMenu: m.nav_close_menu({}, o),
    footerLabel: m.footer_label({}, o),
    explore: m.footer_explore({}, o),
    forOwners: m.footer_owners({}, o),
    createAccount: m.footer_create_account({}, o),
    tagline: m.footer_tagline({}, o),
    contact: m.footer_contact({}, o),
    privacy: m.footer_privacy({}, o),
    newTab: m.footer_new_tab({}, o),
    language: m.language_label({}, o),
    errorTitle: m.error_title({}, o),
    errorText: m.error_text({}, o),
    pageNotFound: m.error_page_not_found({}, o),
    notFound: m.error_not_found({}, o),
    notFoundText: m.error_not_found_text({}, o),
    cancelled: m.error_cancelled({}, o),
    unavailable: m.error_unavailable({}, o),
    unavailableText: m.error_unavailable_text({}, o),
    errorWord: m.error_generic({}, o),
    adminOnly: m.error_admin_only({}, o),
    adminOnlyText: m.error_admin_only_text({}, o),
    backHome: m.error_back_home({}, o),
    findCenters: m.error_find_centers({}, o),
    allParties: m.error_all_parties({}, o),
    goDashboard: m.error_dashboard({}, o),
    forbidden: m.sml_error_forbidden({}, o),
    reference: m.sml_error_reference({}, o),
  };
}

/**
 * The character counter's words in `locale` (issue 28 item 1; `CharacterCounter`): the plural
 * forms for one and for other counts, with `{count}` kept for the browser to fill.
 * @returns a `CounterWords` object (JSON-safe, in the root loader's data)
 */
export function counterWords(locale: Locale): CounterWords {
  const o = { locale };
  const count = "{count}";
  return {
    pluralLocale: intlLocale(locale),
    leftOne: m.sml_counter_left({ count: 1, shown: count }, o),
    leftOther: m.sml_counter_left({ count: 5, shown: count }, o),
    overOne: m.sml_counter_over({ count: 1, shown: count }, o),
    overOther: m.sml_counter_over({ count: 5, shown: count }, o),
  };
}

/** The chrome strings of one language. */
export type ChromeText = ReturnType<typeof chromeText>;

/**
 * The footer's copyright line and the admin's review link, which carry a value.
 * @param year the current year, e.g. 2026
 * @param pending submissions waiting for review
 */
export function chromeLines(locale: Locale, year: number, pending: number) {
  return {
    rights: m.footer_rights({ year }, { locale }),
    review: m.nav_review({ count: pending }, { locale }),
  };
}

/**
 * The language-suggestion banner in each language it may suggest, each written in its own
 * language (`/` only: the banner is chosen in the browser from `navigator.languages`, so the
 * cached page is the same for everyone; ADR 099).
 */
export function bannerTexts(): Record<Locale, BannerText> {
  const texts = {} as Record<Locale, BannerText>;
  for (const locale of LOCALES) {
    texts[locale] = {
      label: m.banner_label({}, { locale }),
      text: m.banner_text({}, { locale }),
      action: m.banner_switch({}, { locale }),
      dismiss: m.banner_dismiss({}, { locale }),
    };
  }
  return texts;
}

/** The banner's words in one language. */
export interface BannerText {
  label: string;
  text: string;
  action: string;
  dismiss: string;
}
