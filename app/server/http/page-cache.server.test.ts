/**
 * Cache headers of pages (issue 15 item 3, ADR 063): public only for a visitor without a session
 * cookie on a public route answered 200 without a cookie; `private, no-store` with a session
 * cookie; `Vary: Cookie` always; weak ETags without the nonce.
 */
import { describe, expect, it } from "vitest";
import {
  applyPageCaching,
  createPublicDataMatcher,
  etagMatches,
  pageEtag,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE,
} from "./page-cache.server";

const base = {
  method: "GET",
  status: 200,
  hasSession: false,
  publicRoute: true,
  ttlSeconds: 15,
};

describe("applyPageCaching", () => {
  it("makes a public page for a visitor public for shared caches", () => {
    const headers = new Headers();
    expect(applyPageCaching({ ...base, headers })).toBe(true);
    expect(headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=15, stale-while-revalidate=30",
    );
    expect(headers.get("Vary")).toBe("Cookie");
  });

  it("makes every page of a request with a session cookie private", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60" });
    expect(applyPageCaching({ ...base, hasSession: true, headers })).toBe(false);
    expect(headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(headers.get("Vary")).toBe("Cookie");
  });

  it("leaves other pages, errors, cookies, writes and a TTL of 0 uncached", () => {
    const cases = [
      { publicRoute: false },
      { status: 404 },
      { status: 503 },
      { method: "POST" },
      { ttlSeconds: 0 },
    ];
    for (const change of cases) {
      const headers = new Headers();
      expect(applyPageCaching({ ...base, ...change, headers }), JSON.stringify(change)).toBe(false);
      expect(headers.get("Cache-Control")).toBeNull();
    }
    const withCookie = new Headers({ "Set-Cookie": "a=b" });
    expect(applyPageCaching({ ...base, headers: withCookie })).toBe(false);
    const ownPolicy = new Headers({ "Cache-Control": "no-store" });
    expect(applyPageCaching({ ...base, headers: ownPolicy })).toBe(false);
    expect(ownPolicy.get("Cache-Control")).toBe("no-store");
  });
});

describe("pageEtag and etagMatches", () => {
  it("gives two renders that differ only in the nonce the same weak tag", () => {
    const a = pageEtag(`<script nonce="AAA">x</script>`, "AAA");
    const b = pageEtag(`<script nonce="BBB">x</script>`, "BBB");
    expect(a).toBe(b);
    expect(a).toMatch(/^W\/"[\w-]+"$/);
    expect(pageEtag(`<script nonce="AAA">y</script>`, "AAA")).not.toBe(a);
  });

  it("compares weakly, in a list, and with *", () => {
    const tag = 'W/"abc"';
    expect(etagMatches('W/"abc"', tag)).toBe(true);
    expect(etagMatches('"abc"', tag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
    expect(etagMatches('W/"abd"', tag)).toBe(false);
    expect(etagMatches(null, tag)).toBe(false);
  });
});

describe("createPublicDataMatcher (issue 23 item 4)", () => {
  const isPublicData = createPublicDataMatcher({
    root: { id: "root", path: "", module: {} },
    "routes/_index": {
      id: "routes/_index",
      parentId: "root",
      index: true,
      module: { handle: PUBLIC_PAGE },
    },
    "routes/faq": {
      id: "routes/faq",
      parentId: "root",
      path: "faq",
      module: { handle: PUBLIC_PAGE },
    },
    "routes/dashboard": { id: "routes/dashboard", parentId: "root", path: "dashboard", module: {} },
    "routes/list": { id: "routes/list", parentId: "root", path: "list", module: {} },
    "routes/list._index": {
      id: "routes/list._index",
      parentId: "routes/list",
      index: true,
      module: { handle: PUBLIC_PAGE, action: 1 },
    },
  });

  it("knows the data requests of public pages, the home page's /_.data and index routes included", () => {
    expect(isPublicData("GET", "/faq.data")).toBe(true);
    expect(isPublicData("HEAD", "/faq.data?_routes=routes%2Ffaq")).toBe(true);
    expect(isPublicData("GET", "/_.data")).toBe(true);
    expect(isPublicData("GET", "/list.data")).toBe(true);
  });

  it("leaves pages themselves, private pages, writes, unknown and malformed paths out", () => {
    expect(isPublicData("GET", "/faq")).toBe(false);
    expect(isPublicData("GET", "/dashboard.data")).toBe(false);
    expect(isPublicData("POST", "/faq.data")).toBe(false);
    expect(isPublicData("GET", "/nope.data")).toBe(false);
    expect(isPublicData("GET", "/nope%ff.data")).toBe(false);
  });
});
