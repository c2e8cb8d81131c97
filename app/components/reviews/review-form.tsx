/**
 * The Write a review form (issue 27 item 1): 1 to 5 stars as a radio group (a fieldset: arrow
 * keys move between the stars, and it posts without JavaScript), three optional sub-ratings and
 * the text, with a link to the review guidelines. Posts to /lan-centers/{id}/review; a failed
 * form comes back with what was typed and the messages. Its words come from the page's loader in
 * the page's language (`reviewFormText`, app/i18n/review.server.ts, issue 28); English without.
 */
import { Form, Link, useNavigation } from "react-router";
import { Alert, SelectField, SubmitButton, TextAreaField } from "~/components/ui/form";

/** What the form starts with (what was typed, or the review being edited). */
export interface ReviewFormValues {
  rating?: string;
  equipment?: string;
  network?: string;
  staff?: string;
  body?: string;
}

const SUB_RATINGS = ["equipment", "network", "staff"] as const;

/** '1 star', '2 stars', … */
export const starsLabel = (n: number) => `${n} ${n === 1 ? "star" : "stars"}`;

/**
 * The form's words in one language. `ariaNew`/`ariaEdit` keep `{name}`, `optional` keeps
 * `{label}`; `stars[n]` is "n stars" (index 1 to 5); the hint is split around its link.
 */
export interface ReviewFormText {
  ariaNew: string;
  ariaEdit: string;
  yourRating: string;
  stars: string[];
  subRatings: Record<(typeof SUB_RATINGS)[number], string>;
  optional: string;
  notRated: string;
  yourReview: string;
  hint: { before: string; link: string; after: string };
  guidelinesHref: string;
  save: string;
  saving: string;
  post: string;
  posting: string;
}

/** The specification's English words of the form. */
export const ENGLISH_REVIEW_FORM: ReviewFormText = {
  ariaNew: "Review {name}",
  ariaEdit: "Edit your review of {name}",
  yourRating: "Your rating",
  stars: [0, 1, 2, 3, 4, 5].map(starsLabel),
  subRatings: { equipment: "Equipment", network: "Network", staff: "Staff" },
  optional: "{label} (optional)",
  notRated: "Not rated",
  yourReview: "Your review",
  hint: {
    before: "20 to 2,000 characters, plain text: links are not shown as links. Please follow our ",
    link: "review guidelines",
    after: ".",
  },
  guidelinesHref: "/review-guidelines",
  save: "Save changes",
  saving: "Saving...",
  post: "Post review",
  posting: "Posting...",
};

/** The review form; `editing` turns it into Save changes. */
export function ReviewForm({
  centerId,
  centerName,
  values,
  fieldErrors = {},
  formError = null,
  editing = false,
  action = `/lan-centers/${centerId}/review`,
  text = ENGLISH_REVIEW_FORM,
}: {
  centerId: string;
  centerName: string;
  values: ReviewFormValues;
  fieldErrors?: Record<string, string>;
  formError?: string | null;
  editing?: boolean;
  /** Where the form posts: the review page in the page's language. */
  action?: string;
  /** The form's words in the page's language. */
  text?: ReviewFormText;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const ratingError = fieldErrors.rating;
  return (
    <Form
      method="post"
      action={action}
      className="card grid gap-4"
      aria-label={(editing ? text.ariaEdit : text.ariaNew).replace("{name}", centerName)}
    >
      <input type="hidden" name="intent" value="save" />
      {formError && <Alert tone="error">{formError}</Alert>}
      <fieldset aria-describedby={ratingError ? "rating-error" : undefined}>
        <legend className="text-sm font-medium text-ink-200">
          {text.yourRating}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-ink-600 px-3 py-2 has-[:checked]:border-neon-400 has-[:focus-visible]:outline-2"
            >
              <input
                type="radio"
                name="rating"
                value={String(n)}
                required
                defaultChecked={values.rating === String(n)}
                aria-invalid={ratingError ? true : undefined}
              />
              <span>
                <span aria-hidden="true">{"★".repeat(n)} </span>
                {text.stars[n]}
              </span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id="rating-error" className="mt-1 text-sm text-hot-400">
            {ratingError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {SUB_RATINGS.map((name) => (
          <SelectField
            key={name}
            name={name}
            label={text.optional.replace("{label}", text.subRatings[name])}
            defaultValue={values[name] ?? ""}
            error={fieldErrors[name]}
          >
            <option value="">{text.notRated}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={String(n)}>
                {text.stars[n]}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <TextAreaField
        name="body"
        label={text.yourReview}
        required
        rows={6}
        maxChars={2000}
        defaultValue={values.body ?? ""}
        error={fieldErrors.body}
        hint={
          <>
            {text.hint.before}
            <Link to={text.guidelinesHref}>{text.hint.link}</Link>
            {text.hint.after}
          </>
        }
      />
      <SubmitButton
        busy={busy}
        label={editing ? text.save : text.post}
        busyLabel={editing ? text.saving : text.posting}
        className="btn-primary justify-self-start"
      />
    </Form>
  );
}
