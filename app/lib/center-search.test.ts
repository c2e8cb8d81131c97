import { describe, expect, it } from "vitest";
import { centerSearchParams, SEARCH_TEXT_MAX } from "./center-search";
import { parseCenterSearch, searchTextSchema } from "./center-search-parse";

const parse = (query: string) => parseCenterSearch(new URLSearchParams(query));

describe("parseCenterSearch", () => {
  it("reads text, community, near and page", () => {
    const id = "1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b";
    expect(parse(`q=  Berlin   arena &community=${id}&near=52.52,13.405&page=3`)).toEqual({
      q: "Berlin arena",
      community: id,
      near: { lat: 52.52, lng: 13.405 },
      page: 3,
    });
  });

  it("drops malformed parts instead of failing", () => {
    expect(parse("community=x'; drop table&near=91,0&page=-2")).toEqual({
      q: "",
      community: null,
      near: null,
      page: 1,
    });
    expect(parse("near=abc&page=1e9").near).toBeNull();
  });

  it("never passes NUL, control characters or lone surrogates on (issue 18 item 2)", () => {
    expect(parse("q=%00").q).toBe("");
    expect(parse("q=ber%00lin%1b%7f arena").q).toBe("ber lin arena");
    expect(searchTextSchema.parse("a\uD800b\uDC00")).toBe("a b");
    const cut = parse(`q=${"😀".repeat(500)}`).q;
    expect(cut).toBe("😀".repeat(SEARCH_TEXT_MAX));
    expect(cut.isWellFormed()).toBe(true);
  });

  it("caps very long text", () => {
    expect(parse(`q=${"é".repeat(5000)}`).q).toHaveLength(SEARCH_TEXT_MAX);
  });

  it("round-trips through URL params", () => {
    const search = parse("q=café&near=-33.8688,151.2093&page=2");
    expect(parseCenterSearch(centerSearchParams(search))).toEqual(search);
    expect(centerSearchParams({ q: "", page: 1 }).toString()).toBe("");
  });
});
