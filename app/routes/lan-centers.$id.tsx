/**
 * /lan-centers/{id} (center pages): a public center's page with its community,
 * address, website, a small map, upcoming LAN parties and schema.org JSON-LD. Centers that are
 * not public answer 404. Its loader data also feeds the map popup. The Follow button (issue 25
 * item 2) shows the viewer's own state; anonymous visitors, and so every cached copy (ADR 063),
 * get the plain 'Follow'. Views are counted by `InsightsBeacon`, and the website, directions and
 * phone links go through /go/{kind}/{id}, which counts the click (issue 26, ADR 085). Texts,
 * dates, numbers and prices in the URL's language, party times on their venue's clock with its
 * zone's abbreviation (issue 28 items 1 and 3, `app/i18n/center.server.ts`).
 */
import { FollowButton } from "~/components/follows/follow-button";
import { InsightsBeacon } from "~/components/insights/insights-beacon";
import { FeaturedBadge } from "~/components/map/featured-badge";
import { Link } from "react-router";
import type { Route } from "./+types/lan-centers.$id";
import { CentersMap } from "~/components/map/centers-map";
import { ZonedTime } from "~/components/events/party-times";
import { zoneLabel } from "~/lib/time-zone";
import { centerText, reviewsText } from "~/i18n/center.server";
import { localeFromPath } from "~/i18n/locales";
import { Detail, DetailArticle, WebsiteDetail } from "~/components/ui/detail-list";
import { PhotoGallery } from "~/components/photos/photo-gallery";
import { centerJsonLd } from "~/lib/json-ld";
import { openingStatus, priceText } from "~/lib/opening-hours";
import { CenterHours, FacilityDetails } from "~/components/venue/center-hours";
import { safeHttpUrl } from "~/lib/url";
import { loadOr404 } from "~/server/errors/route-answer.server";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";
import { CenterReviews } from "~/components/reviews/center-reviews";
import { centerReviewsFor } from "~/server/reviews/center-page.server";
import { localizedUrl, notFoundTitle } from "~/lib/seo";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { directory, config, auth, follows, reviews: reviewService } = servicesOf(context);
  const center = await loadOr404(params.id, (id) => directory.getPublicCenter({ id }));
  // The viewer's own follow state; a visitor without a session reads nothing (cacheable page).
  const viewer = await auth.getSessionUser(request);
  const following = viewer
    ? await follows.isFollowing({ userId: viewer.id, target: { kind: "center", id: center.id } })
    : false;
  const { publicUrl, map } = config;
  const url = `${publicUrl}/lan-centers/${center.id}`;
  // Open or closed on the venue's own wall clock, not the server's (issue 14 item 4).
  const status = openingStatus(center.openingHours, center.timeZone, new Date());
  // Reviews (issue 27): the viewer's own review and votes only with a session, like Follow.
  const reviews = await centerReviewsFor(reviewService, { request, centerId: center.id, viewer });
  const locale = localeFromPath(new URL(request.url).pathname);
  const text = {
    ...centerText(locale, center, status),
    reviews: reviewsText(locale, center.id, reviews.data, reviews.viewer),
  };
  return { center, url, tiles: map, status, following, reviews, text };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: notFoundTitle(matches, "LAN center not found") }];
  const { center } = loaderData;
  // The canonical and og:url name this language's page (issue 28 item 2).
  const url = localizedUrl(matches, loaderData.url);
  return [
    { title: `${center.organizationName} | LAN Center Network` },
    { name: "description", content: center.description.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: center.organizationName },
    { property: "og:description", content: center.description.slice(0, 200) },
    { property: "og:url", content: url },
    ...(center.photos[0]
      ? [{ property: "og:image", content: new URL(center.photos[0].url, url).href }]
      : []),
  ];
}

export default function CenterPage({ loaderData }: Route.ComponentProps) {
  const { center, url, tiles, following, reviews, text } = loaderData;
  const website = safeHttpUrl(center.website);
  const cover = center.photos[0];
  const image = cover ? new URL(cover.url, url).href : null;
  const { facilities } = center;
  const price = priceText(facilities.priceFromCents, facilities.priceCurrency);
  const jsonLd = centerJsonLd({
    ...center,
    website,
    imageUrl: image,
    url,
    telephone: facilities.phone,
    priceRange: price && `from ${price}`,
    rating: { ...reviews.data.summary, reviews: reviews.data.reviews },
  });
  return (
    <DetailArticle className="page" jsonLd={jsonLd} back={text.back}>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-neon-300 uppercase">
            {center.communityName}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
            <h1 className="heading-1">{center.organizationName}</h1>
            <FollowButton
              kind="center"
              id={center.id}
              following={following}
              name={center.organizationName}
              text={text.follow}
            />
          </div>
          {center.featured && <FeaturedBadge className="mt-2" label={text.featured} />}
          <PhotoGallery photos={center.photos} text={text.gallery} />
          <p className="mt-6 text-lg leading-relaxed whitespace-pre-line">{center.description}</p>
          <dl className="mt-6 grid gap-3 sm:grid-cols-[8rem_1fr]">
            <Detail term={text.address}>
              {center.address}{" "}
              <a href={`/go/directions/${center.id}`} target="_blank" rel="noopener noreferrer">
                {text.directions}
                <span className="sr-only">{text.directionsTo}</span>
              </a>
            </Detail>
            {website && (
              <WebsiteDetail
                url={`/go/website/${center.id}`}
                name={center.organizationName}
                text={text.website}
              />
            )}
            {center.communityDescription && (
              <Detail term={text.community}>{center.communityDescription}</Detail>
            )}
            <FacilityDetails
              text={text.facilities}
              phone={facilities.phone}
              phoneHref={`/go/phone/${center.id}`}
            />
          </dl>
          <CenterHours text={text.hours} />
          <section className="mt-10" aria-labelledby="events-title">
            <h2 id="events-title" className="heading-2">
              {text.upcoming.heading}
            </h2>
            {center.upcomingEvents.length === 0 ? (
              <p className="mt-3 text-ink-300">{text.upcoming.none}</p>
            ) : (
              <ul className="mt-4 space-y-3">
                {center.upcomingEvents.map((event) => {
                  const words = text.upcoming.byId[event.id];
                  return (
                    <li key={event.id} className="card p-4">
                      <Link to={words?.href ?? `/events/${event.id}`} className="font-semibold">
                        {event.organizationName}
                      </Link>
                      <p className="text-sm text-ink-300">
                        <ZonedTime
                          value={event.startDate}
                          timeZone={event.timeZone}
                          label={words?.start}
                        />{" "}
                        –{" "}
                        <ZonedTime
                          value={event.endDate}
                          timeZone={event.timeZone}
                          label={words?.end}
                        />{" "}
                        ({zoneLabel(event.timeZone)}){words?.where}
                      </p>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <CenterReviews
            centerId={center.id}
            centerName={center.organizationName}
            data={reviews.data}
            viewer={reviews.viewer}
            text={text.reviews}
          />
        </div>
        <aside aria-label={text.mapLabel}>
          <CentersMap
            markers={[
              [
                center.id,
                center.lat,
                center.lng,
                center.createdByAdmin ? 1 : 0,
                center.featured ? 1 : 0,
              ],
            ]}
            tiles={tiles}
            view={{ center: [center.lat, center.lng], zoom: 13 }}
            fitToMarkers={false}
            text={text.map}
          />
        </aside>
      </div>
      <InsightsBeacon kind="center" id={center.id} />
    </DetailArticle>
  );
}
