/**
 * The review form's and the review page's texts in one language (issue 28 item 1, ADR 099):
 * the Write a review form (on the center page and /lan-centers/{id}/review) and the review page
 * around it. English repeats today's literals exactly (`ENGLISH_REVIEW_FORM` and the page's; a
 * test compares them). Built by loaders on the server, so no page ships a catalog.
 *
 * The reviews area answers in the specification's English (`REVIEW_ERRORS`, `REVIEW_MESSAGES`,
 * AppError messages and field errors); `reviewErrors(locale)` maps each English text to the
 * page's language and the page looks its messages up there (docs/translating.md).
 */
import type { ReviewFormText } from "~/components/reviews/review-form";
import { m } from "~/paraglide/messages";
import { REVIEW_ERRORS, REVIEW_MESSAGES } from "~/server/reviews/index.server";
import { localizeHref, type Locale } from "./locales";

type Options = { locale: Locale };
type Text = (inputs: Record<string, never>, options: Options) => string;

/** English review message → its catalog function (what the review form can be answered). */
const ERROR_KEYS: ReadonlyArray<readonly [string, Text]> = [
  ["Please check the review.", m.rev_err_check],
  [REVIEW_MESSAGES.rating, m.rev_err_rating],
  [REVIEW_MESSAGES.subRating, m.rev_err_sub_rating],
  [REVIEW_MESSAGES.bodyShort, m.rev_err_body_short],
  [REVIEW_MESSAGES.bodyLong, m.rev_err_body_long],
  [REVIEW_ERRORS.unverified, m.rev_verify],
  [REVIEW_ERRORS.notReviewable, m.rev_err_not_reviewable],
  [REVIEW_ERRORS.ownCenter, m.rev_err_own_center],
  [REVIEW_ERRORS.duplicate, m.rev_err_duplicate],
  [REVIEW_ERRORS.limit, m.rev_err_limit],
  [REVIEW_ERRORS.notFound, m.rev_err_not_found],
];

/** The reviews area's English form messages → the same message in `locale`. */
export function reviewErrors(locale: Locale): Record<string, string> {
  return Object.fromEntries(ERROR_KEYS.map(([english, text]) => [english, text({}, { locale })]));
}

const LINK_MARK = "\u0000link\u0000";

/** The Write a review form's words in `locale` (English: `ENGLISH_REVIEW_FORM`). */
export function reviewFormText(locale: Locale): ReviewFormText {
  const o = { locale };
  const link = m.rev_guidelines_link({}, o);
  const [before = "", after = ""] = m.rev_hint({ link: LINK_MARK }, o).split(LINK_MARK);
  return {
    ariaNew: m.rev_form_aria_new({ name: "{name}" }, o),
    ariaEdit: m.rev_form_aria_edit({ name: "{name}" }, o),
    yourRating: m.rev_your_rating({}, o),
    stars: [0, 1, 2, 3, 4, 5].map((count) => m.rev_stars({ count }, o)),
    subRatings: {
      equipment: m.rev_equipment({}, o),
      network: m.rev_network({}, o),
      staff: m.rev_staff({}, o),
    },
    optional: m.rev_optional({ label: "{label}" }, o),
    notRated: m.rev_not_rated({}, o),
    yourReview: m.rev_your_review({}, o),
    hint: { before, link, after },
    guidelinesHref: localizeHref(locale, "/review-guidelines"),
    save: m.rev_save({}, o),
    saving: m.rev_saving({}, o),
    post: m.rev_post({}, o),
    posting: m.rev_posting({}, o),
  };
}

/**
 * Every text of /lan-centers/{id}/review in `locale`, for the center named `name`.
 * @param centerId the center, for the localized links (back to its page, the form's action)
 * @returns meta title, back link, headings, the owner/verify notes, the own review's status
 *   lines, the delete texts, the form's words and the error map
 */
export function reviewPageText(locale: Locale, centerId: string, name: string) {
  const o = { locale };
  return {
    title: m.rev_meta_title({ name }, o),
    centerHref: localizeHref(locale, `/lan-centers/${centerId}`),
    formAction: localizeHref(locale, `/lan-centers/${centerId}/review`),
    back: m.rev_back_to({ name }, o),
    headingOwn: m.rev_heading_own({ name }, o),
    headingNew: m.rev_heading_new({ name }, o),
    ownerNote: m.rev_owner_note({}, o),
    verify: m.rev_verify({}, o),
    status: {
      held: m.rev_status_held({}, o),
      published: m.rev_status_published({}, o),
      hidden: m.rev_status_hidden({}, o),
    },
    deleteNote: m.rev_delete_note({}, o),
    delete: m.rev_delete({}, o),
    form: reviewFormText(locale),
    errors: reviewErrors(locale),
  };
}

/** The texts of the review page, as it receives them. */
export type ReviewPageText = ReturnType<typeof reviewPageText>;
