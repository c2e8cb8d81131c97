/**
 * A center's photo gallery (issue 14 item 7, ADR 056): every photo in one list that scrolls
 * sideways and snaps to each photo. Without JavaScript it is a plain scrollable list (the region
 * takes focus, so arrow keys scroll it); with JavaScript, Previous and Next buttons move one
 * photo and a polite status says which photo shows ('Photo 2 of 5'). No autoplay. Its words
 * come from the page's loader in its language (`galleryText`, issue 28).
 */
import { useId, useRef, useState } from "react";
import { Picture } from "./picture";
import { useHydrated } from "~/lib/use-hydrated";
import type { GalleryText } from "~/i18n/center.server";

/** A photo as the gallery needs it. */
export interface GalleryPhoto {
  id: string;
  key: string;
  width: number;
  height: number;
}

/** How wide one photo is drawn: the page's main column. */
const SIZES = "(min-width: 1280px) 760px, (min-width: 1024px) calc(100vw - 32rem), 100vw";

/** The gallery of `photos`, with `text` made for as many photos (alts and statuses by index). */
export function PhotoGallery({ photos, text }: { photos: GalleryPhoto[]; text: GalleryText }) {
  const hydrated = useHydrated();
  const strip = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const id = useId();
  if (photos.length === 0) return null;
  const count = photos.length;

  const show = (to: number) => {
    const next = (to + count) % count;
    const list = strip.current;
    const item = list?.children[next] as HTMLElement | undefined;
    if (list && item) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      list.scrollTo({
        left: item.offsetLeft - list.offsetLeft,
        behavior: reduce ? "auto" : "smooth",
      });
    }
    setIndex(next);
  };
  const onScroll = () => {
    const list = strip.current;
    if (!list || list.clientWidth === 0) return;
    const at = Math.round(list.scrollLeft / list.clientWidth);
    if (at !== index && at >= 0 && at < count) setIndex(at);
  };

  return (
    <section className="mt-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        {text.heading}
      </h2>
      <ul
        ref={strip}
        id={`${id}-list`}
        tabIndex={0}
        aria-label={text.listLabel}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-ink-900 focus-visible:outline-2 focus-visible:outline-neon-400"
        data-testid="photo-gallery"
      >
        {photos.map((photo, at) => (
          <li key={photo.id} className="w-full shrink-0 snap-start">
            <Picture
              photoKey={photo.key}
              alt={text.alts[at] ?? ""}
              sizes={SIZES}
              width={photo.width}
              height={photo.height}
              eager={at === 0}
              className="aspect-[4/3] w-full object-cover sm:aspect-[16/9]"
            />
          </li>
        ))}
      </ul>
      {hydrated && count > 1 && (
        <div className="mt-2 flex items-center gap-3">
          <button
            type="button"
            className="btn-secondary"
            aria-controls={`${id}-list`}
            onClick={() => show(index - 1)}
          >
            <span aria-hidden="true">← </span>
            {text.previous}
          </button>
          <p role="status" aria-live="polite" className="text-sm text-ink-200">
            {text.statuses[index]}
          </p>
          <button
            type="button"
            className="btn-secondary"
            aria-controls={`${id}-list`}
            onClick={() => show(index + 1)}
          >
            {text.next}
            <span aria-hidden="true"> →</span>
          </button>
        </div>
      )}
    </section>
  );
}
