/**
 * No area can be forgotten by Download my data and Delete account (issue 25 item 7, ADR 080):
 * every folder of app/server with a `schema.ts` (an area owning tables) is in the registry.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { personalDataAreas } from "./registry.server";

describe("the personal-data registry", () => {
  it("names every area that owns tables", () => {
    const root = join(import.meta.dirname, "..");
    const owners = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, "schema.ts")))
      .map((entry) => entry.name)
      .filter((name) => name !== "db");
    expect(owners.length).toBeGreaterThan(5);
    expect(Object.keys(personalDataAreas).sort()).toEqual(owners.sort());
  });
});
