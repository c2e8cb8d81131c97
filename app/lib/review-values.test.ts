import { describe, expect, it } from "vitest";
import { reviewValueText } from "./review-values";

describe("reviewValueText", () => {
  it("shows a week of opening hours, closed days and past-midnight ranges", () => {
    const hours = {
      mon: [
        { open: "10:00", close: "14:00", overnight: false },
        { open: "16:00", close: "22:00", overnight: false },
      ],
      tue: [],
      wed: [],
      thu: [],
      fri: [{ open: "18:00", close: "02:00", overnight: true }],
      sat: [],
      sun: [],
    };
    expect(reviewValueText("openingHours", JSON.stringify(hours))).toBe(
      "Mon 10:00–14:00, 16:00–22:00 · Tue closed · Wed closed · Thu closed · Fri 18:00–02:00 · Sat closed · Sun closed",
    );
  });

  it("names platforms and amenities by their labels", () => {
    expect(reviewValueText("platforms", '["pc","sim_racing"]')).toBe("PC, Sim racing");
    expect(reviewValueText("amenities", '["step_free","food_drinks"]')).toBe(
      "Step-free entrance, Food and drinks",
    );
  });

  it("shows a price in cents as an amount", () => {
    expect(reviewValueText("priceFromCents", "550")).toBe("5.50");
  });

  it("returns other fields, and values that do not parse, as stored", () => {
    expect(reviewValueText("address", "1 Main St")).toBe("1 Main St");
    expect(reviewValueText("platforms", "not json")).toBe("not json");
  });
});
