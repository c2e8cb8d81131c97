/**
 * /games (docs/spec/public-site.md §2 "/games"; /games page): 'Featured Games' with trailers from
 * configured URLs (poster art otherwise) and 'All Games' in two columns from app/content/games.ts.
 */
import type { ReactNode } from "react";
import type { Route } from "./+types/games";
import { FeaturedGameCard } from "~/components/games/featured-game";
import { allGames, featuredGames } from "~/content/games";
import { seoMeta } from "~/lib/seo";
import { servicesOf } from "~/server/services.server";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Games",
    description:
      "The PC games in the LAN Center Network library: featured titles and about 60 games " +
      "that member venues can offer on every machine.",
    path: "/games",
  });
}

export function loader({ context }: Route.LoaderArgs) {
  const { trailerUrls } = servicesOf(context).config;
  return {
    featured: featuredGames.map((game) => ({
      ...game,
      trailerUrl: trailerUrls[game.trailerEnvKey] ?? null,
    })),
  };
}

export default function Games({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1 className="heading-1">Games</h1>
      <p className="mt-3 max-w-2xl text-ink-300">
        A taste of the licensed library member venues offer on every machine. New games are added
        bi-weekly.
      </p>
      <GamesSection id="featured-title" title="Featured Games" className="mt-10">
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {loaderData.featured.map((game) => (
            <FeaturedGameCard key={game.id} game={game} />
          ))}
        </div>
      </GamesSection>
      <GamesSection id="all-games-title" title="All Games" className="mt-14">
        <p className="mt-2 text-ink-300">
          {allGames.length} titles. Review summaries are our own short take on how players rate each
          game.
        </p>
        <ul className="mt-6 grid gap-x-8 md:grid-cols-2" data-testid="all-games">
          {allGames.map((game) => (
            <li key={game.name} className="border-b border-ink-700 py-4">
              <p className="text-xs tracking-wide text-ink-300 uppercase">{game.publisher}</p>
              <a
                href={game.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold"
              >
                {game.name}
                <span className="sr-only"> (store page, opens in a new tab)</span>
              </a>
              <p className="mt-1 text-sm text-ink-300">{game.review}</p>
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
