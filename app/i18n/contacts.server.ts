/**
 * The admin contact list's words in one language (issue 28 item 1, ADR 099): /contacts' meta,
 * heading, intro, search form, type names, count line, links and messages. The English repeats
 * today's page word for word (a test compares them). The contact cards themselves
 * (app/components/owner/contact-cards.tsx) and the names people entered are not translated here.
 */
import { contactTypes, type ContactType } from "~/lib/contacts-query";
import { m } from "~/paraglide/messages";
import { localizeHref, type Locale } from "./locales";
import { contactCardsText } from "./owner-panels.server";

/** The type filter's option labels by type id. */
const TYPE_MESSAGES: Record<
  ContactType,
  (inputs: Record<string, never>, o: { locale: Locale }) => string
> = {
  lan_center: m.ctc_type_lan_center,
  lan_party: m.ctc_type_lan_party,
  partner_lead: m.ctc_type_partner_lead,
};

/**
 * Every word of /contacts in `locale`, with the count line for `count` contacts.
 * @param count how many contacts the page lists (chooses the plural form)
 * @returns plain strings; `types` in the order of `contactTypes`; `dashboardHref` and
 *   `contactsHref` localized ("/de/dashboard"); `count` and `countFound` ("3 contacts", "3
 *   contacts found")
 */
export function contactsText(locale: Locale, count: number) {
  const o = { locale };
  return {
    metaTitle: m.ctc_meta_title({}, o),
    back: m.ctc_back({}, o),
    dashboardHref: localizeHref(locale, "/dashboard"),
    contactsHref: localizeHref(locale, "/contacts"),
    heading: m.ctc_heading({}, o),
    intro: m.ctc_intro({}, o),
    searchForm: m.ctc_search_form({}, o),
    searchField: m.ctc_search_field({}, o),
    type: m.ctc_type({}, o),
    allTypes: m.ctc_all_types({}, o),
    types: contactTypes.map((type) => ({ id: type.id, label: TYPE_MESSAGES[type.id]({}, o) })),
    search: m.ctc_search({}, o),
    count: m.ctc_count({ count }, o),
    countFound: m.ctc_count_found({ count }, o),
    clear: m.ctc_clear({}, o),
    download: m.ctc_download({}, o),
    downloadFiltered: m.ctc_download_filtered({}, o),
    unknownType: m.ctc_unknown_type({}, o),
    failed: m.ctc_failed({}, o),
    /** The cards' own words, as the dashboard shows them. */
    cards: contactCardsText(locale),
  };
}

/** The words of /contacts in one language, as the loader hands them to the page. */
export type ContactsText = ReturnType<typeof contactsText>;
