/**
 * The /faq page's texts in one language (issue 28 item 1, ADR 099): heading, intro, the category
 * filter's labels, the nine questions and answers and the contact box. The English repeats
 * app/content/faq.ts word for word (a test compares them). Built by the FAQ loader on the server,
 * so the page's JavaScript carries no catalog.
 */
import { faqCategories, faqEntries, type FaqCategoryId, type FaqEntry } from "~/content/faq";
import { m } from "~/paraglide/messages";
import type { Locale } from "./locales";

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** Each category's label message, by category id. */
const CATEGORY_LABELS: Record<FaqCategoryId, Message> = {
  all: m.faq_cat_all,
  general: m.faq_cat_general,
  business: m.faq_cat_business,
  technical: m.faq_cat_technical,
  events: m.faq_cat_events,
  membership: m.faq_cat_membership,
};

/** Each entry's question and answer messages, by entry id. */
const ENTRY_TEXTS: Record<string, [Message, Message]> = {
  "what-is-the-network": [m.faq_q_what_is_the_network, m.faq_a_what_is_the_network],
  "who-can-join": [m.faq_q_who_can_join, m.faq_a_who_can_join],
  "plans-and-prices": [m.faq_q_plans_and_prices, m.faq_a_plans_and_prices],
  "player-accounts": [m.faq_q_player_accounts, m.faq_a_player_accounts],
  "setup-time": [m.faq_q_setup_time, m.faq_a_setup_time],
  "new-games": [m.faq_q_new_games, m.faq_a_new_games],
  "listing-events": [m.faq_q_listing_events, m.faq_a_listing_events],
  "map-review": [m.faq_q_map_review, m.faq_a_map_review],
  "change-or-cancel": [m.faq_q_change_or_cancel, m.faq_a_change_or_cancel],
};

/**
 * Every text of /faq in `locale`.
 * @param shown how many questions the current filter shows (for the screen-reader status line)
 * @returns meta title/description, heading, intro, categories (id + label, in display order),
 *   entries (id, category, question, answer, in display order) and the contact box's texts
 */
export function faqText(locale: Locale, shown: number) {
  const o = { locale };
  const entries: FaqEntry[] = faqEntries.map((entry) => {
    const texts = ENTRY_TEXTS[entry.id];
    if (!texts) throw new Error(`FAQ entry without messages: ${entry.id}`);
    return { ...entry, question: texts[0]({}, o), answer: texts[1]({}, o) };
  });
  return {
    meta: { title: m.faq_meta_title({}, o), description: m.faq_meta_description({}, o) },
    heading: m.faq_meta_title({}, o),
    intro: m.faq_intro({}, o),
    categoriesLabel: m.faq_categories_label({}, o),
    showing: m.faq_showing({ count: shown }, o),
    categories: faqCategories.map((category) => ({
      id: category.id,
      label: CATEGORY_LABELS[category.id]({}, o),
    })),
    entries,
    contact: {
      heading: m.faq_contact_heading({}, o),
      text: m.faq_contact_text({}, o),
      action: m.faq_contact_us({}, o),
    },
  };
}

/** The /faq texts of one language. */
export type FaqText = ReturnType<typeof faqText>;
