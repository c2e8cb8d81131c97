import { describe, expect, it } from "vitest";
import { unwrapGeometry, unwrapRing } from "./unwrap-ring";

describe("basemap rings across the antimeridian (ADR 057)", () => {
  it("keeps each step within 180 degrees instead of jumping across the map", () => {
    const fiji: [number, number][] = [
      [179, -16],
      [180, -16.1],
      [-180, -16.1],
      [-179.8, -16.5],
      [179.4, -16.8],
      [179, -16],
    ];
    const out = unwrapRing(fiji);
    for (let i = 1; i < out.length; i++) {
      expect(Math.abs(out[i]![0] - out[i - 1]![0])).toBeLessThanOrEqual(180);
    }
    expect(out[2]).toEqual([180, -16.1]);
    expect(out[3]![0]).toBeCloseTo(180.2);
    expect(out.at(-1)).toEqual([179, -16]);
  });

  it("closes a ring around the pole through the pole", () => {
    const antarctica: [number, number][] = [
      [-180, -84],
      [-60, -70],
      [60, -70],
      [180, -84],
      [-180, -84],
    ];
    const out = unwrapRing(antarctica);
    expect(out.slice(-3)).toEqual([
      [180, -90],
      [-180, -90],
      [-180, -84],
    ]);
  });

  it("leaves ordinary rings and other geometries alone", () => {
    const square: [number, number][] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    expect(unwrapRing(square)).toEqual(square);
    const point = { type: "Point" as const, coordinates: [1, 2] };
    expect(unwrapGeometry(point)).toBe(point);
  });
});
