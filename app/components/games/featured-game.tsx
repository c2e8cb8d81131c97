/**
 * One 'Featured Games' card on /games (docs/spec/public-site.md §2 "/games"; /games page): a
 * muted trailer from a configured URL, or our poster art when no trailer is configured or it
 * fails to load (with a polite note), plus the store-page link. The trailer starts playing
 * only when the user does not prefer reduced motion; controls are always there.
 */
import { useEffect, useRef, useState } from "react";
import { featuredPosterSize, type FeaturedGame } from "~/content/games";

/** The featured game with its trailer URL from the configuration (null: poster only). */
export type FeaturedGameView = FeaturedGame & { trailerUrl: string | null };

/** Card with trailer or poster, description and store link. */
export function FeaturedGameCard({ game }: { game: FeaturedGameView }) {
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
            aria-label={`${game.name} trailer (muted)`}
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
            The trailer could not be loaded right now, so here is our poster art instead.
          </p>
        )}
        <p className="mt-3 flex-1 text-ink-200">{game.description}</p>
        <a
          href={game.storeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-primary mt-5 self-start"
        >
          View store page<span className="sr-only"> for {game.name} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
