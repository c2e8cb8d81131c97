/**
 * A LAN center's photo gallery (issue 14 item 1, ADR 056): up to 8 photos, in the owner's order,
 * the first one the cover (`image_url` holds its address). The list is the center's public field
 * `photos` (photo ids separated by spaces), so on a verified center every upload, reorder, cover
 * pick or deletion becomes part of its pending change (ADR 053) and gamers keep seeing the approved
 * gallery until an admin approves it; on an unverified center it applies at once. Photos no list
 * uses any more (neither the public one nor the open change) are deleted with their files.
 *
 * An upload (issue 23, ADR 068) first reserves its slots under the center's row lock
 * (`reserveGallerySlots`, a lease in the limits area), so parallel uploads cannot all pass the
 * 8-photo check before any of them is stored; only then are the files checked and decoded,
 * through the process's bounded queue; the store gives the slots back in its own transaction.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { AppError } from "../errors/app-error";
import { acquireLease, heldUnits, releaseLease } from "../limits/index.server";
import {
  inspectPhoto,
  listPhotos,
  prunePhotos,
  renderPhoto,
  storePhoto,
  type InspectedPhoto,
  type ProcessedPhoto,
  type StoredPhoto,
  type WorkQueue,
} from "../photos/index.server";
import { MAX_CENTER_PHOTOS } from "~/lib/owner-cards";
import { findOwnedCenter, lockOwnCenter } from "./owned-centers.server";
import { OWNER_MESSAGES, OwnerError } from "./owner-errors.server";
import { closeOpenChange, openChangesOf, photoIdsOf, proposeChange } from "./review-changes.server";
import { locations } from "./schema";

/** Most photos a center may have; defined beside the owner cards, which show it too. */
export { MAX_CENTER_PHOTOS };

/** The form field of the upload. */
export const PHOTOS_FIELD = "photos";

/**
 * The message when an upload would pass 8 photos.
 * @param has the photos the gallery has; uploading: photos of other uploads not yet stored
 */
export function tooManyPhotosMessage(has: number, uploading = 0): string {
  return uploading > 0
    ? `A LAN center can have at most ${MAX_CENTER_PHOTOS} photos. It has ${has}, and ${uploading} more are being uploaded; wait for that upload, then delete some before adding more.`
    : `A LAN center can have at most ${MAX_CENTER_PHOTOS} photos. It has ${has}; delete some before adding more.`;
}

/** Seconds reserved slots outlive a process that died holding them (ADR 068). */
const SLOT_LEASE_SECONDS = 600;

/** The lease of a center's reserved photo slots (limits area). */
const slotLease = (locationId: string) => `photo-slots:center:${locationId}`;

function refuse(message: string): AppError {
  return new AppError("directory.photos_refused", message, 400, {
    fieldErrors: { [PHOTOS_FIELD]: message },
  });
}

function photosValueOf(ids: readonly string[]): string | null {
  return ids.length > 0 ? ids.join(" ") : null;
}

/** One change to a gallery. */
export type PhotoEdit =
  /** `reserved`: slots `reserveGallerySlots` took for these photos, given back on store. */
  | { op: "add"; photos: ProcessedPhoto[]; reserved?: number }
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
 * Reserves `count` of the free photo slots of the user's own center, under its row lock (issue 23,
 * ADR 068): the gallery's photos (its pending version when a change waits) plus the slots other
 * uploads hold must leave room. Nothing is decoded before this.
 * @param input.count photos about to be uploaded (≥ 1)
 * @throws OwnerError `not_found` for a missing or foreign center; AppError 400 (on `photos`,
 *   `tooManyPhotosMessage`) when they do not fit
 */
export async function reserveGallerySlots(input: {
  db: Database;
  userId: string;
  locationId: string;
  count: number;
}): Promise<void> {
  const { db, userId, locationId, count } = input;
  await db.transaction(async (tx) => {
    const { location, change } = await lockOwnCenter(tx, userId, locationId);
    const has = photoIdsOf({ ...location, ...change }.photos).length;
    const rule = { max: MAX_CENTER_PHOTOS - has, ttlSeconds: SLOT_LEASE_SECONDS };
    if (!(await acquireLease(tx, slotLease(locationId), count, rule))) {
      const uploading = await heldUnits(tx, slotLease(locationId), SLOT_LEASE_SECONDS);
      throw refuse(tooManyPhotosMessage(has, uploading));
    }
  });
}

/** Gives reserved slots back (after a refusal or failure; a store gives them back itself). */
async function releaseGallerySlots(db: Database, locationId: string, count: number) {
  try {
    await releaseLease(db, slotLease(locationId), count);
  } catch (error) {
    // Kept until SLOT_LEASE_SECONDS pass; the upload's own failure is what the user hears of.
    console.error(`photos: reserved slots of ${locationId} not released`, error);
  }
}

/**
 * Checks uploaded files from their headers, then decodes and encodes them through `queue`, one
 * job per photo, admitted together (ADR 068). Refusals name the file when there are several.
 * @param input.files the chosen files (at least one)
 * @param input.queue the bounded image queue (`photoWork`)
 * @returns the processed photos, in order
 * @throws AppError 400 with the message on the `photos` field: a bad file (`inspectPhoto`'s
 *   messages; nothing decoded), or one that fails to decode; AppError 503 `photos.busy` with
 *   `retryAfterSeconds` when the queue is full
 */
export async function processCenterUploads(input: {
  files: readonly File[];
  queue: WorkQueue;
}): Promise<ProcessedPhoto[]> {
  const { files, queue } = input;
  const named = async <T>(file: File, task: () => Promise<T>): Promise<T> => {
    try {
      return await task();
    } catch (error) {
      if (error instanceof AppError && error.status === 400 && files.length > 1) {
        throw refuse(`${file.name || "A file"}: ${error.message} Nothing was uploaded.`);
      }
      throw error;
    }
  };
  const inspected: InspectedPhoto[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    inspected.push(await named(file, () => inspectPhoto({ bytes, field: PHOTOS_FIELD })));
  }
  return queue.runAll(
    inspected.map((photo, at) => () => named(files[at]!, () => renderPhoto(photo))),
  );
}

/**
 * Adds uploaded files to the user's own center (issue 14 item 1; issue 23, ADR 068): the slots
 * are reserved first (a refusal costs no decoding), then the files are checked and processed
 * through `queue` and stored in one transaction that also gives the slots back; a failure stores
 * nothing and gives them back.
 * @returns whether the gallery now waits for review
 * @throws OwnerError `not_found`; AppError 400 on the `photos` field (no file, more than 8 photos,
 *   a bad file); AppError 503 `photos.busy` with `retryAfterSeconds` when the queue is full
 */
export async function uploadCenterPhotos(input: {
  db: Database;
  queue: WorkQueue;
  userId: string;
  locationId: string;
  files: readonly File[];
}): Promise<{ pendingReview: boolean }> {
  const { db, queue, userId, locationId, files } = input;
  if (files.length === 0) {
    // Someone else's center is not found, whatever the form holds.
    if (!(await findOwnedCenter(db, { userId, locationId }))) {
      throw new OwnerError("not_found", OWNER_MESSAGES.centerNotFound);
    }
    throw refuse("Please choose at least one photo to upload.");
  }
  await reserveGallerySlots({ db, userId, locationId, count: files.length });
  let stored = false;
  try {
    const photos = await processCenterUploads({ files, queue });
    const saved = await editGallery({
      db,
      userId,
      locationId,
      edit: { op: "add", photos, reserved: files.length },
    });
    stored = true;
    return saved;
  } finally {
    if (!stored) await releaseGallerySlots(db, locationId, files.length);
  }
}

/**
 * Changes the user's own center's gallery in one transaction: adds processed photos at the end,
 * moves one up or down, makes one the cover (first) or deletes one; `image_url` follows the cover.
 * A verified center's gallery becomes (part of) its pending change (ADR 053). An add gives back
 * the slots it reserved (`edit.reserved`) in the same transaction.
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
    const { location, change } = await lockOwnCenter(tx, userId, locationId);
    const base = { ...location, ...change };
    const ids = photoIdsOf(base.photos);
    let next: string[];
    if (edit.op === "add") {
      if (ids.length + edit.photos.length > MAX_CENTER_PHOTOS) {
        throw refuse(tooManyPhotosMessage(ids.length));
      }
      // In the store's transaction: no moment where both the photos and their slots count.
      if (edit.reserved) await releaseLease(tx, slotLease(locationId), edit.reserved);
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
