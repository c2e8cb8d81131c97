import { describe, expect, it } from "vitest";
import {
  formatEpochDate,
  renewalLine,
  statusDisplay,
  subscriptionAction,
  subscriptionErrorFromUrl,
  TONE_CLASSES,
} from "./subscription-status";

// 2026-03-03T12:00:00Z and 2026-04-03T12:00:00Z in seconds since epoch.
const MARCH_3 = Date.UTC(2026, 2, 3, 12) / 1000;
const APRIL_3 = Date.UTC(2026, 3, 3, 12) / 1000;

describe("statusDisplay", () => {
  it.each([
    ["active", "Active", "green"],
    ["trialing", "Trialing", "blue"],
    ["canceled", "Canceled", "red"],
    ["past_due", "Past Due", "orange"],
    ["not_started", "Not Started", "gray"],
  ])("gives the spec's status %s its own label and colour", (status, label, tone) => {
    expect(statusDisplay(status)).toEqual({ label, tone });
  });

  it.each([
    ["incomplete", "Incomplete"],
    ["incomplete_expired", "Incomplete Expired"],
    ["unpaid", "Unpaid"],
    ["paused", "Paused"],
    ["", "Unknown"],
  ])("shows any other status (%s) in yellow with its name in words", (status, label) => {
    expect(statusDisplay(status)).toEqual({ label, tone: "yellow" });
  });

  it("has classes for every tone", () => {
    for (const status of ["active", "trialing", "canceled", "past_due", "not_started", "x"]) {
      expect(TONE_CLASSES[statusDisplay(status).tone]).toMatch(/text-/);
    }
  });
});

describe("renewalLine", () => {
  const base = {
    status: "active",
    currentPeriodEnd: MARCH_3,
    cancelAtPeriodEnd: false,
    cancelAt: null,
  };

  it("shows 'Renews' with the period end (UTC date)", () => {
    expect(renewalLine(base)).toEqual({ kind: "renews", label: "Renews", date: "March 3, 2026" });
  });

  it("shows 'Expires' with cancel_at when scheduled to cancel, else the period end", () => {
    expect(renewalLine({ ...base, cancelAtPeriodEnd: true, cancelAt: APRIL_3 })).toEqual({
      kind: "ending",
      label: "Expires",
      date: "April 3, 2026",
    });
    expect(renewalLine({ ...base, cancelAtPeriodEnd: true })?.date).toBe("March 3, 2026");
  });

  it("shows no date for canceled, not started, or an unknown period end", () => {
    expect(renewalLine({ ...base, status: "canceled" })).toBeNull();
    expect(renewalLine({ ...base, status: "not_started" })).toBeNull();
    expect(renewalLine({ ...base, currentPeriodEnd: null })).toBeNull();
  });
});

describe("subscriptionAction", () => {
  it("offers cancel, resume, complete payment or nothing as in spec §4", () => {
    expect(subscriptionAction({ status: "active", cancelAtPeriodEnd: false })).toBe("cancel");
    expect(subscriptionAction({ status: "trialing", cancelAtPeriodEnd: false })).toBe("cancel");
    expect(subscriptionAction({ status: "active", cancelAtPeriodEnd: true })).toBe("resume");
    expect(subscriptionAction({ status: "not_started", cancelAtPeriodEnd: false })).toBe(
      "complete_payment",
    );
    expect(subscriptionAction({ status: "canceled", cancelAtPeriodEnd: false })).toBe("none");
    expect(subscriptionAction({ status: "past_due", cancelAtPeriodEnd: false })).toBe("none");
  });
});

describe("formatEpochDate and subscriptionErrorFromUrl", () => {
  it("formats seconds since epoch in UTC", () => {
    expect(formatEpochDate(Date.UTC(2026, 0, 1, 0, 30) / 1000)).toBe("January 1, 2026");
  });

  it("maps known error codes to the spec's texts and ignores others", () => {
    const at = (q: string) => subscriptionErrorFromUrl(new URL(`http://x/payment?${q}`));
    expect(at("subscriptionError=cancel_failed")).toBe("Failed to cancel subscription");
    expect(at("subscriptionError=resume_failed")).toBe("Failed to reactivate subscription");
    expect(at("subscriptionError=sign_in")).toBe("Please sign in to manage subscriptions");
    expect(at("subscriptionError=<script>")).toBeNull();
    expect(at("")).toBeNull();
  });
});
