/**
 * A pending LAN center on /admin/review: community, what lists it (its plan or a complimentary
 * listing, issue 24 item 5), details, map preview.
 */
import { CentersMap } from "~/components/map/centers-map";
import type { TileSettings } from "~/components/map/map-types";
import { formatZonedTime } from "~/i18n/format";
import { centerListingBadge, type PendingCenter, type ReviewAnswer } from "~/lib/review-queue";
import { safeHttpUrl } from "~/lib/url";
import { Badge } from "./badge";
import { ReviewItemCard } from "./review-item-card";
import { fillReviewText, type AdminReviewText } from "./review-text";

/** The center's card with its decision forms. */
export function PendingCenterCard({
  center,
  tiles,
  answer,
  text,
}: {
  center: PendingCenter;
  tiles: TileSettings;
  answer: ReviewAnswer | undefined;
  /** The page's words (`adminReviewText`). */
  text: AdminReviewText;
}) {
  const words = text.center;
  const website = safeHttpUrl(center.website);
  const listing = centerListingBadge(center);
  // The badge's words in the page's language; in English the status is Stripe's own word.
  const status = center.subscriptionStatus;
  const listingLabel = listing.label.startsWith("subscription: ")
    ? fillReviewText(words.subscription, {
        status: status === null ? text.none : (words.statuses[status] ?? status),
      })
    : words.complimentary;
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
      <p className="text-sm text-ink-300">{words.noCoordinates}</p>
    );
  return (
    <ReviewItemCard
      kind="center"
      id={center.id}
      name={center.organizationName}
      answer={answer}
      previousReason={center.previousReason}
      aside={map}
      text={text}
    >
      <p className="mt-1 flex flex-wrap gap-2 text-sm">
        <span>{fillReviewText(words.community, { name: center.communityName ?? text.none })}</span>
        {center.communityName && (
          <Badge tone={center.communityVerified ? "ok" : "warn"}>
            {center.communityVerified ? words.communityVerified : words.communityPending}
          </Badge>
        )}
        <Badge tone={listing.ok ? "ok" : "muted"}>{listingLabel}</Badge>
      </p>
      <p className="mt-3">{center.description}</p>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="text-ink-300">{words.address}</dt>
        <dd>{center.address}</dd>
        <dt className="text-ink-300">{words.website}</dt>
        <dd>
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {center.website}
            </a>
          ) : (
            text.none
          )}
        </dd>
        <dt className="text-ink-300">{words.owner}</dt>
        <dd>
          {center.owner.displayName ?? text.unknown}
          {center.owner.email && (
            <>
              {" "}
              (<a href={`mailto:${center.owner.email}`}>{center.owner.email}</a>)
            </>
          )}
        </dd>
        <dt className="text-ink-300">{words.submitted}</dt>
        <dd>{formatZonedTime(text.locale, center.createdAt, "UTC")}</dd>
      </dl>
    </ReviewItemCard>
  );
}
