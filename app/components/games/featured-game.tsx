/**
 * One 'Featured Games' card on /games (docs/spec/public-site.md §2 "/games"; /games page): a
 * muted trailer from a configured URL, or our poster art when no trailer is configured or it
 * fails to load (with a polite note), plus the store-page link. The trailer starts playing
 * only when the user does not prefer reduced motion; controls are always there. Texts in the
 * page's language come from the loader (`gamesText` in app/i18n/info.server.ts; issue 28).
 */
import { useEffect, useRef, useState } from "react";
import { featuredPosterSize, type FeaturedGame } from "~/content/games";

/**
 * The featured game with its trailer URL from the configuration (null: poster only) and its
 * texts in the page's language (description and poster alt replaced, trailer and link labels).
 */
export type FeaturedGameView = FeaturedGame & {
  trailerUrl: string | null;
  trailerLabel: string;
  storeFor: string;
};

/** Labels every featured card shares, in the page's language. */
export interface FeaturedCardText {
  viewStore: string;
  trailerFailed: string;
}

/** Card with trailer or poster, description and store link. */
export function FeaturedGameCard({
  game,
  text,
}: {
  game: FeaturedGameView;
  text: FeaturedCardText;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // The error may have fired before hydration attached our handler.
    if (video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) {
      setFailed(true);
      return;
    }
    if (!window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      video.play().catch(() => undefined);
    }
  }, []);

  const showVideo = game.trailerUrl !== null && !failed;
  return (
    <article className="card flex flex-col overflow-hidden p-0" data-testid="featured-game">
      <div className="relative aspect-video bg-ink-950">
        {showVideo ? (
          <video
            ref={videoRef}
            src={game.trailerUrl ?? undefined}
            poster={game.posterImage}
            muted
            loop
            playsInline
            controls
            preload="metadata"
            width={featuredPosterSize.width}
            height={featuredPosterSize.height}
            className="h-full w-full object-cover"
            aria-label={game.trailerLabel}
            onError={() => setFailed(true)}
          />
        ) : (
          <img
            src={game.posterImage}
            alt={game.posterAlt}
            width={featuredPosterSize.width}
            height={featuredPosterSize.height}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-ink-300">{game.publisher}</p>
        <h3 className="heading-2 mt-1">{game.name}</h3>
        {failed && (
          <p className="mt-2 text-sm text-ink-300" role="status" data-testid="trailer-note">
            {text.trailerFailed}
          </p>
        )}
        <p className="mt-3 flex-1 text-ink-200">{game.description}</p>
        <a
          href={game.storeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-primary mt-5 self-start"
        >
          {text.viewStore}
          <span className="sr-only"> {game.storeFor}</span>
        </a>
      </div>
    </article>
  );
}
