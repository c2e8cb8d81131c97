import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format";

describe("formatDateTime", () => {
  it("shows a Date or ISO string on the UTC clock, as server and browser both render it", () => {
    expect(formatDateTime(new Date("2026-12-05T17:00:00Z"))).toBe("Sat, Dec 5, 2026, 05:00 PM UTC");
    expect(formatDateTime("2026-12-05T23:30:00+01:00")).toBe("Sat, Dec 5, 2026, 10:30 PM UTC");
  });
});
