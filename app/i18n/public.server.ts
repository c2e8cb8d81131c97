/**
 * The public policy pages' texts in one language (issue 28 item 1, ADR 099): /review-guidelines
 * (issue 27 item 3). English repeats today's page word for word (a test compares it). Built by
 * the page's loader on the server, so the page ships no catalog.
 */
import { m } from "~/paraglide/messages";
import { formatLongDate } from "./format";
import { BASE_LOCALE, localizeHref, type Locale } from "./locales";

type Options = { locale: Locale };
type Text = (inputs: Record<string, never>, options: Options) => string;

/** The guidelines' sections: heading, items, and the anchor id where the page links into it. */
const GUIDELINE_SECTIONS: ReadonlyArray<{ heading: Text; items: Text[]; id?: string }> = [
  {
    heading: m.pub_rg_who,
    items: [m.pub_rg_who_1, m.pub_rg_who_2, m.pub_rg_who_3, m.pub_rg_who_4],
  },
  {
    heading: m.pub_rg_good,
    items: [m.pub_rg_good_1, m.pub_rg_good_2, m.pub_rg_good_3, m.pub_rg_good_4],
  },
  {
    heading: m.pub_rg_remove,
    items: [
      m.pub_rg_remove_1,
      m.pub_rg_remove_2,
      m.pub_rg_remove_3,
      m.pub_rg_remove_4,
      m.pub_rg_remove_5,
    ],
  },
  {
    heading: m.pub_rg_reports,
    items: [m.pub_rg_reports_1, m.pub_rg_reports_2, m.pub_rg_reports_3],
  },
  { heading: m.pub_rg_replies, items: [m.pub_rg_replies_1, m.pub_rg_replies_2] },
  { heading: m.pub_rg_ratings, items: [m.pub_rg_ratings_1, m.pub_rg_ratings_2] },
  {
    heading: m.pub_rg_ranking,
    id: "ranking",
    items: [m.pub_rg_ranking_1, m.pub_rg_ranking_2, m.pub_rg_ranking_3],
  },
];

/** The day the guidelines last changed (ISO date). */
const GUIDELINES_UPDATED = "2026-11-26";

const LINK_MARK = "\u0000link\u0000";

/**
 * Every text of /review-guidelines in `locale`.
 * @returns meta, heading, the 'Last updated' line (English: "26 November 2026" as the page has
 *   always said; others: the date in the language's long format), intro, sections (heading,
 *   items, optional anchor id) and the closing 'See also' line split around its localized link
 */
export function guidelinesText(locale: Locale) {
  const o = { locale };
  const date =
    locale === BASE_LOCALE ? "26 November 2026" : formatLongDate(locale, GUIDELINES_UPDATED);
  const [before = "", after = ""] = m.pub_rg_see_also({ link: LINK_MARK }, o).split(LINK_MARK);
  return {
    meta: { title: m.pub_rg_title({}, o), description: m.pub_rg_meta({}, o) },
    heading: m.pub_rg_title({}, o),
    updated: m.pub_rg_updated({ date }, o),
    intro: m.pub_rg_intro({}, o),
    sections: GUIDELINE_SECTIONS.map((section) => ({
      heading: section.heading({}, o),
      items: section.items.map((item) => item({}, o)),
      ...(section.id ? { id: section.id } : {}),
    })),
    seeAlso: {
      before,
      link: m.pub_rg_privacy({}, o),
      href: localizeHref(locale, "/privacy"),
      after,
    },
  };
}
