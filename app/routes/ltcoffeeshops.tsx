/**
 * /ltcoffeeshops: the venue pitch page for Coffee Shops (docs/spec/public-site.md §2 "Venue pitch
 * pages").
 */
import type { Route } from "./+types/ltcoffeeshops";
import { VenuePage, venueMeta } from "~/components/venue/venue-page";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return venueMeta(matches, "coffeeshops");
}

export function loader({ context }: Route.LoaderArgs) {
  return servicesOf(context).site.contactLinks();
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <VenuePage slug="coffeeshops" links={loaderData} />;
}
