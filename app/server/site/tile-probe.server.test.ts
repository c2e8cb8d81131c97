import { describe, expect, it } from "vitest";
import { createTileProbe, firstTileUrl, TILE_PROBE_TTL_MS } from "./tile-probe.server";

describe("tile probe (ADR 064)", () => {
  it("builds the zoom-0 tile address of a Leaflet template", () => {
    expect(firstTileUrl("https://{s}.tiles.example/{z}/{x}/{y}{r}.png")).toBe(
      "https://a.tiles.example/0/0/0.png",
    );
    expect(firstTileUrl("not a url/{z}")).toBeNull();
    expect(firstTileUrl("ftp://tiles.example/{z}/{x}/{y}.png")).toBeNull();
  });

  it("is never available without a tile template", async () => {
    expect(await createTileProbe({ tileUrl: null })()).toBe(false);
  });

  it("answers false for a dead host, without throwing", async () => {
    const probe = createTileProbe({ tileUrl: "http://127.0.0.1:9/{z}/{x}/{y}.png" });
    expect(await probe()).toBe(false);
  });

  it("answers from one shared probe, keeps the answer for a minute, then asks again", async () => {
    let calls = 0;
    let ok = true;
    let clock = 0;
    const fetchImpl = (() => {
      calls++;
      return Promise.resolve(new Response("png", { status: ok ? 200 : 503 }));
    }) as typeof fetch;
    const probe = createTileProbe({
      tileUrl: "https://tiles.example/{z}/{x}/{y}.png",
      fetchImpl,
      now: () => clock,
    });
    expect(await Promise.all([probe(), probe()])).toEqual([true, true]);
    expect(calls).toBe(1);
    ok = false;
    clock += TILE_PROBE_TTL_MS - 1;
    expect(await probe()).toBe(true);
    clock += 2;
    expect(await probe()).toBe(false);
    expect(calls).toBe(2);
  });
});
