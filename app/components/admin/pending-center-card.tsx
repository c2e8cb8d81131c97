/**
 * A pending LAN center on /admin/review: community, what lists it (its plan or a complimentary
 * listing, issue 24 item 5), details, map preview.
 */
import { CentersMap } from "~/components/map/centers-map";
import type { TileSettings } from "~/components/map/map-types";
import { formatDateTime } from "~/lib/format";
import { centerListingBadge, type PendingCenter, type ReviewAnswer } from "~/lib/review-queue";
import { safeHttpUrl } from "~/lib/url";
import { Badge } from "./badge";
import { ReviewItemCard } from "./review-item-card";

/** The center's card with its decision forms. */
export function PendingCenterCard({
  center,
  tiles,
  answer,
}: {
  center: PendingCenter;
  tiles: TileSettings;
  answer: ReviewAnswer | undefined;
}) {
  const website = safeHttpUrl(center.website);
  const listing = centerListingBadge(center);
  const map =
    center.lat !== null && center.lng !== null ? (
      <CentersMap
        markers={[[center.id, center.lat, center.lng, 0]]}
        tiles={tiles}
        view={{ center: [center.lat, center.lng], zoom: 11 }}
        fitToMarkers={false}
        height="h-48"
      />
    ) : (
      <p className="text-sm text-ink-300">No coordinates given.</p>
    );
  return (
    <ReviewItemCard
      kind="center"
      id={center.id}
      name={center.organizationName}
      answer={answer}
      previousReason={center.previousReason}
      aside={map}
    >
      <p className="mt-1 flex flex-wrap gap-2 text-sm">
        <span>Community: {center.communityName ?? "none"}</span>
        {center.communityName && (
          <Badge tone={center.communityVerified ? "ok" : "warn"}>
            {center.communityVerified ? "community verified" : "community pending"}
          </Badge>
        )}
        <Badge tone={listing.ok ? "ok" : "muted"}>{listing.label}</Badge>
      </p>
      <p className="mt-3">{center.description}</p>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="text-ink-300">Address</dt>
        <dd>{center.address}</dd>
        <dt className="text-ink-300">Website</dt>
        <dd>
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {center.website}
            </a>
          ) : (
            "none"
          )}
        </dd>
        <dt className="text-ink-300">Owner</dt>
        <dd>
          {center.owner.displayName ?? "unknown"}
          {center.owner.email && (
            <>
              {" "}
              (<a href={`mailto:${center.owner.email}`}>{center.owner.email}</a>)
            </>
          )}
        </dd>
        <dt className="text-ink-300">Submitted</dt>
        <dd>{formatDateTime(center.createdAt)}</dd>
      </dl>
    </ReviewItemCard>
  );
}
