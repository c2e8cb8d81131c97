/**
 * Complimentary listings and the admin's view of every verified center's listing basis
 * (issue 13 item 4 "Complimentary listings", ADR 050). A complimentary listing makes a verified
 * center public without a plan; the admin grants and revokes it from /admin/listings.
 */
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { FormAnswer } from "~/lib/form-answer";
import { AppError } from "../errors/app-error";
import type { Database } from "../db/client.server";
import { adminUserIds, findProfiles } from "../auth/index.server";
import { statusByLocation } from "../billing/index.server";
import { communities, locations, publicLocations } from "./schema";

/** One verified center as the admin's listings page shows it. */
export interface AdminListing {
  id: string;
  organizationName: string;
  address: string;
  communityName: string | null;
  ownerEmail: string | null;
  /** In the public directory now. */
  live: boolean;
  featured: boolean;
  createdByAdmin: boolean;
  /** When a complimentary listing was granted, else null. */
  complimentaryAt: Date | null;
  /** The status of the center's live (else latest) subscription, else null. */
  subscriptionStatus: string | null;
}

/**
 * Every verified center with why it is (or is not) public: admin-created, complimentary, its
 * subscription status. Off-map centers first, then by name.
 */
export async function listAdminListings(db: Database): Promise<AdminListing[]> {
  const rows = await db
    .select({
      id: locations.id,
      organizationName: locations.organizationName,
      address: locations.address,
      communityName: communities.name,
      createdBy: locations.createdBy,
      complimentaryAt: locations.complimentaryAt,
      live: sql<boolean>`(${publicLocations.id} is not null)`,
      featured: sql<boolean>`coalesce(${publicLocations.featured}, false)`,
    })
    .from(locations)
    .leftJoin(communities, eq(communities.id, locations.communityId))
    .leftJoin(publicLocations, eq(publicLocations.id, locations.id))
    .where(eq(locations.verified, true))
    .orderBy(
      asc(sql`${publicLocations.id} is not null`),
      asc(locations.organizationName),
      desc(locations.id),
    );
  const [profiles, admins, statuses] = await Promise.all([
    findProfiles(
      db,
      rows.map((row) => row.createdBy),
    ),
    adminUserIds(db),
    statusByLocation(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map(({ createdBy, ...row }) => {
    const profile = profiles.get(createdBy);
    return {
      ...row,
      ownerEmail: profile?.email ?? null,
      createdByAdmin: admins.has(createdBy),
      subscriptionStatus: statuses.get(row.id) ?? null,
    };
  });
}

/** The admin's grant/revoke form: `intent` and the center's id. */
export const complimentaryFormSchema = z.object({
  intent: z.enum(["grant", "revoke"], { message: "Choose grant or revoke." }),
  locationId: z.uuid({ message: "That LAN center no longer exists." }),
});

/**
 * Grants or revokes a verified center's complimentary listing, in one conditional UPDATE (two
 * admins at once: one changes it, the other gets the 409).
 * @returns the center's name
 * @throws AppError `not_found` (404) for an unknown or unverified center; `conflict` (409) when
 *   the center already is in the asked state
 */
export async function setComplimentary(input: {
  db: Database;
  adminUserId: string;
  locationId: string;
  grant: boolean;
}): Promise<{ organizationName: string }> {
  const { db, locationId, grant } = input;
  const [updated] = await db
    .update(locations)
    .set(
      grant
        ? { complimentaryAt: new Date(), complimentaryBy: input.adminUserId }
        : { complimentaryAt: null, complimentaryBy: null },
    )
    .where(
      and(
        eq(locations.id, locationId),
        eq(locations.verified, true),
        grant ? isNull(locations.complimentaryAt) : isNotNull(locations.complimentaryAt),
      ),
    )
    .returning({ organizationName: locations.organizationName });
  if (updated) return updated;
  const [existing] = await db
    .select({ verified: locations.verified })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!existing?.verified) {
    throw new AppError("not_found", "That LAN center no longer exists or is not verified.", 404);
  }
  throw new AppError(
    "conflict",
    grant
      ? "That LAN center already has a complimentary listing."
      : "That LAN center has no complimentary listing to revoke.",
    409,
  );
}

/**
 * Applies the admin's grant/revoke form and words the outcome.
 * @returns a `FormAnswer` with the notice
 * @throws AppError 400 for a form that does not parse; see `setComplimentary`
 */
export async function answerComplimentaryForm(input: {
  db: Database;
  adminUserId: string;
  formData: FormData;
}): Promise<FormAnswer> {
  const values = {
    intent: String(input.formData.get("intent") ?? ""),
    locationId: String(input.formData.get("locationId") ?? ""),
  };
  const parsed = complimentaryFormSchema.safeParse(values);
  if (!parsed.success) {
    throw new AppError("invalid_form", parsed.error.issues[0]?.message ?? "Invalid form.", 400);
  }
  const grant = parsed.data.intent === "grant";
  const { organizationName } = await setComplimentary({
    db: input.db,
    adminUserId: input.adminUserId,
    locationId: parsed.data.locationId,
    grant,
  });
  return {
    values,
    fieldErrors: {},
    formError: null,
    notice: grant
      ? `${organizationName} now has a complimentary listing.`
      : `${organizationName}'s complimentary listing was revoked.`,
  };
}
