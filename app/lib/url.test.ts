import { describe, expect, it } from "vitest";
import { safeHttpUrl } from "./url";

describe("safeHttpUrl", () => {
  it("keeps http and https links", () => {
    expect(safeHttpUrl("https://pixel.example/a?b=1")).toBe("https://pixel.example/a?b=1");
    expect(safeHttpUrl(" http://pixel.example ")).toBe("http://pixel.example/");
  });

  it("refuses other schemes, relative and empty values", () => {
    for (const value of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,hi",
      "/relative",
      "ftp://x.example",
      "",
      null,
      undefined,
    ]) {
      expect(safeHttpUrl(value)).toBeNull();
    }
  });
});
