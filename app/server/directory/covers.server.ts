/**
 * The cover image of a LAN party or a community (issue 14 item 1, ADR 056): one uploaded photo,
 * whose address the spec's `image_url` column holds. On a verified item the new cover (or its
 * removal) becomes part of its pending change (ADR 053); otherwise it applies at once. Cover
 * photos no longer named by the public row or the open change are deleted.
 */
import { and, eq } from "drizzle-orm";
import { photoKeyOfUrl } from "~/lib/photo-urls";
import type { Database } from "../db/client.server";
import {
  chosenFiles,
  inspectPhoto,
  listSubjectPhotos,
  prunePhotos,
  renderPhoto,
  storePhoto,
  type ProcessedPhoto,
  type WorkQueue,
} from "../photos/index.server";
import { OWNER_MESSAGES, OwnerError } from "./owner-errors.server";
import { openChangesOf, proposeChange } from "./review-changes.server";
import { communities, events } from "./schema";

/** A new cover photo, or the cover removed. */
export type CoverChange = { photo: ProcessedPhoto } | { remove: true };

/** The item kinds with a cover. */
export type CoverKind = "party" | "community";

function tableOf(kind: CoverKind) {
  return kind === "party"
    ? ({ table: events, verified: events.verified } as const)
    : ({ table: communities, verified: communities.isVerified } as const);
}

/**
 * Sets or removes the cover of the user's own party or community, in one transaction.
 * @returns whether the change waits for review (a verified item)
 * @throws OwnerError `not_found` for a missing or foreign item
 */
export async function setCover(input: {
  db: Database;
  userId: string;
  kind: CoverKind;
  itemId: string;
  change: CoverChange;
}): Promise<{ pendingReview: boolean }> {
  const { db, userId, kind, itemId, change } = input;
  const { table } = tableOf(kind);
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .select()
      .from(table)
      .where(and(eq(table.id, itemId), eq(table.createdBy, userId)))
      .for("update")) as (typeof events.$inferSelect | typeof communities.$inferSelect)[];
    if (!row) {
      throw new OwnerError(
        "not_found",
        kind === "party" ? OWNER_MESSAGES.eventNotFound : OWNER_MESSAGES.centerNotFound,
      );
    }
    let imageUrl: string | null = null;
    if ("photo" in change) {
      const stored = await storePhoto(tx, {
        photo: change.photo,
        kind,
        subjectId: itemId,
        userId,
      });
      imageUrl = stored.url;
    }
    const verified = "isVerified" in row ? row.isVerified : row.verified;
    let pendingReview = false;
    const open = (await openChangesOf(tx, kind, [itemId])).get(itemId);
    if (verified) {
      pendingReview = await proposeChange(tx, {
        kind,
        itemId,
        userId,
        current: row,
        proposed: { ...row, ...open, imageUrl },
      });
    } else {
      await tx.update(table).set({ imageUrl }).where(eq(table.id, itemId));
    }
    await pruneCovers(tx, { kind, itemId, urls: [verified ? row.imageUrl : null, imageUrl] });
    return { pendingReview };
  });
}

/**
 * Deletes the cover photos of an item except those whose addresses are in `urls`.
 */
export async function pruneCovers(
  db: Database,
  input: { kind: CoverKind; itemId: string; urls: readonly (string | null | undefined)[] },
): Promise<void> {
  const keys = new Set(input.urls.map(photoKeyOfUrl).filter(Boolean));
  const all = await listSubjectPhotos(db, { kind: input.kind, subjectId: input.itemId });
  const keep = all.filter((photo) => keys.has(photo.key)).map((photo) => photo.id);
  await prunePhotos(db, { kind: input.kind, subjectId: input.itemId, keep });
}

/**
 * The cover change a form asks for: a chosen file in `field` (checked from its header, then
 * decoded as a job of `queue`; issue 23, ADR 068), else the `${field}Remove` box, else nothing.
 * @param queue the bounded image queue (`photoWork`)
 * @throws AppError 400 `photos.bad_file` with the message on `field` (nothing stored); AppError
 *   503 `photos.busy` with `retryAfterSeconds` when the queue is full
 */
export async function readCoverChange(
  form: FormData,
  field: string,
  queue: WorkQueue,
): Promise<CoverChange | null> {
  const [file] = chosenFiles(form, field);
  if (file) {
    const inspected = await inspectPhoto({
      bytes: new Uint8Array(await file.arrayBuffer()),
      field,
    });
    const [photo] = await queue.runAll([() => renderPhoto(inspected)]);
    return { photo: photo! };
  }
  return form.get(`${field}Remove`) === "on" ? { remove: true } : null;
}
