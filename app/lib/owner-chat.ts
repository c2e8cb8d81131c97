/**
 * The owners' chat community on the dashboard (issue 24 item 8; docs/spec/public-site.md §1 and
 * the plans in owner-portal.md §3: the chat community comes with the LAN Center Subscription, not
 * with Verified Listing). Decided on the server, so the invite link reaches only the owners whose
 * plan includes it.
 */
import { formatPriceCents, plans } from "~/content/plans";

/** Subscription statuses that count as a plan the owner has now. */
const ACTIVE = ["active", "trialing"];
/** Statuses of a plan that still exists (a failed payment is being retried). */
const LIVE = [...ACTIVE, "past_due"];

/** What the dashboard shows about the owners' chat. */
export type OwnerChat =
  /** An active LAN Center Subscription: the invite link. */
  | { kind: "invite"; url: string }
  /** An active Verified Listing only: what the upgrade adds, with its price. */
  | { kind: "upgrade"; planName: string; price: string; adds: string[] }
  /** No plan yet: which plan brings the chat (Next Steps offers the center's plans). */
  | { kind: "plans"; planName: string; price: string };

/**
 * What an owner sees about the chat, from the plans of their centers.
 * @param subscriptions each center's current subscription (plan id and status)
 * @param inviteUrl `CHAT_INVITE_URL`, or null when unset
 * @returns the invite for an active LAN Center Subscription, the upgrade for an active Verified
 *   Listing, `plans` when no center has a plan, else null (a plan whose payment failed); null
 *   whenever `inviteUrl` is null: no chat line at all
 */
export function ownerChatOffer(
  subscriptions: readonly { planId: string | undefined; status: string }[],
  inviteUrl: string | null,
): OwnerChat | null {
  if (!inviteUrl) return null;
  const active = subscriptions.filter((s) => ACTIVE.includes(s.status)).map((s) => s.planId);
  const full = plans.find((plan) => plan.id === "subscription")!;
  const price = `${formatPriceCents(full.priceCents, full.currency)} per ${full.interval}`;
  if (active.includes("subscription")) return { kind: "invite", url: inviteUrl };
  if (active.includes("verified")) {
    return {
      kind: "upgrade",
      planName: full.name,
      price,
      adds: full.features.filter((feature) => !feature.startsWith("Everything in")),
    };
  }
  if (subscriptions.some((s) => LIVE.includes(s.status))) return null;
  return { kind: "plans", planName: full.name, price };
}
