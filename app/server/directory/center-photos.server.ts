/**
 * A LAN center's photo gallery (issue 14 item 1, ADR 056): up to 8 photos, in the owner's order,
 * the first one the cover (`image_url` holds its address). The list is the center's public field
 * `photos` (photo ids separated by spaces), so on a verified center every upload, reorder, cover
 * pick or deletion becomes part of its pending change (ADR 053) and gamers keep seeing the approved
 * gallery until an admin approves it; on an unverified center it applies at once. Photos no list
 * uses any more (neither the public one nor the open change) are deleted with their files.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { AppError } from "../errors/app-error";
import {
  listPhotos,
  processPhoto,
  prunePhotos,
  storePhoto,
  type ProcessedPhoto,
  type StoredPhoto,
} from "../photos/index.server";
import { MAX_CENTER_PHOTOS } from "~/lib/owner-cards";
import { OWNER_MESSAGES, OwnerError } from "./owner-errors.server";
import { closeOpenChange, openChangesOf, photoIdsOf, proposeChange } from "./review-changes.server";
import { locations } from "./schema";

/** Most photos a center may have; defined beside the owner cards, which show it too. */
export { MAX_CENTER_PHOTOS };

/** The form field of the upload. */
export const PHOTOS_FIELD = "photos";

/** The message when an upload would pass 8 photos. */
export function tooManyPhotosMessage(has: number): string {
  return `A LAN center can have at most ${MAX_CENTER_PHOTOS} photos. It has ${has}; delete some before adding more.`;
}

function photosValueOf(ids: readonly string[]): string | null {
  return ids.length > 0 ? ids.join(" ") : null;
}

/** One change to a gallery. */
export type PhotoEdit =
  | { op: "add"; photos: ProcessedPhoto[] }
  | { op: "up" | "down" | "cover" | "delete"; photoId: string };

/**
 * The photo ids of the gallery its owner sees: the open change's list when one waits for review
 * (ADR 053), else the public one.
 * @param photos the center's `photos` column; `change` its open change's values, if any
 */
export function ownerPhotoIds(
  photos: string | null,
  change: Record<string, unknown> | undefined,
): string[] {
  return photoIdsOf(change && "photos" in change ? change.photos : photos);
}

/** A center's gallery as its owner sees it (the pending version when a change waits). */
export interface OwnerGallery {
  centerId: string;
  centerName: string;
  verified: boolean;
  /** In order; the first is the cover. */
  photos: StoredPhoto[];
  /** True when an edit of the center waits for review (ADR 053). */
  pendingReview: boolean;
}

/**
 * The user's own center's gallery.
 * @returns the gallery, or undefined when the center is missing or someone else's
 */
export async function getOwnGallery(input: {
  db: Database;
  userId: string;
  locationId: string;
}): Promise<OwnerGallery | undefined> {
  const { db, userId, locationId } = input;
  const [location] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.createdBy, userId)));
  if (!location) return undefined;
  const change = (await openChangesOf(db, "center", [locationId])).get(locationId);
  const ids = ownerPhotoIds(location.photos, change);
  return {
    centerId: location.id,
    centerName: String(change?.organizationName ?? location.organizationName),
    verified: location.verified,
    photos: await listPhotos(db, { kind: "center", subjectId: locationId, ids }),
    pendingReview: Boolean(change),
  };
}

function applyEdit(ids: string[], edit: Exclude<PhotoEdit, { op: "add" }>): string[] {
  const at = ids.indexOf(edit.photoId);
  if (at < 0) {
    throw new AppError("directory.photo_not_found", "This photo no longer exists.", 404);
  }
  const next = [...ids];
  switch (edit.op) {
    case "delete":
      next.splice(at, 1);
      break;
    case "cover":
      next.splice(at, 1);
      next.unshift(edit.photoId);
      break;
    case "up":
    case "down": {
      const to = edit.op === "up" ? at - 1 : at + 1;
      if (to < 0 || to >= next.length) break;
      [next[at], next[to]] = [next[to]!, next[at]!];
      break;
    }
  }
  return next;
}

/**
 * Checks and processes uploaded files one by one (before any database work).
 * @param input.files the chosen files; input.has how many photos the center has
 * @throws AppError 400 with the message on the `photos` field: no file chosen, more than 8 photos
 *   in all, or a bad file (`processPhoto`'s messages, naming the file)
 */
export async function processCenterUploads(input: {
  files: readonly File[];
  has: number;
}): Promise<ProcessedPhoto[]> {
  const { files, has } = input;
  const refuse = (message: string) =>
    new AppError("directory.photos_refused", message, 400, {
      fieldErrors: { [PHOTOS_FIELD]: message },
    });
  if (files.length === 0) throw refuse("Please choose at least one photo to upload.");
  if (has + files.length > MAX_CENTER_PHOTOS) throw refuse(tooManyPhotosMessage(has));
  const processed: ProcessedPhoto[] = [];
  for (const file of files) {
    try {
      processed.push(
        await processPhoto({
          bytes: new Uint8Array(await file.arrayBuffer()),
          field: PHOTOS_FIELD,
        }),
      );
    } catch (error) {
      if (error instanceof AppError && files.length > 1) {
        throw refuse(`${file.name || "A file"}: ${error.message} Nothing was uploaded.`);
      }
      throw error;
    }
  }
  return processed;
}

/**
 * Changes the user's own center's gallery in one transaction: adds processed photos at the end,
 * moves one up or down, makes one the cover (first) or deletes one; `image_url` follows the cover.
 * A verified center's gallery becomes (part of) its pending change (ADR 053).
 * @returns whether the change now waits for review
 * @throws OwnerError `not_found` for a missing or foreign center; AppError 400 (on `photos`) when
 *   the gallery would pass 8 photos, 404 when the photo is not in the gallery
 */
export async function editGallery(input: {
  db: Database;
  userId: string;
  locationId: string;
  edit: PhotoEdit;
}): Promise<{ pendingReview: boolean }> {
  const { db, userId, locationId, edit } = input;
  return db.transaction(async (tx) => {
    const [location] = await tx
      .select()
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.createdBy, userId)))
      .for("update");
    if (!location) throw new OwnerError("not_found", OWNER_MESSAGES.centerNotFound);
    const change = (await openChangesOf(tx, "center", [locationId])).get(locationId);
    const base = { ...location, ...change };
    const ids = photoIdsOf(base.photos);
    let next: string[];
    if (edit.op === "add") {
      if (ids.length + edit.photos.length > MAX_CENTER_PHOTOS) {
        const message = tooManyPhotosMessage(ids.length);
        throw new AppError("directory.photos_refused", message, 400, {
          fieldErrors: { [PHOTOS_FIELD]: message },
        });
      }
      next = [...ids];
      for (const photo of edit.photos) {
        const stored = await storePhoto(tx, {
          photo,
          kind: "center",
          subjectId: locationId,
          userId,
        });
        next.push(stored.id);
      }
    } else {
      next = applyEdit(ids, edit);
    }
    const [cover] = await listPhotos(tx, {
      kind: "center",
      subjectId: locationId,
      ids: next.slice(0, 1),
    });
    const gallery = { photos: photosValueOf(next), imageUrl: cover?.url ?? null };
    let pendingReview = false;
    if (location.verified) {
      pendingReview = await proposeChange(tx, {
        kind: "center",
        itemId: locationId,
        userId,
        current: location,
        proposed: { ...base, ...gallery },
      });
    } else {
      await closeOpenChange(tx, { kind: "center", itemId: locationId, userId, as: "withdrawn" });
      await tx.update(locations).set(gallery).where(eq(locations.id, locationId));
    }
    const keep = location.verified ? [...photoIdsOf(location.photos), ...next] : next;
    await prunePhotos(tx, { kind: "center", subjectId: locationId, keep });
    return { pendingReview };
  });
}

/**
 * After a center's change was decided or its center deleted: deletes the photos that neither
 * its public gallery nor an open change uses. Call in the decision's transaction.
 */
export async function pruneCenterPhotos(db: Database, locationId: string): Promise<void> {
  const [location] = await db
    .select({ photos: locations.photos })
    .from(locations)
    .where(eq(locations.id, locationId));
  const change = (await openChangesOf(db, "center", [locationId])).get(locationId);
  const keep = [...photoIdsOf(location?.photos), ...photoIdsOf(change?.photos)];
  await prunePhotos(db, { kind: "center", subjectId: locationId, keep });
}
