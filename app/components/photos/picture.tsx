/**
 * A photo from our own origin (issue 14 item 1, ADR 056): AVIF, then WebP, at three widths with
 * `srcset`/`sizes`, so a phone fetches the 480 px file and a wide screen the 960 or 1600 px one.
 */
import { preload } from "react-dom";
import { coverUrlOf, photoSrcSet } from "~/lib/photo-urls";

/** One photo as a `<picture>`. `sizes` says how wide it is drawn (CSS lengths). */
export function Picture({
  photoKey,
  alt,
  sizes,
  width,
  height,
  className,
  eager = false,
}: {
  photoKey: string;
  alt: string;
  sizes: string;
  /** Intrinsic size, so the page does not shift while it loads. */
  width: number;
  height: number;
  className?: string;
  /** Load at once (the first photo on a page), else lazily. */
  eager?: boolean;
}) {
  if (eager) {
    // The first photo is usually the page's largest paint: React puts this preload at the top of
    // the head, ahead of the script preloads, so the photo does not queue behind them (ADR 064).
    // The AVIF files, as the first <source> picks them; a browser without AVIF skips the preload.
    preload(coverUrlOf(photoKey), {
      as: "image",
      imageSrcSet: photoSrcSet(photoKey, "avif"),
      imageSizes: sizes,
      type: "image/avif",
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photoKey, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photoKey, "webp")} sizes={sizes} />
      <img
        src={coverUrlOf(photoKey)}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        {...(eager ? { fetchPriority: "high" as const } : {})}
        className={className}
      />
    </picture>
  );
}
