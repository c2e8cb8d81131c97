import { describe, expect, it } from "vitest";
import fc from "fast-check";
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

describe("redirect targets never leave the site (property, issue 8 open redirects)", () => {
  const site = "https://lancenter.example";
  /** Strings built from the pieces open-redirect payloads are made of. */
  const hostile = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          "/",
          "//",
          "\\",
          "/\\",
          "evil.example",
          "https:",
          "http:",
          "javascript:",
          "%2F",
          "%5C",
          "@",
          "..",
          "?",
          "#",
          "\t",
          "\n",
          " ",
          "\u3002",
          "lancenter.example",
        ),
        fc.string({ maxLength: 4 }),
      ),
      { maxLength: 8 },
    )
    .map((parts) => parts.join(""));

  it("refuses dot segments that collapse into a protocol-relative path", () => {
    expect(sameSitePath("/.//evil.example")).toBeNull();
    expect(sameSitePath("/a/..//evil.example")).toBeNull();
    expect(sameSitePath("https:lancenter.example//evil.example", site)).toBeNull();
    expect(safeRedirectTo("/.//evil.example")).toBe("/dashboard");
  });

  it("sameSitePath answers null or a path that resolves on this site", () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string()), (value) => {
        const path = sameSitePath(value, site);
        if (path === null) return;
        expect(path.startsWith("/")).toBe(true);
        expect(path.startsWith("//")).toBe(false);
        expect(new URL(path, site).origin).toBe(site);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 2000) },
    );
  });

  it("safeRedirectTo always answers a path on this site", () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string()), (value) => {
        const path = safeRedirectTo(value);
        expect(new URL(path, site).origin).toBe(site);
        expect(path.startsWith("//")).toBe(false);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 2000) },
    );
  });
});
