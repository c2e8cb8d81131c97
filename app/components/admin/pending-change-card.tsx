/**
 * An owner's edit of a verified item on /admin/review (ADR 053): what changes, field by field
 * (what the public sees now → what the owner proposes), with Approve and Reject (with a reason).
 */
import { formatDateTime } from "~/lib/format";
import { reviewValueText } from "~/lib/review-values";
import type { ChangedField, PendingChange, ReviewAnswer, ReviewKind } from "~/lib/review-queue";
import { ReviewDecision } from "./review-decision";

const KIND_LABELS: Record<ReviewKind, string> = {
  center: "LAN center",
  community: "Community",
  party: "LAN party",
};

/**
 * A field's value as the admin reads it: dates in the site's format, blanks as 'none', hours,
 * platforms, amenities and prices in words (`reviewValueText`).
 */
function Value({ field, value }: { field: ChangedField; value: string | null }) {
  if (value === null) return <span className="text-ink-300">none</span>;
  if (field.type === "date") return <>{formatDateTime(new Date(value))}</>;
  if (field.type === "photos") {
    const urls = value.split(" ");
    return (
      <ol
        className="flex flex-wrap gap-1"
        aria-label={`${urls.length} photos, the first is the cover`}
      >
        {urls.map((url, index) => (
          <li key={url}>
            <img
              src={url}
              alt={index === 0 ? "Cover photo" : `Photo ${index + 1}`}
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
  return <span className="break-words">{reviewValueText(field.field, value)}</span>;
}

/** The change's card with its decision forms. */
export function PendingChangeCard({
  change,
  answer,
}: {
  change: PendingChange;
  answer: ReviewAnswer | undefined;
}) {
  const failed =
    answer?.formError && answer.values.id === change.id
      ? { message: answer.formError, reason: answer.values.reason }
      : null;
  return (
    <li className="card" data-testid={`pending-change-${change.kind}`}>
      <h3 className="text-xl font-bold text-white">{change.name}</h3>
      <p className="mt-1 text-sm text-ink-300">
        {KIND_LABELS[change.kind]} · changes submitted {formatDateTime(change.createdAt)} by{" "}
        {change.owner.displayName ?? "unknown"}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Proposed changes to {change.name}</caption>
        <thead>
          <tr className="text-ink-300">
            <th scope="col" className="py-1 pr-3 font-medium">
              Field
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Now
            </th>
            <th scope="col" className="py-1 font-medium">
              Proposed
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
                <Value field={field} value={field.old} />
              </td>
              <td className="py-1">
                <Value field={field} value={field.new} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {change.fields.length === 0 && (
        <p className="mt-2 text-sm text-ink-300">The proposed values now equal the public ones.</p>
      )}
      <ReviewDecision
        kind={change.kind}
        id={change.itemId}
        name={change.name}
        failed={failed}
        changeId={change.id}
      />
    </li>
  );
}
