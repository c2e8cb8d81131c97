/**
 * The localized way back after sign-in (issue 28 item 2): page paths move into the page's
 * language, resource routes never do (they have no localized copy), prefixed paths stay.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isResourcePath, localizedWayBack } from "./way-back";

/** A sample URL path of a flat-routes file name: "events.$id.calendar[.]ics.ts" → "/events/x/calendar.ics". */
function samplePath(file: string): string {
  const name = file.replace(/\.tsx?$/, "");
  const segments = name
    .replaceAll("[.]", "~DOT~")
    .split(".")
    .filter((segment) => !segment.startsWith("_") || segment === "_index")
    .map((segment) => segment.replaceAll("~DOT~", ".").replace(/_$/, ""))
    .map((segment) => (segment.startsWith("$") ? "x" : segment))
    .filter((segment) => segment !== "_index" && segment !== "");
  return `/${segments.join("/")}`;
}

describe("localizedWayBack", () => {
  it("moves page paths into the language and keeps English, prefixed and resource paths", () => {
    expect(localizedWayBack("de", "/me")).toBe("/de/me");
    expect(localizedWayBack("de", "/dashboard?tab=1#x")).toBe("/de/dashboard?tab=1#x");
    expect(localizedWayBack("en", "/me")).toBe("/me");
    expect(localizedWayBack("ja", "/de/me")).toBe("/de/me");
    expect(localizedWayBack("de", "/follow?kind=center&id=1")).toBe("/follow?kind=center&id=1");
    expect(localizedWayBack("de", "/account/data.json")).toBe("/account/data.json");
    expect(localizedWayBack("de", "//evil.example")).toBe("//evil.example");
  });

  it("knows every resource route as one and no page route", () => {
    const files = readdirSync("app/routes").filter(
      // dev helpers have no localized copy either (app/routes.ts), so "dev" counts as resource.
      (file) =>
        /\.tsx?$/.test(file) &&
        !file.includes(".test.") &&
        file !== "$.tsx" &&
        !file.startsWith("dev."),
    );
    for (const file of files) {
      const path = samplePath(file);
      if (path === "/") continue;
      expect(isResourcePath(path), `${file} → ${path}`).toBe(file.endsWith(".ts"));
    }
  });
});
