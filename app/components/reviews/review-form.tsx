/**
 * The Write a review form (issue 27 item 1): 1 to 5 stars as a radio group (a fieldset: arrow
 * keys move between the stars, and it posts without JavaScript), three optional sub-ratings and
 * the text, with a link to the review guidelines. Posts to /lan-centers/{id}/review; a failed
 * form comes back with what was typed and the messages.
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

const SUB_RATINGS = [
  ["equipment", "Equipment"],
  ["network", "Network"],
  ["staff", "Staff"],
] as const;

/** '1 star', '2 stars', … */
export const starsLabel = (n: number) => `${n} ${n === 1 ? "star" : "stars"}`;

/** The review form; `editing` turns it into Save changes. */
export function ReviewForm({
  centerId,
  centerName,
  values,
  fieldErrors = {},
  formError = null,
  editing = false,
}: {
  centerId: string;
  centerName: string;
  values: ReviewFormValues;
  fieldErrors?: Record<string, string>;
  formError?: string | null;
  editing?: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formAction === `/lan-centers/${centerId}/review`;
  const ratingError = fieldErrors.rating;
  return (
    <Form
      method="post"
      action={`/lan-centers/${centerId}/review`}
      className="card grid gap-4"
      aria-label={editing ? `Edit your review of ${centerName}` : `Review ${centerName}`}
    >
      <input type="hidden" name="intent" value="save" />
      {formError && <Alert tone="error">{formError}</Alert>}
      <fieldset aria-describedby={ratingError ? "rating-error" : undefined}>
        <legend className="text-sm font-medium text-ink-200">
          Your rating<span aria-hidden="true"> *</span>
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
                {starsLabel(n)}
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
        {SUB_RATINGS.map(([name, label]) => (
          <SelectField
            key={name}
            name={name}
            label={`${label} (optional)`}
            defaultValue={values[name] ?? ""}
            error={fieldErrors[name]}
          >
            <option value="">Not rated</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={String(n)}>
                {starsLabel(n)}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <TextAreaField
        name="body"
        label="Your review"
        required
        rows={6}
        maxChars={2000}
        defaultValue={values.body ?? ""}
        error={fieldErrors.body}
        hint={
          <>
            20 to 2,000 characters, plain text: links are not shown as links. Please follow our{" "}
            <Link to="/review-guidelines">review guidelines</Link>.
          </>
        }
      />
      <SubmitButton
        busy={busy}
        label={editing ? "Save changes" : "Post review"}
        busyLabel={editing ? "Saving..." : "Posting..."}
        className="btn-primary justify-self-start"
      />
    </Form>
  );
}
