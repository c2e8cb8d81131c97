/**
 * The accessible list of /lan-centers (docs/spec/public-site.md §2): the matching centers of one
 * page with their average rating and review count, their count (a lower bound past 1000, ADR
 * 063), the empty state and the page links.
 */
import { Link } from "react-router";
import { FeaturedBadge } from "~/components/map/featured-badge";
import { RatingBadge } from "~/components/reviews/rating-badge";
import {
  CENTERS_PAGE_SIZE,
  centerSearchParams,
  isFiltered,
  PLACE_RADIUS_KM,
  type CenterSearch,
} from "~/lib/center-search";
import { safeHttpUrl } from "~/lib/url";

/** What the list shows of a center (the directory's `CenterListItem` has these and more). */
export interface CenterListEntry {
  id: string;
  organizationName: string;
  communityName: string | null;
  address: string;
  website: string | null;
  featured: boolean;
  /** From the search's origin, in km; null without one. */
  distanceKm: number | null;
}

/** One page of matching centers with its heading, count and page links. */
export function CenterList({
  centers,
  ratings = {},
  total,
  totalIsLowerBound,
  search,
  placeLabel,
}: {
  centers: CenterListEntry[];
  /** Average (one decimal) and count of published reviews per center id (issue 27 item 4). */
  ratings?: Record<string, { average: number; count: number }>;
  /** Matches counted, up to a bound (ADR 063). */
  total: number;
  /** More matches than `total` exist: shown as "1000+". */
  totalIsLowerBound: boolean;
  search: CenterSearch;
  /** The city the search text names ("Kraków, Poland"), if any. */
  placeLabel?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / CENTERS_PAGE_SIZE));
  const more = totalIsLowerBound ? "+" : "";
  const pageLink = (page: number) => `?${centerSearchParams({ ...search, page })}`;
  const filtered = isFiltered(search) || search.near !== null;
  return (
    <section className="mt-10" aria-labelledby="center-list-title">
      <h2 id="center-list-title" className="heading-2">
        {placeLabel
          ? `LAN centers near ${placeLabel.split(", ")[0]}`
          : filtered
            ? "Matching LAN centers"
            : "All verified LAN centers"}{" "}
        <span className="text-ink-300">
          ({total.toLocaleString("en-US")}
          {more})
        </span>
      </h2>
      {placeLabel ? (
        <p className="mt-1 text-sm text-ink-300" data-testid="place-note">
          {search.sort === "rating" ? "Around" : "Ordered by distance from"} {placeLabel}: centers
          within {PLACE_RADIUS_KM} km and those whose name or address matches.
        </p>
      ) : search.sort === "rating" ? null : (
        search.near && (
          <p className="mt-1 text-sm text-ink-300">Ordered by distance from your location.</p>
        )
      )}
      {search.sort === "rating" && (
        <p className="mt-1 text-sm text-ink-300" data-testid="rating-note">
          Ordered by rating: a weighted average, so a few reviews count less than many (
          <Link to="/review-guidelines#ranking">how ratings are ranked</Link>). Centers without
          reviews follow.
        </p>
      )}
      {centers.length === 0 ? (
        <div className="card mt-4">
          <p>
            {isFiltered(search)
              ? "No LAN centers match your search."
              : "No verified LAN centers yet. Check back soon."}
          </p>
          {isFiltered(search) && (
            <Link to="/lan-centers" className="btn-secondary mt-4">
              Clear search
            </Link>
          )}
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="center-list">
          {centers.map((center) => {
            const website = safeHttpUrl(center.website);
            return (
              <li key={center.id} className="card p-4">
                {center.featured && <FeaturedBadge className="mb-2" />}
                <h3 className="font-semibold text-white">
                  <Link to={`/lan-centers/${center.id}`} className="text-white">
                    {center.organizationName}
                  </Link>
                </h3>
                <p className="text-sm text-ink-300">{center.communityName}</p>
                <RatingBadge rating={ratings[center.id]} className="mt-1" />
                <p className="mt-2 text-sm">{center.address}</p>
                {center.distanceKm !== null && (
                  <p className="mt-1 text-sm text-neon-300" data-testid="distance">
                    {center.distanceKm < 10
                      ? center.distanceKm.toFixed(1)
                      : Math.round(center.distanceKm).toLocaleString("en-US")}{" "}
                    km away
                  </p>
                )}
                {website && (
                  <a
                    href={website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 inline-block text-sm"
                  >
                    Visit Website<span className="sr-only"> of {center.organizationName}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {(pages > 1 || totalIsLowerBound) && (
        <nav aria-label="Pages of LAN centers" className="mt-6 flex items-center gap-4">
          {search.page > 1 && (
            <Link to={pageLink(search.page - 1)} className="btn-secondary">
              Previous
            </Link>
          )}
          <span className="text-sm text-ink-300">
            Page {search.page} of {pages}
            {more}
          </span>
          {(search.page < pages || totalIsLowerBound) && (
            <Link to={pageLink(search.page + 1)} className="btn-secondary">
              Next
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
