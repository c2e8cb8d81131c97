/**
 * The cards of the owner dashboard (docs/spec/owner-portal.md §2 "/dashboard", "/contacts"), shared
 * by the directory's queries (`server/directory/owner-dashboard.server.ts`,
 * `owner-contacts.server.ts`) and the components that show them (`components/owner/`).
 */
import type { PartyProfile } from "./lan-party-form";

/** Most photos a center may have (issue 14 item 1, ADR 056). */
export const MAX_CENTER_PHOTOS = 8;

/**
 * The link to a center's photos where owners look (issue 24 item 5): 'Add photos (3 of 8)', or
 * 'Photos (8 of 8)' when the gallery is full.
 */
export function photosLinkLabel(count: number): string {
  return count < MAX_CENTER_PHOTOS
    ? `Add photos (${count} of ${MAX_CENTER_PHOTOS})`
    : `Photos (${count} of ${MAX_CENTER_PHOTOS})`;
}

/** One card of My LAN Centers, without its subscription (the server and the page shape that). */
export interface OwnerCenterBase {
  id: string;
  organizationName: string;
  address: string;
  website: string | null;
  verified: boolean;
  /** Set while the center is rejected (not after the owner edited it since). */
  rejectionReason: string | null;
  /** Edited after a rejection: back in the review queue (ADR 053). */
  resubmitted: boolean;
  /** An edit of its public fields (or its community's) waits for review (ADR 053). */
  pendingChanges: boolean;
  communityName: string | null;
  /** The center's community is verified. */
  communityVerified: boolean;
  /** Both latitude and longitude are set. */
  hasLocation: boolean;
  /** In the public directory now (`public_locations`, ADR 050). */
  live: boolean;
  onboardingEmailSent: boolean;
  onboardingEmailSentAt: Date | null;
  /** Photos in the gallery the owner sees (the pending version when an edit waits). */
  photoCount: number;
  createdAt: Date;
}

/** One card of My LAN Parties. */
export interface OwnerPartyCard extends PartyProfile {
  /** The IANA zone its times are shown in (issue 24 item 3, ADR 073). */
  timeZone: string;
  verified: boolean;
  /** Set while the party is rejected (not after the owner edited it since). */
  rejectionReason: string | null;
  /** Edited after a rejection: back in the review queue (ADR 053). */
  resubmitted: boolean;
  /** An edit of its public fields waits for review (ADR 053). */
  pendingChanges: boolean;
  communityId: string | null;
  communityName: string | null;
  /** The listed center the party names, if any. */
  venueName: string | null;
  /** Another owner's center: that owner's answer (ADR 052); null at the organiser's own. */
  venueConsent: "pending" | "accepted" | "declined" | null;
  createdAt: Date;
  /** Gamers going (issue 25 item 3), for 'Attendees (N)'; filled by the dashboard's loader. */
  attendees?: number;
}

/**
 * Where a contact's name or e-mail comes from: what the form gave, or the account that owns the
 * center when the form's optional contact fields were left empty (issue 24 item 6).
 */
export type ContactSource = "form" | "account";

/** One contact card: a center's contact or a partner lead (type `partner_lead`). */
export interface ContactCard {
  id: string;
  type: string;
  organizationName: string | null;
  ownerName: string | null;
  /** Where `ownerName` comes from; null when there is none. */
  nameSource: ContactSource | null;
  email: string | null;
  /** Where `email` comes from; null when there is none. */
  emailSource: ContactSource | null;
  website: string | null;
  address: string | null;
  /** Partner leads only (null for other contacts): what they wrote, as typed. */
  message: string | null;
  /** Partner leads only: the venue type's label, e.g. "Game arena". */
  venueType: string | null;
  /** Partner leads only: the page the lead was sent from, e.g. "/signup-gizmo". */
  sourcePage: string | null;
  createdAt: Date;
}
