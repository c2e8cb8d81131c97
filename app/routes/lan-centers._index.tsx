/**
 * /lan-centers 'Find LAN Centers Near You' (docs/spec/public-site.md §2 "/{product}"; directory
 * list and search): search form (GET, kept in the URL), the map of matching public centers, and the
 * same centers as an accessible, paginated list. Texts, numbers and distances in the URL's
 * language (issue 28 items 1 and 3, `app/i18n/directory.server.ts`).
 */
import { data } from "react-router";
import type { Route } from "./+types/lan-centers._index";
import { CenterList } from "~/components/directory/center-list";
import { SearchForm } from "~/components/directory/center-search-form";
import { AppearancesBeacon } from "~/components/insights/appearances-beacon";
import { CentersMap } from "~/components/map/centers-map";
import { MAP_DEFAULTS } from "~/components/map/map-types";
import { centerListText, directoryText } from "~/i18n/directory.server";
import { localeFromPath } from "~/i18n/locales";
import { CENTERS_PAGE_SIZE, centerSearchParams, isFiltered } from "~/lib/center-search";
import { parseCenterSearch } from "~/lib/center-search-parse";
import type { CenterListItem } from "~/server/directory/centers.server";
import { reasonOf } from "~/server/errors/app-error";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  const meta = loaderData?.texts.meta;
  return [{ title: meta?.title ?? "" }, { name: "description", content: meta?.description ?? "" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, directory, reviews } = servicesOf(context);
  const { map } = config;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const texts = directoryText(locale);
  const search = parseCenterSearch(url.searchParams);
  try {
    const [result, communityOptions] = await Promise.all([
      directory.searchCenters({ search, pageSize: CENTERS_PAGE_SIZE }),
      directory.listPublicCommunities(),
    ]);
    // Each card's average and count (issue 27 item 4): one read of the reviews' aggregate.
    const ratings = await reviews.listRatings({ centerIds: result.centers.map((c) => c.id) });
    const resultTexts = centerListText(locale, {
      search,
      total: result.total,
      totalIsLowerBound: result.totalIsLowerBound,
      placeLabel: result.place?.label,
      centers: result.centers,
      ratings,
    });
    return {
      ...result,
      communityOptions,
      search,
      tiles: map,
      databaseError: false,
      texts,
      resultTexts,
    };
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
        texts,
        resultTexts: null,
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
    texts,
    resultTexts,
  } = loaderData;
  const markerParams = centerSearchParams({
    q: search.q,
    community: search.community,
    platform: search.platform ?? null,
    openNow: search.openNow ?? false,
    fourStarsUp: search.fourStarsUp ?? false,
  });
  const markersUrl = `/lan-centers/markers.json${markerParams.size ? `?${markerParams}` : ""}`;
  // A city named in the search text wins over 'near me' (issue 14 item 3).
  const origin = place ?? search.near;
  const view = origin
    ? { center: [origin.lat, origin.lng] as [number, number], zoom: MAP_DEFAULTS.nearZoom }
    : { center: MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };
  return (
    <div className="page">
      <h1 className="heading-1">{texts.title}</h1>
      <p className="mt-2 max-w-2xl text-ink-300">{texts.intro}</p>
      <SearchForm
        search={search}
        communityOptions={communityOptions}
        placeNamed={place !== null}
        texts={texts.form}
      />
      <div className="mt-6">
        {databaseError ? (
          <div
            role="alert"
            className="flex h-[500px] flex-col items-center justify-center gap-3 rounded-2xl border border-red-400/40 bg-ink-900 p-6 text-center"
          >
            <p className="heading-2">{texts.databaseError}</p>
            <p className="text-ink-300">{texts.tryAgain}</p>
          </div>
        ) : (
          <CentersMap
            markers={markersUrl}
            tiles={tiles}
            view={view}
            fitToMarkers={isFiltered(search) && !origin}
            text={texts.map}
          />
        )}
      </div>
      {/* Counts the listed centers' appearances for their owners' Insights (ADR 086). */}
      {!databaseError && <AppearancesBeacon />}
      {resultTexts && (
        <CenterList
          centers={centers}
          total={total}
          totalIsLowerBound={totalIsLowerBound}
          search={search}
          texts={texts.list}
          resultTexts={resultTexts}
        />
      )}
    </div>
  );
}
