/**
 * One line on a dashboard card saying whether the listing is live and, if not, why and what to
 * do (issue 13 item 3). The wording comes from `~/lib/listing-status`.
 */
import { Link } from "react-router";
import { useLocalizedHref } from "~/i18n/use-localized-href";
import type { ListingStatus } from "~/lib/listing-status";
import { fillText, translate, type MessageMap } from "./owner-text";

const toneClass: Record<ListingStatus["tone"], string> = {
  live: "border-green-400/40 bg-green-900/30 text-green-100",
  waiting: "border-yellow-400/40 bg-yellow-900/30 text-yellow-50",
  action: "border-red-400/40 bg-red-900/30 text-red-50",
};

/**
 * The status line; `name` labels the action link for screen readers ("Choose a plan for X").
 * `messages` turns the line's English into the page's language and `forName` is the label's
 * "for {name}" (English when omitted); the link stays in the page's language.
 */
export function ListingStatusLine({
  status,
  name,
  messages = { exact: {}, patterns: [] },
  forName = "for {name}",
}: {
  status: ListingStatus;
  name: string;
  messages?: MessageMap;
  forName?: string;
}) {
  const to = useLocalizedHref();
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm ${toneClass[status.tone]}`}
      data-testid="listing-status"
    >
      <span>{translate(messages, status.text)}</span>
      {status.action && (
        <Link to={to(status.action.to)} className="font-semibold text-white underline">
          {translate(messages, status.action.label)}
          <span className="sr-only"> {fillText(forName, { name })}</span>
        </Link>
      )}
    </p>
  );
}
