/**
 * The directory's part of "Your data is yours" (issue 25 item 7, ADR 080): what an account's
 * venues, communities, parties and proposed edits hold, for Download my data, and their removal
 * when the account is deleted. Reached through `directory/index.server.ts` by the privacy area's
 * registry only.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { prunePhotos } from "../photos/index.server";
import {
  communities,
  events,
  locationContacts,
  locations,
  pendingChanges,
  submissionTokens,
} from "./schema";

/**
 * Everything the directory stores about `userId`: the centers it created (with their contacts),
 * its communities and parties (events), and the edits it proposed for review.
 * @returns plain rows, dates as Date objects (the caller serialises them)
 */
export async function exportDirectoryData(db: Database, userId: string) {
  const centers = await db.select().from(locations).where(eq(locations.createdBy, userId));
  const contacts =
    centers.length === 0
      ? []
      : await db
          .select()
          .from(locationContacts)
          .where(
            inArray(
              locationContacts.locationId,
              centers.map((center) => center.id),
            ),
          );
  const [ownCommunities, parties, changes] = await Promise.all([
    db.select().from(communities).where(eq(communities.createdBy, userId)),
    db.select().from(events).where(eq(events.createdBy, userId)),
    db.select().from(pendingChanges).where(eq(pendingChanges.createdBy, userId)),
  ]);
  return {
    centers: centers.map((center) => ({
      ...center,
      contacts: contacts.filter((contact) => contact.locationId === center.id),
    })),
    communities: ownCommunities,
    parties,
    proposedEdits: changes,
  };
}

/**
 * Removes what `userId` put in the directory, inside the caller's transaction `tx`: its centers
 * (their contacts, photos, submission tokens and, by the foreign keys' cascade, billing's rows
 * that point at them), its parties with their covers, its communities (their centers of other
 * owners stay, without a community) with their covers, and every edit it proposed. Parties of
 * other organisers at its centers stay, without a venue (the foreign key sets null).
 * Billing must have cancelled live subscriptions before (the privacy area's order).
 * @throws the database error; the caller's transaction then rolls everything back
 */
export async function eraseDirectoryData(tx: Database, userId: string): Promise<void> {
  const centers = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.createdBy, userId))
    .for("update");
  const parties = await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.createdBy, userId))
    .for("update");
  const ownCommunities = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.createdBy, userId))
    .for("update");
  await tx.delete(pendingChanges).where(eq(pendingChanges.createdBy, userId));
  await tx.delete(submissionTokens).where(eq(submissionTokens.userId, userId));
  for (const { id } of centers) {
    await tx.delete(locationContacts).where(eq(locationContacts.locationId, id));
    await tx.delete(locations).where(eq(locations.id, id));
    await prunePhotos(tx, { kind: "center", subjectId: id, keep: [] });
  }
  for (const { id } of parties) {
    await tx.delete(events).where(eq(events.id, id));
    await prunePhotos(tx, { kind: "party", subjectId: id, keep: [] });
  }
  for (const { id } of ownCommunities) {
    await tx.delete(communities).where(eq(communities.id, id));
    await prunePhotos(tx, { kind: "community", subjectId: id, keep: [] });
  }
}
