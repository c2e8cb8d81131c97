/**
 * /lan-centers 'Find LAN Centers Near You' (docs/spec/public-site.md §2 "/{product}"; directory
 * list and search): search form (GET, kept in the URL), the map of matching public centers, and the
 * same centers as an accessible, paginated list.
 */
import { FeaturedBadge } from "~/components/map/featured-badge";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/lan-centers._index";
import { CentersMap } from "~/components/map/centers-map";
import { MAP_DEFAULTS } from "~/components/map/map-types";
import { NearMeButton } from "~/components/map/near-me-button";
import { SelectField, TextField } from "~/components/ui/form";
import {
  CENTERS_PAGE_SIZE,
  centerSearchParams,
  isFiltered,
  parseCenterSearch,
  PLACE_RADIUS_KM,
  type CenterSearch,
} from "~/lib/center-search";
import { safeHttpUrl } from "~/lib/url";
import { PLATFORMS } from "~/lib/opening-hours";
import type { CenterListItem } from "~/server/directory/centers.server";
import { reasonOf } from "~/server/errors/app-error";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export const DATABASE_ERROR_TEXT = "Unable to load LAN center locations from database";

export function meta() {
  return [
    { title: "Find LAN Centers Near You | LAN Center Network" },
    {
      name: "description",
      content: "A world map of verified LAN centers and gaming venues in the LAN Center Network.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, directory } = servicesOf(context);
  const { map } = config;
  const search = parseCenterSearch(new URL(request.url).searchParams);
  try {
    const [result, communityOptions] = await Promise.all([
      directory.searchCenters({ search, pageSize: CENTERS_PAGE_SIZE }),
      directory.listPublicCommunities(),
    ]);
    return { ...result, communityOptions, search, tiles: map, databaseError: false };
  } catch (error) {
    console.error(`lan-centers: ${reasonOf(error)}`);
    return data(
      {
        centers: [] as CenterListItem[],
        total: 0,
        totalIsLowerBound: false,
        place: null,
        communityOptions: [] as { id: string; name: string }[],
        search,
        tiles: map,
        databaseError: true,
      },
      { status: 503 },
    );
  }
}

export default function LanCenters({ loaderData }: Route.ComponentProps) {
  const {
    centers,
    total,
    totalIsLowerBound,
    communityOptions,
    search,
    tiles,
    databaseError,
    place,
  } = loaderData;
  const markerParams = centerSearchParams({
    q: search.q,
    community: search.community,
    platform: search.platform ?? null,
    openNow: search.openNow ?? false,
  });
  const markersUrl = `/lan-centers/markers.json${markerParams.size ? `?${markerParams}` : ""}`;
  // A city named in the search text wins over 'near me' (issue 14 item 3).
  const origin = place ?? search.near;
  const view = origin
    ? { center: [origin.lat, origin.lng] as [number, number], zoom: MAP_DEFAULTS.nearZoom }
    : { center: MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };
  return (
    <div className="page">
      <h1 className="heading-1">Find LAN Centers Near You</h1>
      <p className="mt-2 max-w-2xl text-ink-300">
        Every center on this map has been reviewed by our team. Green markers are centers added by
        the LAN Center Network team; blue markers are centers registered by their owners.
      </p>
      <SearchForm search={search} communityOptions={communityOptions} placeNamed={place !== null} />
      <div className="mt-6">
        {databaseError ? (
          <div
            role="alert"
            className="flex h-[500px] flex-col items-center justify-center gap-3 rounded-2xl border border-red-400/40 bg-ink-900 p-6 text-center"
          >
            <p className="heading-2">{DATABASE_ERROR_TEXT}</p>
            <p className="text-ink-300">Please try again in a few moments.</p>
          </div>
        ) : (
          <CentersMap
            markers={markersUrl}
            tiles={tiles}
            view={view}
            fitToMarkers={isFiltered(search) && !origin}
          />
        )}
      </div>
      {!databaseError && (
        <CenterList
          centers={centers}
          total={total}
          totalIsLowerBound={totalIsLowerBound}
          search={search}
          placeLabel={place?.label}
        />
      )}
    </div>
  );
}

function SearchForm({
  search,
  communityOptions,
  placeNamed,
}: {
  search: CenterSearch;
  communityOptions: { id: string; name: string }[];
  /** The text names a city: 'Near me' then drops it, or the city would win. */
  placeNamed: boolean;
}) {
  return (
    <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-end">
      <Form
        method="get"
        role="search"
        className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          id="center-search"
          label="Search by name, city or address"
          fieldClassName="flex-1"
          type="search"
          name="q"
          defaultValue={search.q}
          maxLength={200}
          placeholder="e.g. Berlin"
        />
        <SelectField
          id="center-community"
          label="Community"
          name="community"
          defaultValue={search.community ?? ""}
        >
          <option value="">All communities</option>
          {communityOptions.map((community) => (
            <option key={community.id} value={community.id}>
              {community.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="center-platform"
          label="Platform"
          name="platform"
          defaultValue={search.platform ?? ""}
        >
          <option value="">All platforms</option>
          {Object.entries(PLATFORMS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 pb-3 text-sm text-ink-200">
          <input
            type="checkbox"
            name="open"
            value="1"
            className="h-4 w-4 accent-neon-400"
            defaultChecked={search.openNow ?? false}
          />
          Open now
        </label>
        {search.near && (
          <input type="hidden" name="near" value={`${search.near.lat},${search.near.lng}`} />
        )}
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      <NearMeButton clearQuery={placeNamed} />
    </div>
  );
}

function CenterList({
  centers,
  total,
  totalIsLowerBound,
  search,
  placeLabel,
}: {
  centers: CenterListItem[];
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
          Ordered by distance from {placeLabel}: centers within {PLACE_RADIUS_KM} km and those whose
          name or address matches.
        </p>
      ) : (
        search.near && (
          <p className="mt-1 text-sm text-ink-300">Ordered by distance from your location.</p>
        )
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
