/**
 * The home page's scrolling carousel of seven game banners with a tilt effect
 * (docs/spec/public-site.md §2 "/ (home)", §9). The scrolling is pure CSS (see app.css "carousel"),
 * so it needs no JavaScript; it pauses on hover, on keyboard focus and with the 'Pause animation'
 * switch, which is a native checkbox and therefore also works without JavaScript. Under
 * prefers-reduced-motion there is no animation and no tilt: the banners become a plain,
 * keyboard-scrollable row.
 */
import { useId, useRef } from "react";
import { carouselBanners, carouselImageSize, type CarouselBanner } from "~/content/carousel";
import { useTilt } from "~/components/ui/use-tilt";

/** Heading, intro and the banners scrolling across the page. */
export function GameCarousel({ heading, text }: { heading: string; text: string }) {
  const headingId = useId();
  const pauseId = useId();
  return (
    <section className="carousel-region py-12" aria-labelledby={headingId}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-end justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div>
          <h2 id={headingId} className="heading-2">
            {heading}
          </h2>
          <p className="mt-2 text-ink-300">{text}</p>
        </div>
        <div className="carousel-pause-control flex items-center gap-2">
          <input
            id={pauseId}
            type="checkbox"
            className="carousel-pause size-5 accent-brand-500"
            data-testid="carousel-pause"
          />
          <label htmlFor={pauseId} className="text-sm font-medium text-ink-200">
            Pause animation
          </label>
        </div>
      </div>
      {/* Focusable so keyboard users can reach it (focus pauses it) and scroll it when still. */}
      <div
        className="carousel mt-6"
        role="region"
        aria-label="Game banners"
        tabIndex={0}
        data-testid="game-carousel"
      >
        <ul className="carousel-track" data-testid="carousel-track">
          {carouselBanners.map((banner) => (
            <BannerCard key={banner.id} banner={banner} />
          ))}
          {/* A second copy makes the loop seamless; hidden from assistive technology. */}
          {carouselBanners.map((banner) => (
            <BannerCard key={`${banner.id}-clone`} banner={banner} clone />
          ))}
        </ul>
      </div>
    </section>
  );
}

function BannerCard({ banner, clone = false }: { banner: CarouselBanner; clone?: boolean }) {
  const cardRef = useRef<HTMLDivElement>(null);
  const glareRef = useRef<HTMLDivElement>(null);
  useTilt(cardRef, glareRef);
  return (
    <li
      className={clone ? "carousel-item carousel-clone" : "carousel-item"}
      aria-hidden={clone || undefined}
      inert={clone || undefined}
    >
      <div
        ref={cardRef}
        className="carousel-card relative overflow-hidden rounded-2xl border border-ink-700 bg-ink-900 will-change-transform"
        data-testid={clone ? undefined : "carousel-card"}
      >
        <img
          src={banner.image}
          alt={clone ? "" : banner.alt}
          width={carouselImageSize.width}
          height={carouselImageSize.height}
          loading="lazy"
          decoding="async"
          className="block h-auto w-full"
        />
        <div className="p-4">
          <p className="text-xs font-semibold tracking-widest text-neon-300 uppercase">
            {banner.genre}
          </p>
          <h3 className="mt-1 font-display text-lg font-bold text-white">{banner.title}</h3>
          <p className="mt-1 text-sm text-ink-300">{banner.tagline}</p>
        </div>
        <div
          ref={glareRef}
          className="pointer-events-none absolute inset-0 opacity-0 mix-blend-overlay"
          aria-hidden="true"
          data-testid={clone ? undefined : "carousel-glare"}
        />
      </div>
    </li>
  );
}
