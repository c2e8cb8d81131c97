/**
 * The owners' chat line (issue 24 item 8): the invite only for an active LAN Center
 * Subscription, what the upgrade adds for a Verified Listing, the plan that brings it without a
 * plan; nothing unconfigured.
 */
import { describe, expect, it } from "vitest";
import { ownerChatOffer } from "./owner-chat";

const URL = "https://chat.example/invite/owners";

describe("ownerChatOffer", () => {
  it("gives the invite to an owner with an active or trialing LAN Center Subscription", () => {
    for (const status of ["active", "trialing"]) {
      expect(
        ownerChatOffer(
          [
            { planId: "verified", status: "active" },
            { planId: "subscription", status },
          ],
          URL,
        ),
      ).toEqual({ kind: "invite", url: URL });
    }
  });

  it("shows a Verified Listing owner what the upgrade adds instead of the link", () => {
    expect(ownerChatOffer([{ planId: "verified", status: "active" }], URL)).toEqual({
      kind: "upgrade",
      planName: "LAN Center Subscription",
      price: "$50 per month",
      adds: [
        "PC café game library",
        "Showcases and developer partnerships",
        "Chat community for owners",
        "Technical support",
        "Priority listing",
      ],
    });
    // An ended or unpaid 50 USD plan gives no link.
    expect(
      ownerChatOffer(
        [
          { planId: "subscription", status: "canceled" },
          { planId: "verified", status: "active" },
        ],
        URL,
      )?.kind,
    ).toBe("upgrade");
  });

  it("names the plan that brings the chat to an owner without a plan, never the link", () => {
    const plansOffer = {
      kind: "plans",
      planName: "LAN Center Subscription",
      price: "$50 per month",
    };
    expect(ownerChatOffer([], URL)).toEqual(plansOffer);
    expect(ownerChatOffer([{ planId: "subscription", status: "canceled" }], URL)).toEqual(
      plansOffer,
    );
  });

  it("shows nothing for a plan whose payment failed, or without the setting", () => {
    expect(ownerChatOffer([{ planId: "subscription", status: "past_due" }], URL)).toBeNull();
    expect(ownerChatOffer([{ planId: undefined, status: "active" }], URL)).toBeNull();
    expect(ownerChatOffer([{ planId: "subscription", status: "active" }], null)).toBeNull();
    expect(ownerChatOffer([{ planId: "verified", status: "active" }], null)).toBeNull();
    expect(ownerChatOffer([], null)).toBeNull();
  });
});
