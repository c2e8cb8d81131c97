/**
 * An owner's edit of a verified item on /admin/review (ADR 053): what changes, field by field
 * (what the public sees now → what the owner proposes), with Approve and Reject (with a reason).
 */
import { formatZonedTime } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { reviewValueText } from "~/lib/review-values";
import type { ChangedField, PendingChange, ReviewAnswer } from "~/lib/review-queue";
import { ReviewDecision } from "./review-decision";
import { fillReviewText, type AdminReviewText } from "./review-text";

/**
 * A field's value as the admin reads it: dates in the site's format, blanks as 'none', hours,
 * platforms, amenities and prices in words (`reviewValueText`).
 */
function Value({
  field,
  value,
  text,
}: {
  field: ChangedField;
  value: string | null;
  text: AdminReviewText;
}) {
  const locale: Locale = text.locale;
  if (value === null) return <span className="text-ink-300">{text.none}</span>;
  if (field.type === "date") return <>{formatZonedTime(locale, new Date(value), "UTC")}</>;
  if (field.type === "photos") {
    const urls = value.split(" ");
    return (
      <ol
        className="flex flex-wrap gap-1"
        aria-label={fillReviewText(text.change.photos, { count: urls.length })}
      >
        {urls.map((url, index) => (
          <li key={url}>
            <img
              src={url}
              alt={
                index === 0
                  ? text.change.cover
                  : fillReviewText(text.change.photo, { n: index + 1 })
              }
              width={64}
              height={48}
              loading="lazy"
              className="h-12 w-16 rounded object-cover"
            />
          </li>
        ))}
      </ol>
    );
  }
  return <span className="break-words">{reviewValueText(field.field, value, text.values)}</span>;
}

/** The change's card with its decision forms. */
export function PendingChangeCard({
  change,
  answer,
  text,
}: {
  change: PendingChange;
  answer: ReviewAnswer | undefined;
  /** The page's words (`adminReviewText`). */
  text: AdminReviewText;
}) {
  const words = text.change;
  const failed =
    answer?.formError && answer.values.id === change.id
      ? { message: answer.formError, reason: answer.values.reason }
      : null;
  return (
    <li className="card" data-testid={`pending-change-${change.kind}`}>
      <h3 className="text-xl font-bold text-white">{change.name}</h3>
      <p className="mt-1 text-sm text-ink-300">
        {fillReviewText(words.line, {
          kind: text.kinds[change.kind],
          when: formatZonedTime(text.locale, change.createdAt, "UTC"),
          owner: change.owner.displayName ?? text.unknown,
        })}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">
          {fillReviewText(words.caption, { name: change.name })}
        </caption>
        <thead>
          <tr className="text-ink-300">
            <th scope="col" className="py-1 pr-3 font-medium">
              {words.field}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {words.now}
            </th>
            <th scope="col" className="py-1 font-medium">
              {words.proposed}
            </th>
          </tr>
        </thead>
        <tbody>
          {change.fields.map((field) => (
            <tr key={field.field} className="border-t border-ink-700 align-top">
              <th scope="row" className="py-1 pr-3 font-medium text-white">
                {field.label}
              </th>
              <td className="py-1 pr-3">
                <Value field={field} value={field.old} text={text} />
              </td>
              <td className="py-1">
                <Value field={field} value={field.new} text={text} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {change.fields.length === 0 && <p className="mt-2 text-sm text-ink-300">{words.equal}</p>}
      <ReviewDecision
        kind={change.kind}
        id={change.itemId}
        name={change.name}
        failed={failed}
        changeId={change.id}
        text={text.decision}
      />
    </li>
  );
}
