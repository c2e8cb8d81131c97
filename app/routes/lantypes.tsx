/**
 * /lantypes: the venue-type hub (docs/spec/public-site.md §2 "/lantypes"; /lantypes hub). Heading
 * over a softly animated background (a looping video only when LANTYPES_VIDEO_URL is set,
 * else CSS; still under reduced motion), six venue cards in a grid, then two centred cards.
 * Texts in the URL's language from the catalogs (issue 28 item 1).
 */
import { Link } from "react-router";
import type { Route } from "./+types/lantypes";
import { BackgroundVideo } from "~/components/ui/background-video";
import { venueImageSize } from "~/content/venue-types";
import { lanTypesText, type VenueCardText } from "~/i18n/types.server";
import { localeFromPath } from "~/i18n/locales";
import { seoMeta } from "~/lib/seo";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: loaderData?.text.meta.title ?? "",
    description: loaderData?.text.meta.description ?? "",
    path: "/lantypes",
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    videoUrl: servicesOf(context).config.lantypesVideoUrl ?? null,
    text: lanTypesText(localeFromPath(new URL(request.url).pathname)),
  };
}

export default function LanTypes({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  const grid = text.cards.filter((venue) => venue.placement === "grid");
  const centred = text.cards.filter((venue) => venue.placement === "centered");
  return (
    <>
      <section className="relative isolate overflow-hidden" aria-labelledby="lantypes-title">
        <div className="lantypes-backdrop absolute -z-10" aria-hidden="true" />
        {loaderData.videoUrl && (
          <BackgroundVideo
            src={loaderData.videoUrl}
            className="absolute inset-0 -z-10 h-full w-full scale-110 object-cover opacity-40 blur-md"
          />
        )}
        <div className="page py-20 text-center sm:py-28">
          <h1 id="lantypes-title" className="heading-1 sm:text-5xl">
            {text.heading}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-200">{text.text}</p>
        </div>
      </section>
      <section className="page" aria-label={text.listLabel}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="venue-grid">
          {grid.map((venue, index) => (
            <VenueCard key={venue.slug} venue={venue} eager={index < 3} more={text.learnMore} />
          ))}
        </ul>
        <ul
          className="mx-auto mt-6 grid max-w-4xl gap-6 sm:grid-cols-2"
          data-testid="venue-centred"
        >
          {centred.map((venue) => (
            <VenueCard key={venue.slug} venue={venue} eager={false} more={text.learnMore} />
          ))}
        </ul>
      </section>
    </>
  );
}

function VenueCard({ venue, eager, more }: { venue: VenueCardText; eager: boolean; more: string }) {
  return (
    <li className="card flex flex-col overflow-hidden p-0">
      <img
        src={venue.image}
        alt={venue.imageAlt}
        width={venueImageSize.width}
        height={venueImageSize.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="h-auto w-full"
      />
      <div className="flex flex-1 flex-col p-6">
        <h2 className="heading-2">{venue.title}</h2>
        <p className="mt-2 flex-1 text-ink-300">{venue.text}</p>
        <Link to={venue.href} className="btn-primary mt-5 self-start">
          {more}
          <span className="sr-only"> {venue.learnMoreAbout}</span>
        </Link>
      </div>
    </li>
  );
}
