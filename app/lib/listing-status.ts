/**
 * Where an owner's listing stands, in one line (issue 13 item 3 "The owner always knows where a
 * listing stands"): whether a center or party is live and, if not, exactly why and what to do.
 * Pure functions of the facts the dashboard loads; the first rule that matches wins.
 */

/** One dashboard status line: its tone, its text and, when there is one, the next step. */
export interface ListingStatus {
  /** `live`: public; `waiting`: the team's turn; `action`: the owner's turn. */
  tone: "live" | "waiting" | "action";
  text: string;
  action: { label: string; to: string } | null;
}

/** The facts about one of the owner's centers that decide its line. */
export interface CenterListingFacts {
  id: string;
  verified: boolean;
  rejectionReason: string | null;
  /** An edit of public fields waits for the admin (reviewed edits). */
  pendingChanges?: boolean;
  /** Edited after a rejection, so back in the review queue. */
  resubmitted?: boolean;
  communityName: string | null;
  communityVerified: boolean;
  /** Both latitude and longitude are set. */
  hasLocation: boolean;
  /** The center is in the public directory now (`public_locations`, ADR 050). */
  live: boolean;
  /** Status of the center's live (else latest) subscription, or null. */
  subscriptionStatus: string | null;
}

/** The facts about one of the owner's parties that decide its line. */
export interface PartyListingFacts {
  id: string;
  verified: boolean;
  rejectionReason: string | null;
  pendingChanges?: boolean;
  resubmitted?: boolean;
  endDate: Date;
  /** The listed center the party names, if any. */
  venueName?: string | null;
  /** That center's owner's answer when it is another owner's center (ADR 052). */
  venueConsent?: "pending" | "accepted" | "declined" | null;
}

/** Review wording shared by centers and parties. */
export const REVIEW_WAIT_TEXT =
  "Waiting for review: our team usually decides within 1-2 business days.";
/** An item edited after a rejection. */
export const RESUBMITTED_TEXT =
  "Resubmitted: waiting for review again (usually 1-2 business days).";

function waiting(resubmitted: boolean | undefined): ListingStatus {
  return { tone: "waiting", text: resubmitted ? RESUBMITTED_TEXT : REVIEW_WAIT_TEXT, action: null };
}

function notApproved(reason: string, editTo: string): ListingStatus {
  return {
    tone: "action",
    text: `Not approved: ${reason}. Edit it to send it again.`,
    action: { label: "Edit", to: editTo },
  };
}

/**
 * The status line of a center.
 * @param center the center's review, location, community and plan facts
 * @returns the line with its next step (edit, choose a plan, update the card, view the listing)
 */
export function centerListingStatus(center: CenterListingFacts): ListingStatus {
  const edit = `/register-lan-center?edit=${center.id}`;
  const plans = `/payment?location=${center.id}`;
  if (!center.verified && center.rejectionReason) {
    return notApproved(center.rejectionReason.replace(/[.\s]+$/, ""), edit);
  }
  if (!center.verified) return waiting(center.resubmitted);
  if (!center.hasLocation) {
    return {
      tone: "action",
      text: "Missing location: add its latitude and longitude to put it on the map.",
      action: { label: "Edit", to: edit },
    };
  }
  if (!center.communityVerified) {
    const community = center.communityName
      ? `its community ${center.communityName}`
      : "its community";
    return {
      tone: "waiting",
      text: `Waiting for review: ${community} is not verified yet (usually 1-2 business days).`,
      action: null,
    };
  }
  if (center.subscriptionStatus === "past_due") {
    return {
      tone: "action",
      text: "Payment failed: update your card to stay on the map.",
      action: { label: "Update card", to: plans },
    };
  }
  if (!center.live) {
    return {
      tone: "action",
      text: "Not on the map: no active plan.",
      action: { label: "Choose a plan", to: plans },
    };
  }
  if (center.pendingChanges) {
    return {
      tone: "waiting",
      text: "Live on the map. Changes waiting for review: the map shows the last approved version.",
      action: null,
    };
  }
  return {
    tone: "live",
    text: "Live on the map.",
    action: { label: "View listing", to: `/lan-centers/${center.id}` },
  };
}

/**
 * The status line of a LAN party.
 * @param party the party's review facts and end date
 * @param now the current time (ended parties are no longer listed)
 */
export function partyListingStatus(party: PartyListingFacts, now = new Date()): ListingStatus {
  const edit = `/edit-lan-party/${party.id}`;
  if (!party.verified && party.rejectionReason) {
    return notApproved(party.rejectionReason.replace(/[.\s]+$/, ""), edit);
  }
  if (!party.verified) return waiting(party.resubmitted);
  if (party.endDate.getTime() <= now.getTime()) {
    return { tone: "waiting", text: "Ended: no longer listed on the events page.", action: null };
  }
  const venue = party.venueName ?? "the venue";
  if (party.venueConsent === "declined") {
    return {
      tone: "action",
      text: `Live on the events page, but the owner of ${venue} declined to list it there. Edit it to name another place.`,
      action: { label: "Edit", to: edit },
    };
  }
  if (party.venueConsent === "pending") {
    return {
      tone: "waiting",
      text: `Live on the events page. Waiting for the owner of ${venue} to list it on their page.`,
      action: null,
    };
  }
  if (party.pendingChanges) {
    return {
      tone: "waiting",
      text: "Live on the events page. Changes waiting for review: the page shows the last approved version.",
      action: null,
    };
  }
  return {
    tone: "live",
    text: "Live on the events page.",
    action: { label: "View listing", to: `/events/${party.id}` },
  };
}
