/**
 * The admin review form: which item, which decision, and the reason for a
 * rejection. Shared by the page (field names) and the action (parsing).
 */
import { z } from "~/lib/zod";
import { requiredLine } from "./form-fields";

/** Message when a rejection has no reason. */
export const REASON_REQUIRED = "Please give a reason for the rejection.";

/** The rejection reason: one line (an `<input>`, sent to the owner), at most 1000 characters. */
const reason = requiredLine(REASON_REQUIRED, 1000, "The reason can be at most 1000 characters.");

/** Parsed review form data. */
export const reviewDecisionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("verify"),
    kind: z.enum(["center", "community", "party"]),
    id: z.uuid(),
    /**
     * Where the admin saw the item: the queue (pending or resubmitted) or the Rejected view
     * (reconsidering). A verify applies only while the item is still there, so an admin who
     * verifies from the queue cannot overturn another admin's rejection made a moment before.
     */
    from: z.enum(["queue", "rejected"]).default("queue"),
  }),
  z.object({
    intent: z.literal("unverify"),
    kind: z.enum(["center", "community", "party"]),
    id: z.uuid(),
  }),
  z.object({
    intent: z.literal("reject"),
    kind: z.enum(["center", "community", "party"]),
    id: z.uuid(),
    reason,
  }),
]);

/**
 * The Approve / Reject forms under a pending change (ADR 053): which change, which decision,
 * and the reason for a rejection.
 */
export const changeDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve-change"), changeId: z.uuid() }),
  z.object({
    intent: z.literal("reject-change"),
    changeId: z.uuid(),
    reason,
  }),
]);

/** A valid decision on a pending change. */
export type ChangeDecision = z.infer<typeof changeDecisionSchema>;

/** True when a review form is about a pending change rather than an item. */
export function isChangeIntent(intent: unknown): boolean {
  return intent === "approve-change" || intent === "reject-change";
}

/** A valid review decision. */
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;
