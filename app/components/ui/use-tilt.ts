/**
 * `useTilt`: a small pointer-driven 3D tilt with glare for one element (docs/spec/public-site.md
 * §9: max 5 degrees, 400 ms, glare 0.5). Writes styles directly (no re-renders). Does nothing
 * for touch input or when the user prefers reduced motion (checked at every pointer event, so
 * a change of the setting applies at once).
 */
import { useEffect, type RefObject } from "react";
import { TILT_SETTINGS, tiltPose, tiltTransform } from "~/lib/tilt";

const EASING = "cubic-bezier(0.03, 0.98, 0.52, 0.99)";

/**
 * @param target the element that tilts
 * @param glare an absolutely positioned child whose opacity and gradient show the glare
 */
export function useTilt(
  target: RefObject<HTMLElement | null>,
  glare: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const transition = `transform ${TILT_SETTINGS.speedMs}ms ${EASING}`;

    const reset = () => {
      element.style.transform = "";
      if (glare.current) glare.current.style.opacity = "0";
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === "touch" || reducedMotion.matches) {
        reset();
        return;
      }
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return;
      const pose = tiltPose(
        (event.clientX - rect.left) / rect.width,
        (event.clientY - rect.top) / rect.height,
      );
      element.style.transition = transition;
      element.style.transform = tiltTransform(pose);
      if (glare.current) {
        glare.current.style.transition = `opacity ${TILT_SETTINGS.speedMs}ms ${EASING}`;
        glare.current.style.opacity = String(pose.glareOpacity);
        glare.current.style.backgroundImage = `linear-gradient(${pose.glareAngle}deg, rgb(255 255 255 / 0.9) 0%, rgb(255 255 255 / 0) 80%)`;
      }
    };
    element.addEventListener("pointermove", onMove);
    element.addEventListener("pointerleave", reset);
    return () => {
      element.removeEventListener("pointermove", onMove);
      element.removeEventListener("pointerleave", reset);
    };
  }, [target, glare]);
}
