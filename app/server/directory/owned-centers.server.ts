/**
 * "This LAN center belongs to this user", answered once for every area: billing asks it before
 * a checkout, the payment page, cancel and resume; the subscription sync asks whether a center
 * still exists. Other areas call these through `directory/index.server.ts`.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { OWNER_MESSAGES, OwnerError } from "./owner-errors.server";
import { openChangesOf } from "./review-changes.server";
import { locations } from "./schema";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A LAN center as other areas see it: id, name and address. */
export interface OwnedCenter {
  id: string;
  name: string;
  address: string;
}

/**
 * The center `locationId` when `userId` created it.
 * @param db the database or an open transaction
 * @param input.userId better-auth user id of the acting user
 * @param input.locationId the center's id; a malformed id simply finds nothing
 * @returns the center, or null when it does not exist or belongs to someone else (callers
 *   never tell these apart)
 * @throws the database error
 */
export async function findOwnedCenter(
  db: Database,
  input: { userId: string; locationId: string },
): Promise<OwnedCenter | null> {
  if (!UUID_PATTERN.test(input.locationId)) return null;
  const [row] = await db
    .select({ id: locations.id, name: locations.organizationName, address: locations.address })
    .from(locations)
    .where(and(eq(locations.id, input.locationId), eq(locations.createdBy, input.userId)));
  return row ?? null;
}

/**
 * Whether a center with this id exists (any owner, verified or not).
 * @param db the database or an open transaction
 * @param locationId the center's id; a malformed id gives false
 * @returns true when the center exists
 * @throws the database error
 */
export async function centerExists(db: Database, locationId: string): Promise<boolean> {
  if (!UUID_PATTERN.test(locationId)) return false;
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId));
  return row !== undefined;
}

/**
 * The user's own center, its row locked (`FOR UPDATE`) until the transaction `tx` ends, with its
 * open review change (undefined when none waits); the one locked read of the gallery and the
 * edit form.
 * @throws OwnerError `not_found` for a missing or foreign center
 */
export async function lockOwnCenter(tx: Database, userId: string, locationId: string) {
  const [location] = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.createdBy, userId)))
    .for("update");
  if (!location) throw new OwnerError("not_found", OWNER_MESSAGES.centerNotFound);
  const change = (await openChangesOf(tx, "center", [locationId])).get(locationId);
  return { location, change };
}
