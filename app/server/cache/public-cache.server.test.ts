/**
 * The public-data cache and the page cache (issue 15 item 3, ADR 063): entries live for the
 * TTL, concurrent loads are shared, failures are not kept, writes empty both caches, the size is
 * bounded; a kept page is stored compressed, without its nonce, its inline scripts hashed
 * (issue 30 item 2, ADR 091).
 */
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { createPageCache, PAGE_CACHE_REFRESH_WAIT_MS, pageKey } from "./page-cache.server";
import { createPublicCache, stableKey, withPublicCache } from "./public-cache.server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("createPublicCache", () => {
  it("answers from memory until the TTL passes", async () => {
    const cache = createPublicCache({ ttlMs: 40 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    await sleep(60);
    expect(await cache.get("k", load)).toBe(2);
  });

  it("shares one load between concurrent callers and keeps no failure", async () => {
    const cache = createPublicCache();
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get("k", slow), cache.get("k", slow)])).toEqual([1, 1]);
    await expect(cache.get("bad", () => Promise.reject(new Error("down")))).rejects.toThrow();
    expect(await cache.get("bad", async () => "up")).toBe("up");
  });

  it("is emptied by invalidate and tells its listeners", async () => {
    const cache = createPublicCache();
    const heard = vi.fn();
    cache.onInvalidate(heard);
    await cache.get("k", async () => "old");
    cache.invalidate();
    expect(heard).toHaveBeenCalledOnce();
    expect(await cache.get("k", async () => "new")).toBe("new");
  });

  it("keeps at most `max` entries", async () => {
    const cache = createPublicCache({ max: 3 });
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => i);
    expect(cache.size).toBe(3);
  });

  it("does not cache at all with a TTL of 0", async () => {
    const cache = createPublicCache({ ttlMs: 0 });
    let loads = 0;
    await cache.get("k", async () => ++loads);
    await cache.get("k", async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe("stableKey", () => {
  it("gives equal inputs the same key whatever their key order", () => {
    expect(stableKey({ a: 1, b: { c: null, d: [1, 2] } })).toBe(
      stableKey({ b: { d: [1, 2], c: null }, a: 1 }),
    );
    expect(stableKey({ id: "1" })).not.toBe(stableKey({ id: "2" }));
  });
});

describe("withPublicCache", () => {
  function fakeService() {
    let version = 1;
    return {
      readPublic: vi.fn(async (input: { id: string }) => `${input.id} v${version}`),
      readPersonal: vi.fn(async (input: { userId: string }) => `${input.userId} v${version}`),
      change: vi.fn(async () => {
        version += 1;
      }),
      fail: vi.fn(async () => {
        version += 1;
        throw new Error("half done");
      }),
      mode: "test",
    };
  }
  const kinds = {
    readPublic: "cached",
    readPersonal: "read",
    change: "write",
    fail: "write",
    mode: "value",
  } as const;

  it("caches public reads by input, passes personal reads, and empties on writes", async () => {
    const cache = createPublicCache();
    const raw = fakeService();
    const service = withPublicCache("fake", raw, kinds, cache);
    expect(await service.readPublic({ id: "a" })).toBe("a v1");
    expect(await service.readPublic({ id: "a" })).toBe("a v1");
    expect(await service.readPublic({ id: "b" })).toBe("b v1");
    expect(raw.readPublic).toHaveBeenCalledTimes(2);
    await service.readPersonal({ userId: "u" });
    await service.readPersonal({ userId: "u" });
    expect(raw.readPersonal).toHaveBeenCalledTimes(2);

    await service.change();
    expect(await service.readPublic({ id: "a" })).toBe("a v2");
    // A failed write may have written part of its work: the cache is emptied all the same.
    await expect(service.fail()).rejects.toThrow("half done");
    expect(await service.readPublic({ id: "a" })).toBe("a v3");
    expect(service.mode).toBe("test");
  });
});

describe("createPageCache", () => {
  const headers = () =>
    new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0",
      ETag: 'W/"x"',
      Vary: "Cookie",
    });

  it("keeps a page as compressed bytes without its nonce, its inline scripts hashed", async () => {
    const data = createPublicCache();
    const pages = createPageCache(data);
    const html = `<p>hi</p><script nonce="N1">a()</script><script nonce="N1" src="/x.js"></script>`;
    await pages.store({
      pathAndQuery: "/x?q=1",
      html,
      nonce: "N1",
      headers: headers(),
      generation: pages.generation(),
    });
    const found = pages.find("/x?q=1");
    const plain = `<p>hi</p><script>a()</script><script src="/x.js"></script>`;
    expect(found?.bodies.identity.toString()).toBe(plain);
    expect(brotliDecompressSync(found!.bodies.br).toString()).toBe(plain);
    expect(gunzipSync(found!.bodies.gzip).toString()).toBe(plain);
    // Only the inline script, hashed as a browser hashes its text.
    const sha = createHash("sha256").update("a()").digest("base64");
    expect(found?.scriptHashes).toEqual([`'sha256-${sha}'`]);
    expect(found?.etag).toBe('W/"x"');
    expect(found?.anonymousOnly).toBe(true);
    expect(found?.headers).toContainEqual(["vary", "Cookie, Accept-Encoding"]);
    expect(found?.headers).toContainEqual(["cache-control", "public, max-age=0"]);
    expect(pages.find("/x?q=2")).toBeNull();
  });

  it("keeps no page whose nonce appears outside its nonce attributes", async () => {
    const pages = createPageCache(createPublicCache());
    await pages.store({
      pathAndQuery: "/leak",
      html: `<script nonce="N1">var n = "N1"</script>`,
      nonce: "N1",
      headers: headers(),
      generation: pages.generation(),
    });
    expect(pages.find("/leak")).toBeNull();
  });

  it("keeps a shared JSON answer for everyone, with a strong ETag when it has none", async () => {
    const pages = createPageCache(createPublicCache());
    await pages.storeShared({
      pathAndQuery: "/m.json?zoom=2",
      body: '{"a":1}',
      headers: new Headers({ "Content-Type": "application/json" }),
      generation: pages.generation(),
    });
    const found = pages.find("/m.json?zoom=2");
    expect(found?.anonymousOnly).toBe(false);
    expect(found?.scriptHashes).toBeNull();
    expect(found?.etag).toMatch(/^"[\w-]{27}"$/);
    expect(found?.headers).toContainEqual(["vary", "Accept-Encoding"]);
  });

  it("is emptied with the data cache and keeps no page rendered before a write", async () => {
    const data = createPublicCache();
    const pages = createPageCache(data);
    const started = pages.generation();
    await pages.store({
      pathAndQuery: "/",
      html: "a",
      nonce: "N",
      headers: headers(),
      generation: started,
    });
    expect(pages.find("/")).not.toBeNull();
    data.invalidate();
    expect(pages.find("/")).toBeNull();
    // A request that began before the write finished rendering after it: not kept.
    await pages.store({
      pathAndQuery: "/",
      html: "b",
      nonce: "N",
      headers: headers(),
      generation: started,
    });
    expect(pages.find("/")).toBeNull();
    // A write while the page was being compressed: not kept either.
    const storing = pages.store({
      pathAndQuery: "/",
      html: "c",
      nonce: "N",
      headers: headers(),
      generation: pages.generation(),
    });
    data.invalidate();
    await storing;
    expect(pages.find("/")).toBeNull();
  });

  it("keeps no page that sets a cookie, and expires pages with the TTL", async () => {
    const data = createPublicCache({ ttlMs: 40 });
    const pages = createPageCache(data);
    const withCookie = headers();
    withCookie.set("Set-Cookie", "a=b");
    const generation = pages.generation();
    await pages.store({
      pathAndQuery: "/c",
      html: "c",
      nonce: "N",
      headers: withCookie,
      generation,
    });
    expect(pages.find("/c")).toBeNull();
    await pages.store({
      pathAndQuery: "/d",
      html: "d",
      nonce: "N",
      headers: headers(),
      generation,
    });
    expect(pages.find("/d")).not.toBeNull();
    await sleep(60);
    expect(pages.find("/d")).toBeNull();
  });

  it("once stale, lets one request render again and sends the kept answer to the others", async () => {
    let clock = 1_000;
    const pages = createPageCache(createPublicCache({ ttlMs: 60_000 }), {
      ttlMs: 15_000,
      now: () => clock,
    });
    const keep = (html: string) =>
      pages.store({
        pathAndQuery: "/s",
        html,
        nonce: "N",
        headers: headers(),
        generation: pages.generation(),
      });
    await keep("first");
    clock += 14_999;
    expect(pages.find("/s")?.bodies.identity.toString()).toBe("first");
    clock += 1; // 15 s old: stale
    expect(pages.find("/s")).toBeNull(); // this request renders the page again
    expect(pages.find("/s")?.bodies.identity.toString()).toBe("first");
    expect(pages.find("/s")?.bodies.identity.toString()).toBe("first");
    // The render kept nothing (a cookie, say): after the wait, the next request tries.
    clock += PAGE_CACHE_REFRESH_WAIT_MS;
    expect(pages.find("/s")).toBeNull();
    expect(pages.find("/s")?.bodies.identity.toString()).toBe("first");
    await keep("second");
    expect(pages.find("/s")?.bodies.identity.toString()).toBe("second");
    // Never more than twice the freshness after it: then nothing is sent from memory.
    clock += 15_000 + 30_000 + 1;
    expect(pages.find("/s")).toBeNull();
    expect(pages.find("/s")).toBeNull();
  });

  it("sends no stale answer after a write, not even while a request renders", async () => {
    let clock = 0;
    const data = createPublicCache({ ttlMs: 60_000 });
    const pages = createPageCache(data, { ttlMs: 15_000, now: () => clock });
    await pages.store({
      pathAndQuery: "/w",
      html: "old",
      nonce: "N",
      headers: headers(),
      generation: pages.generation(),
    });
    clock += 20_000;
    expect(pages.find("/w")).toBeNull();
    data.invalidate();
    expect(pages.find("/w")).toBeNull();
    expect(pages.find("/w")).toBeNull();
  });

  it("keys pages by path and query as the URL parser writes them", () => {
    expect(pageKey("/lan-centers?q=a b")).toBe(pageKey("/lan-centers?q=a%20b"));
    expect(pageKey("/a/./b")).toBe("/a/b");
    expect(pageKey("/x?q=1")).not.toBe(pageKey("/x?q=2"));
  });
});
