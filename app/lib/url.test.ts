import { describe, expect, it } from "vitest";
import { safeHttpUrl, safeRedirectTo, sameSitePath } from "./url";

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

describe("sameSitePath and safeRedirectTo", () => {
  it("keeps paths on this site with their query and hash", () => {
    expect(sameSitePath("/dashboard?tab=security#x")).toBe("/dashboard?tab=security#x");
    expect(
      sameSitePath("http://localhost:3000/email-change-success", "http://localhost:3000"),
    ).toBe("/email-change-success");
  });

  it("refuses other origins, protocol-relative and backslash tricks, and scripts", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/\tevil",
      "dashboard",
      "",
      null,
    ]) {
      expect(sameSitePath(value, "http://localhost:3000")).toBeNull();
    }
    expect(sameSitePath("http://localhost:3001/x", "http://localhost:3000")).toBeNull();
  });

  it("falls back to /dashboard and never loops back to /login", () => {
    expect(safeRedirectTo("https://evil.example")).toBe("/dashboard");
    expect(safeRedirectTo("/login?redirectTo=/x")).toBe("/dashboard");
    expect(safeRedirectTo("/register-lan-center?edit=1")).toBe("/register-lan-center?edit=1");
  });
});
