/**
 * Applies an admin's review decision and notifies the owner by e-mail (issue 7). The decision
 * is stored first; a mail failure is reported but does not undo it.
 */
import type { ReviewDecision } from "~/lib/review-decision";
import type { Database } from "../db/client.server";
import type { Mailer } from "../mail/mailer.server";
import { reviewEmail } from "../mail/review-templates";
import { decide, type ReviewOutcome } from "./review.server";

/** Result shown to the admin: the item (null when it no longer exists) and mail status. */
export interface ReviewResult {
  outcome: ReviewOutcome | null;
  mailed: boolean;
}

/**
 * Stores `decision` by admin `adminUserId`; on verify or reject e-mails the owner (when the
 * owner's address is known). `publicUrl` builds the link in the e-mail.
 */
export async function applyReviewDecision(input: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  adminUserId: string;
  decision: ReviewDecision;
}): Promise<ReviewResult> {
  const { decision } = input;
  const outcome = await decide(input.db, {
    kind: decision.kind,
    id: decision.id,
    adminUserId: input.adminUserId,
    ...(decision.intent === "reject"
      ? { action: "reject", reason: decision.reason }
      : { action: decision.intent }),
  });
  if (!outcome || decision.intent === "unverify" || !outcome.owner.email) {
    return { outcome, mailed: false };
  }
  const publicPath =
    decision.intent === "verify" && outcome.kind === "center"
      ? `/lan-centers/${outcome.id}`
      : decision.intent === "verify" && outcome.kind === "party"
        ? `/events/${outcome.id}`
        : "/dashboard";
  try {
    await input.mailer.send(
      outcome.owner.email,
      reviewEmail({
        kind: outcome.kind,
        name: outcome.name,
        decision: decision.intent === "verify" ? "verified" : "rejected",
        reason: decision.intent === "reject" ? decision.reason : undefined,
        link: `${input.publicUrl}${publicPath}`,
      }),
    );
    return { outcome, mailed: true };
  } catch (error) {
    console.error(`review: e-mail to the owner failed (${(error as Error).message})`);
    return { outcome, mailed: false };
  }
}
