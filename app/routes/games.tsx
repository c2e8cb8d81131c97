/**
 * /games (docs/spec/public-site.md §2 "/games"; /games page): 'Featured Games' with trailers from
 * configured URLs (poster art otherwise) and 'All Games' in two columns from app/content/games.ts.
 * Texts in the URL's language from the catalogs (issue 28 item 1), review summaries included.
 */
import type { ReactNode } from "react";
import type { Route } from "./+types/games";
import { FeaturedGameCard } from "~/components/games/featured-game";
import { allGames, featuredGames } from "~/content/games";
import { gamesText } from "~/i18n/info.server";
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
    path: "/games",
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { trailerUrls } = servicesOf(context).config;
  const { featured, ...text } = gamesText(localeFromPath(new URL(request.url).pathname));
  return {
    text,
    featured: featuredGames.map((game) => ({
      ...game,
      ...featured[game.id]!,
      trailerUrl: trailerUrls[game.trailerEnvKey] ?? null,
    })),
  };
}

export default function Games({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  return (
    <div className="page">
      <h1 className="heading-1">{text.heading}</h1>
      <p className="mt-3 max-w-2xl text-ink-300">{text.intro}</p>
      <GamesSection id="featured-title" title={text.featuredHeading} className="mt-10">
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {loaderData.featured.map((game) => (
            <FeaturedGameCard key={game.id} game={game} text={text.card} />
          ))}
        </div>
      </GamesSection>
      <GamesSection id="all-games-title" title={text.allHeading} className="mt-14">
        <p className="mt-2 text-ink-300">{text.count}</p>
        <ul className="mt-6 grid gap-x-8 md:grid-cols-2" data-testid="all-games">
          {allGames.map((game, index) => (
            <li key={game.name} className="border-b border-ink-700 py-4">
              <p className="text-xs tracking-wide text-ink-300 uppercase">{game.publisher}</p>
              <a
                href={game.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold"
              >
                {game.name}
                <span className="sr-only"> {text.storeNewTab}</span>
              </a>
              <p className="mt-1 text-sm text-ink-300">{text.reviews[index]}</p>
            </li>
          ))}
        </ul>
      </GamesSection>
    </div>
  );
}

/** One of the page's two sections, labelled by its heading (`id`). */
function GamesSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="heading-1 text-2xl sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
