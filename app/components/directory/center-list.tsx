/**
 * The accessible list of /lan-centers (docs/spec/public-site.md §2): the matching centers of one
 * page with their average rating and review count, their count (a lower bound past 1000, ADR
 * 063), the empty state and the page links. Every text comes from the loader in the page's
 * language (`directoryText` and `centerListText`, issue 28).
 */
import { Link } from "react-router";
import { FeaturedBadge } from "~/components/map/featured-badge";
import { RatingBadge } from "~/components/reviews/rating-badge";
import type { CenterListText, DirectoryText } from "~/i18n/directory.server";
import {
  CENTERS_PAGE_SIZE,
  centerSearchParams,
  isFiltered,
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
  total,
  totalIsLowerBound,
  search,
  texts,
  resultTexts,
}: {
  centers: CenterListEntry[];
  /** Matches counted, up to a bound (ADR 063). */
  total: number;
  /** More matches than `total` exist: shown as "1000+". */
  totalIsLowerBound: boolean;
  search: CenterSearch;
  /** The list's fixed texts in the page's language. */
  texts: DirectoryText["list"];
  /** This page's heading, notes, page count and each center's distance and rating words. */
  resultTexts: CenterListText;
}) {
  const pages = Math.max(1, Math.ceil(total / CENTERS_PAGE_SIZE));
  const pageLink = (page: number) => `?${centerSearchParams({ ...search, page })}`;
  return (
    <section className="mt-10" aria-labelledby="center-list-title">
      <h2 id="center-list-title" className="heading-2">
        {resultTexts.heading} <span className="text-ink-300">{resultTexts.count}</span>
      </h2>
      {resultTexts.placeNote ? (
        <p className="mt-1 text-sm text-ink-300" data-testid="place-note">
          {resultTexts.placeNote}
        </p>
      ) : search.sort === "rating" ? null : (
        search.near && <p className="mt-1 text-sm text-ink-300">{texts.orderedNearYou}</p>
      )}
      {search.sort === "rating" && (
        <p className="mt-1 text-sm text-ink-300" data-testid="rating-note">
          {texts.ratingNote.before}
          <Link to={texts.ratingNote.href}>{texts.ratingNote.link}</Link>
          {texts.ratingNote.after}
        </p>
      )}
      {centers.length === 0 ? (
        <div className="card mt-4">
          <p>{isFiltered(search) ? texts.noMatch : texts.noneYet}</p>
          {isFiltered(search) && (
            <Link to={texts.clearHref} className="btn-secondary mt-4">
              {texts.clearSearch}
            </Link>
          )}
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="center-list">
          {centers.map((center) => {
            const website = safeHttpUrl(center.website);
            const words = resultTexts.centers[center.id];
            return (
              <li key={center.id} className="card p-4">
                {center.featured && <FeaturedBadge className="mb-2" label={texts.featured} />}
                <h3 className="font-semibold text-white">
                  <Link to={words?.href ?? `/lan-centers/${center.id}`} className="text-white">
                    {center.organizationName}
                  </Link>
                </h3>
                <p className="text-sm text-ink-300">{center.communityName}</p>
                <RatingBadge text={words?.rating} className="mt-1" />
                <p className="mt-2 text-sm">{center.address}</p>
                {words?.distance && (
                  <p className="mt-1 text-sm text-neon-300" data-testid="distance">
                    {words.distance}
                  </p>
                )}
                {website && (
                  <a
                    href={website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 inline-block text-sm"
                  >
                    {texts.visitWebsite}
                    <span className="sr-only">{words?.websiteOf}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {(pages > 1 || totalIsLowerBound) && (
        <nav aria-label={texts.pagesLabel} className="mt-6 flex items-center gap-4">
          {search.page > 1 && (
            <Link to={pageLink(search.page - 1)} className="btn-secondary">
              {texts.previous}
            </Link>
          )}
          <span className="text-sm text-ink-300">{resultTexts.pageOf}</span>
          {(search.page < pages || totalIsLowerBound) && (
            <Link to={pageLink(search.page + 1)} className="btn-secondary">
              {texts.next}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
