/**
 * A muted, looping decorative background video that plays only when the user does not prefer
 * reduced motion (/lantypes hub). Rendered without `autoplay`; the effect starts it, so
 * reduced-motion users and visitors without JavaScript see a still first frame.
 */
import { useEffect, useRef } from "react";

/** Decorative video covering its positioned parent; hidden from assistive technology. */
export function BackgroundVideo({ src, className = "" }: { src: string; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = () => {
      if (reduced.matches) video.pause();
      else video.play().catch(() => undefined);
    };
    apply();
    reduced.addEventListener("change", apply);
    return () => reduced.removeEventListener("change", apply);
  }, []);
  return (
    <video
      ref={ref}
      src={src}
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
      className={className}
      data-testid="background-video"
    />
  );
}
