/**
 * One line on a dashboard card saying whether the listing is live and, if not, why and what to
 * do (issue 13 item 3). The wording comes from `~/lib/listing-status`.
 */
import { Link } from "react-router";
import type { ListingStatus } from "~/lib/listing-status";

const toneClass: Record<ListingStatus["tone"], string> = {
  live: "border-green-400/40 bg-green-900/30 text-green-100",
  waiting: "border-yellow-400/40 bg-yellow-900/30 text-yellow-50",
  action: "border-red-400/40 bg-red-900/30 text-red-50",
};

/** The status line; `name` labels the action link for screen readers ("Choose a plan for X"). */
export function ListingStatusLine({ status, name }: { status: ListingStatus; name: string }) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm ${toneClass[status.tone]}`}
      data-testid="listing-status"
    >
      <span>{status.text}</span>
      {status.action && (
        <Link to={status.action.to} className="font-semibold text-white underline">
          {status.action.label}
          <span className="sr-only"> for {name}</span>
        </Link>
      )}
    </p>
  );
}
