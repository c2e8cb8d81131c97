/**
 * /lan-centers 'Find LAN Centers Near You' (spec: public-site.md §2 "/{product}"): the map of
 * verified centers in verified communities, and the same centers as an accessible list.
 */
import { data } from "react-router";
import type { Route } from "./+types/lan-centers";
import { CentersMap } from "~/components/map/centers-map";
import type { MapMarker } from "~/components/map/map-types";
import { safeHttpUrl } from "~/lib/url";
import { getConfig } from "~/server/config.server";
import { listMapCenters, type MapCenter } from "~/server/directory/centers.server";
import { getDb } from "~/server/runtime.server";

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

export async function loader() {
  const { map } = getConfig();
  try {
    const centers = await listMapCenters(getDb());
    return { centers, tiles: map, databaseError: false };
  } catch (error) {
    console.error(`lan-centers: ${error instanceof Error ? error.message : String(error)}`);
    return data({ centers: [] as MapCenter[], tiles: map, databaseError: true }, { status: 503 });
  }
}

export default function LanCenters({ loaderData }: Route.ComponentProps) {
  const { centers, tiles, databaseError } = loaderData;
  const markers: MapMarker[] = centers.map(
    ({ id, organizationName, description, website, lat, lng, createdByAdmin }) => ({
      id,
      organizationName,
      description,
      website,
      lat,
      lng,
      createdByAdmin,
    }),
  );
  return (
    <div className="page">
      <h1 className="heading-1">Find LAN Centers Near You</h1>
      <p className="mt-2 max-w-2xl text-ink-300">
        Every center on this map has been reviewed by our team. Green markers are centers added by
        the LAN Center Network team; blue markers are centers registered by their owners.
      </p>
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
          <CentersMap markers={markers} tiles={tiles} />
        )}
      </div>
      {!databaseError && <CenterList centers={centers} />}
    </div>
  );
}

function CenterList({ centers }: { centers: MapCenter[] }) {
  return (
    <section className="mt-10" aria-labelledby="center-list-title">
      <h2 id="center-list-title" className="heading-2">
        All verified LAN centers <span className="text-ink-300">({centers.length})</span>
      </h2>
      {centers.length === 0 ? (
        <p className="mt-4 text-ink-300">No verified LAN centers yet. Check back soon.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="center-list">
          {centers.map((center) => {
            const website = safeHttpUrl(center.website);
            return (
              <li key={center.id} className="card p-4">
                <h3 className="font-semibold text-white">{center.organizationName}</h3>
                <p className="text-sm text-ink-300">{center.communityName}</p>
                <p className="mt-2 text-sm">{center.address}</p>
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
    </section>
  );
}
