/** dayInZone: the listing's local day, also when asked again within a minute (it keeps one). */
import { describe, expect, it } from "vitest";
import { dayInZone } from "./requests.server";

describe("dayInZone", () => {
  it("turns the day at each zone's own midnight, half- and quarter-hour offsets included", () => {
    const cases: [string, string, string][] = [
      // zone (UTC offset), last instant of the 26th there, first instant of the 27th there
      // +05:30
      ["Asia/Kolkata", "2026-11-26T18:29:59.999Z", "2026-11-26T18:30:00.000Z"],
      // +05:45
      ["Asia/Kathmandu", "2026-11-26T18:14:59.999Z", "2026-11-26T18:15:00.000Z"],
      ["America/New_York", "2026-11-27T04:59:59.999Z", "2026-11-27T05:00:00.000Z"],
      ["UTC", "2026-11-26T23:59:59.999Z", "2026-11-27T00:00:00.000Z"],
    ];
    for (const [zone, before, after] of cases) {
      // Twice each, so a kept answer is read too.
      for (let i = 0; i < 2; i++) {
        expect(dayInZone(new Date(before), zone), `${zone} ${before}`).toBe("2026-11-26");
        expect(dayInZone(new Date(after), zone), `${zone} ${after}`).toBe("2026-11-27");
      }
    }
  });
});
