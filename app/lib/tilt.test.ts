import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TILT_SETTINGS, tiltPose, tiltTransform } from "./tilt";

describe("tiltPose", () => {
  it("is flat at the centre", () => {
    const pose = tiltPose(0.5, 0.5);
    expect(pose.rotateX).toBe(0);
    expect(pose.rotateY).toBe(0);
  });

  it("reaches exactly the maximum at the corners", () => {
    expect(tiltPose(1, 0)).toMatchObject({ rotateX: 5, rotateY: 5, glareOpacity: 0.5 });
    expect(tiltPose(0, 1)).toMatchObject({ rotateX: -5, rotateY: -5, glareOpacity: 0 });
  });

  it("never exceeds 5 degrees or 0.5 glare, even for positions outside the element", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -3, max: 3, noNaN: true }),
        fc.double({ min: -3, max: 3, noNaN: true }),
        (x, y) => {
          const pose = tiltPose(x, y);
          expect(Math.abs(pose.rotateX)).toBeLessThanOrEqual(TILT_SETTINGS.maxDegrees);
          expect(Math.abs(pose.rotateY)).toBeLessThanOrEqual(TILT_SETTINGS.maxDegrees);
          expect(pose.glareOpacity).toBeGreaterThanOrEqual(0);
          expect(pose.glareOpacity).toBeLessThanOrEqual(TILT_SETTINGS.maxGlare);
        },
      ),
    );
  });

  it("formats a CSS transform", () => {
    expect(tiltTransform({ rotateX: 1.5, rotateY: -2 })).toBe(
      "perspective(1000px) rotateX(1.5deg) rotateY(-2deg)",
    );
  });
});
