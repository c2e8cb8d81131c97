/**
 * Tilt maths for the home carousel (docs/spec/public-site.md §9: tilt max 5, speed 400, glare 0.5).
 * Pure functions, shared by the `useTilt` hook and its unit tests.
 */

/** The carousel's tilt settings from the spec. */
export const TILT_SETTINGS = { maxDegrees: 5, speedMs: 400, maxGlare: 0.5 } as const;

/** One tilt pose: rotation in degrees, glare opacity (0..maxGlare) and glare angle. */
export interface TiltPose {
  rotateX: number;
  rotateY: number;
  glareOpacity: number;
  glareAngle: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Pose for a pointer at relative position (x, y) in the element, each 0..1 (clamped).
 * The edge nearest the pointer tilts toward the viewer; the centre is flat. Rotation never
 * exceeds `maxDegrees` and glare never exceeds `maxGlare`.
 */
export function tiltPose(
  x: number,
  y: number,
  { maxDegrees, maxGlare }: { maxDegrees: number; maxGlare: number } = TILT_SETTINGS,
): TiltPose {
  const dx = clamp(x, 0, 1) - 0.5;
  const dy = clamp(y, 0, 1) - 0.5;
  const rotateY = round(dx * 2 * maxDegrees);
  const rotateX = round(-dy * 2 * maxDegrees);
  // Glare is strongest at the top edge, like light from above.
  const glareOpacity = round(clamp(0.5 - dy, 0, 1) * maxGlare);
  const glareAngle = round((Math.atan2(dy, dx) * 180) / Math.PI - 90);
  return { rotateX, rotateY, glareOpacity, glareAngle };
}

function round(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** The CSS transform for a pose. */
export function tiltTransform(pose: Pick<TiltPose, "rotateX" | "rotateY">): string {
  return `perspective(1000px) rotateX(${pose.rotateX}deg) rotateY(${pose.rotateY}deg)`;
}
