/**
 * /ltschools: the venue pitch page for Schools (docs/spec/public-site.md §2 "Venue pitch pages").
 */
import type { Route } from "./+types/ltschools";
import { VenuePage, venueMeta } from "~/components/venue/venue-page";
import { localeFromPath } from "~/i18n/locales";
import { venueText } from "~/i18n/types.server";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return venueMeta(matches, loaderData?.text);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    links: await servicesOf(context).site.contactLinks(),
    // The page's texts in the URL's language (issue 28 item 1).
    text: venueText(localeFromPath(new URL(request.url).pathname), "schools"),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <VenuePage text={loaderData.text} links={loaderData.links} />;
}
