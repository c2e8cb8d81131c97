/**
 * What the admin review queue (/admin/review) shows, shared by the directory's queries
 * (`server/directory/review.server.ts`) and the page's components (`components/admin/`).
 */
import type { FormAnswer } from "./form-answer";
import type { CenterProfile } from "./lan-center-form";

/** The three kinds of reviewable items. */
export type ReviewKind = "center" | "community" | "party";
/** Every review kind, in queue order. */
export const REVIEW_KINDS: readonly ReviewKind[] = ["center", "community", "party"];

/** The owner of a reviewed item, for the notification e-mail. */
export interface ItemOwner {
  userId: string | null;
  email: string | null;
  displayName: string | null;
}

/** A pending center with what the reviewer needs to decide. */
export interface PendingCenter extends CenterProfile {
  createdAt: Date;
  communityName: string | null;
  communityVerified: boolean | null;
  owner: ItemOwner;
  contactEmail: string | null;
  subscriptionStatus: string | null;
  /** An admin granted a complimentary listing (ADR 050): public without a plan once verified. */
  complimentary: boolean;
  /** The reason of the last rejection when the owner edited a rejected center ('Resubmitted'). */
  previousReason: string | null;
}

/** Subscription statuses that keep a center public (ADR 050: a live plan). */
const LIVE_STATUSES = ["active", "trialing", "past_due"];

/**
 * What the review card says about what puts a center on the map once verified (issue 24 item
 * 5): its live plan ('subscription: active'), else its complimentary listing, else the latest
 * subscription's status or 'none'. `ok` when something does.
 */
export function centerListingBadge(
  center: Pick<PendingCenter, "subscriptionStatus" | "complimentary">,
): {
  label: string;
  ok: boolean;
} {
  const status = center.subscriptionStatus;
  if (status && LIVE_STATUSES.includes(status))
    return { label: `subscription: ${status}`, ok: true };
  if (center.complimentary) return { label: "complimentary listing", ok: true };
  return { label: `subscription: ${status ?? "none"}`, ok: false };
}

/** A pending community. */
export interface PendingCommunity {
  id: string;
  name: string;
  description: string | null;
  website: string | null;
  createdAt: Date;
  centerCount: number;
  owner: ItemOwner;
  /** The reason of the last rejection when the owner edited it since ('Resubmitted'). */
  previousReason: string | null;
}

/** A pending LAN party. */
export interface PendingParty {
  id: string;
  organizationName: string;
  description: string;
  startDate: Date;
  endDate: Date;
  customLocation: string | null;
  lat: number | null;
  lng: number | null;
  website: string | null;
  createdAt: Date;
  communityName: string | null;
  owner: ItemOwner;
  /** The reason of the last rejection when the owner edited it since ('Resubmitted'). */
  previousReason: string | null;
  /**
   * The center the party names when it belongs to another owner (ADR 052), with that owner's
   * answer so far; null for no center or the organiser's own.
   */
  foreignVenue: { centerName: string; consent: "pending" | "accepted" | "declined" } | null;
}

/** One field of a pending change: the public value and the proposed one (null when blank). */
export interface ChangedField {
  field: string;
  label: string;
  /** How to show the values: dates are ISO text; photos are addresses separated by spaces. */
  type: "text" | "number" | "date" | "photos" | "json";
  old: string | null;
  new: string | null;
}

/** An owner's edit of a verified item, waiting for review (ADR 053). */
export interface PendingChange {
  /** The change's id (what the Approve / Reject forms post as `changeId`). */
  id: string;
  kind: ReviewKind;
  itemId: string;
  /** The item's public name. */
  name: string;
  /** Only the fields that differ from what the public sees. */
  fields: ChangedField[];
  createdAt: Date;
  owner: ItemOwner;
}

/** A rejected item (the Rejected view), which the admin can reconsider and verify. */
export interface RejectedItem {
  kind: ReviewKind;
  id: string;
  name: string;
  reason: string | null;
  rejectedAt: Date | null;
  owner: ItemOwner;
}

/** Which part of /admin/review is shown: the queue, or everything rejected. */
export type ReviewView = "queue" | "rejected";

/**
 * Counts of pending items per kind, and of open changes to verified items (the admin
 * navigation badge).
 */
export type PendingCounts = Record<ReviewKind, number> & { changes: number };

/** A recently verified item (the Unverify list). */
export interface VerifiedItem {
  id: string;
  name: string;
  verifiedAt: Date | null;
}

/** Everything /admin/review shows. */
export interface ReviewQueue {
  centers: PendingCenter[];
  communities: PendingCommunity[];
  parties: PendingParty[];
  counts: PendingCounts;
  /** Recently verified items per kind, newest decision first. */
  verified: Record<ReviewKind, VerifiedItem[]>;
  /** Edits of verified items waiting for review, oldest first. */
  changes: PendingChange[];
  /** The view asked for; `rejected` is filled only for the rejected view. */
  view: ReviewView;
  rejected: RejectedItem[];
  /** How many items are rejected (the tab's label). */
  rejectedCount: number;
}

/**
 * What /admin/review's action answers: a `FormAnswer` whose `notice` words a decision, or whose
 * `formError` says what failed; `values.id` and `values.reason` name the item whose form failed
 * validation, so the page shows the message beside that item's reason field.
 */
export type ReviewAnswer = FormAnswer;
