/**
 * The map view parameters of /lan-centers/markers.json (issue 15 item 4 "Bad input", ADR 062):
 * good boxes and zooms parse, everything else gives the plain 400 message.
 */
import { describe, expect, it } from "vitest";
import { maxSpanDegrees, parseMapView, viewBox } from "./map-view";

const parse = (query: string) => parseMapView(new URLSearchParams(query));
const errorOf = (query: string) => {
  const result = parse(query);
  return result.ok ? null : result.error;
};

describe("parseMapView", () => {
  it("reads a box and a zoom", () => {
    expect(parse("bbox=-10.5,35,30,60&zoom=5")).toEqual({
      ok: true,
      view: { bbox: [-10.5, 35, 30, 60], zoom: 5 },
    });
    expect(parse("bbox=-180,-90,180,90&zoom=0")).toEqual({
      ok: true,
      view: { bbox: [-180, -90, 180, 90], zoom: 0 },
    });
    expect(parse("bbox=13.3,52.4,13.5,52.6&zoom=12")).toMatchObject({ ok: true });
    expect(parse("bbox=1e1,2.,3.5,.5e1&zoom=4")).toMatchObject({
      ok: true,
      view: { bbox: [10, 2, 3.5, 5] },
    });
  });

  it("answers the overview when neither bbox nor zoom is given", () => {
    expect(parse("")).toEqual({ ok: true, view: null });
    expect(parse("q=Berlin&community=x")).toEqual({ ok: true, view: null });
  });

  it("takes a box across the antimeridian as west greater than east", () => {
    expect(parse("bbox=170,-20,-170,0&zoom=5")).toEqual({
      ok: true,
      view: { bbox: [170, -20, -170, 0], zoom: 5 },
    });
    // 20° wide across the line: too wide at zoom 10 (5.6°), fine at zoom 8 (22.5°).
    expect(errorOf("bbox=170,-5,-170,5&zoom=10")).toMatch(/too large for zoom 10/);
    expect(parse("bbox=170,-5,-170,5&zoom=8")).toMatchObject({ ok: true });
  });

  it.each([
    ["bbox=1,2,3&zoom=2", "bbox must be four numbers: west,south,east,north."],
    ["bbox=1,2,3,4,5&zoom=2", "bbox must be four numbers: west,south,east,north."],
    ["bbox=a,b,c,d&zoom=2", "bbox must be four numbers: west,south,east,north."],
    ["bbox=1,2,,4&zoom=2", "bbox must be four numbers: west,south,east,north."],
    ["bbox=NaN,2,3,4&zoom=2", "bbox must be four numbers: west,south,east,north."],
    ["bbox=Infinity,2,3,4&zoom=2", "bbox must be four numbers: west,south,east,north."],
    ["bbox=0x10,2,3,4&zoom=2", "bbox must be four numbers: west,south,east,north."],
    ["bbox=1e999,2,3,4&zoom=2", "bbox must be four numbers: west,south,east,north."],
    ["bbox=&zoom=2", "bbox must be four numbers: west,south,east,north."],
    ["bbox=0,-91,10,10&zoom=2", "bbox latitudes must be between -90 and 90."],
    ["bbox=0,0,10,90.5&zoom=2", "bbox latitudes must be between -90 and 90."],
    ["bbox=0,10,10,0&zoom=2", "bbox south must not be above north."],
    [
      "bbox=-181,0,10,10&zoom=2",
      "bbox longitudes must be between -180 and 180 (a box across the antimeridian has west greater than east).",
    ],
    [
      "bbox=0,0,200,10&zoom=2",
      "bbox longitudes must be between -180 and 180 (a box across the antimeridian has west greater than east).",
    ],
    ["bbox=0,0,10,10&zoom=-1", "zoom must be a whole number from 0 to 20."],
    ["bbox=0,0,10,10&zoom=21", "zoom must be a whole number from 0 to 20."],
    ["bbox=0,0,10,10&zoom=2.5", "zoom must be a whole number from 0 to 20."],
    ["bbox=0,0,10,10&zoom=abc", "zoom must be a whole number from 0 to 20."],
    ["bbox=0,0,10,10&zoom=", "zoom must be a whole number from 0 to 20."],
    ["bbox=0,0,10,10&zoom=1e1", "zoom must be a whole number from 0 to 20."],
    ["bbox=0,0,10,10", "zoom is required with bbox."],
    ["zoom=3", "bbox is required with zoom."],
    [
      "bbox=-180,-90,180,90&zoom=10",
      "bbox is too large for zoom 10: at most 5.6 degrees wide and high.",
    ],
    [
      "bbox=-180,-90,180,90&zoom=20",
      "bbox is too large for zoom 20: at most 0.0055 degrees wide and high.",
    ],
    ["bbox=0,0,100,10&zoom=6", "bbox is too large for zoom 6: at most 90 degrees wide and high."],
    ["bbox=0,-80,10,80&zoom=6", "bbox is too large for zoom 6: at most 90 degrees wide and high."],
  ])("refuses %s", (query, message) => {
    expect(errorOf(query)).toBe(message);
  });

  it("lets any box through at zoom 4 and below, and shrinks the limit with each zoom", () => {
    expect(maxSpanDegrees(4)).toBe(360);
    expect(parse("bbox=-180,-90,180,90&zoom=4")).toMatchObject({ ok: true });
    expect(maxSpanDegrees(12)).toBeCloseTo(1.40625);
    expect(maxSpanDegrees(13)).toBeCloseTo(maxSpanDegrees(12) / 2);
  });
});

describe("viewBox", () => {
  it("keeps a box inside the world as it is, rounded", () => {
    expect(viewBox(-10.1234567, 35, 30, 60.000001)).toEqual([-10.12346, 35, 30, 60]);
  });

  it("sends the whole world for a view 360° or wider", () => {
    expect(viewBox(-250, -100, 250, 100)).toEqual([-180, -90, 180, 90]);
  });

  it("wraps longitudes past the antimeridian (west > east across it)", () => {
    expect(viewBox(170, 0, 190, 10)).toEqual([170, 0, -170, 10]);
    expect(viewBox(-200, 0, -160, 10)).toEqual([160, 0, -160, 10]);
    expect(viewBox(360 + 10, 0, 360 + 20, 10)).toEqual([10, 0, 20, 10]);
    expect(viewBox(0, 0, 180, 10)).toEqual([0, 0, 180, 10]);
  });

  it("gives boxes the parser accepts", () => {
    const [west, south, east, north] = viewBox(-200, -95, -160, 95);
    expect(parse(`bbox=${west},${south},${east},${north}&zoom=3`)).toMatchObject({ ok: true });
  });
});
