/**
 * A center's photo gallery (issue 14 item 1, ADR 056) on PGlite and PostgreSQL: uploads, cover,
 * order and deletion apply at once on an unverified center and `image_url` follows the cover; on a
 * verified center they become its pending change (ADR 053), the public page keeps the approved
 * gallery until an admin approves, and a rejected change leaves it as it was; at most 8 photos;
 * a bad file stores nothing.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lanCenterEditFormSchema, lanCenterFormSchema } from "~/lib/lan-center-form";
import { coverUrlOf } from "~/lib/photo-urls";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { communities, locations, photoFiles, photos } from "../db/schema";
import { isAppError } from "../errors/app-error";
import { processPhoto, type ProcessedPhoto } from "../photos/index.server";
import { createWorkQueue, type WorkQueue } from "../photos/work-queue.server";
import {
  editGallery,
  getOwnGallery,
  MAX_CENTER_PHOTOS,
  processCenterUploads,
  tooManyPhotosMessage,
  uploadCenterPhotos,
} from "./center-photos.server";
import { getPublicCenter } from "./centers.server";
import { createDirectoryService } from "./service.server";
import { updateLanCenter } from "./owner-center-edit.server";
import { registerLanCenter } from "./owner-center-register.server";
import { decideChange, listPendingChanges } from "./review-changes.server";

const OWNER = "owner-photos";
const ADMIN = "admin-photos";

const centerFields = {
  communityName: "Photo Crew",
  organizationName: "Photo Arena",
  address: "1 Picture Road, Oslo",
  lat: "59.9",
  lng: "10.7",
  description: "Twenty PCs.",
};

async function colouredPng(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** A roomy queue that counts the photos it admitted (each one would be decoded). */
function countingQueue(): WorkQueue & { admitted(): number } {
  const queue = createWorkQueue({ concurrency: 2, maxWaiting: 100, retryAfterSeconds: 15 });
  let admitted = 0;
  return {
    runAll: (jobs) => {
      admitted += jobs.length;
      return queue.runAll(jobs);
    },
    load: queue.load,
    admitted: () => admitted,
  };
}

async function refusedMessage(task: Promise<unknown>): Promise<string> {
  try {
    await task;
  } catch (error) {
    if (isAppError(error)) return error.fieldErrors.photos ?? error.message;
    throw error;
  }
  throw new Error("accepted");
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`center photos on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let red: ProcessedPhoto;
    let green: ProcessedPhoto;
    let blue: ProcessedPhoto;

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      [red, green, blue] = (await Promise.all(
        [
          [220, 20, 20],
          [20, 220, 20],
          [20, 20, 220],
        ].map(async ([r, g, b]) =>
          processPhoto({ bytes: await colouredPng(r!, g!, b!), field: "photos" }),
        ),
      )) as [ProcessedPhoto, ProcessedPhoto, ProcessedPhoto];
    }, 60_000);
    afterAll(() => handle?.close());

    /** A photo no other test uses (its files are its own). */
    let shade = 0;
    const fresh = async () => {
      shade += 1;
      return processPhoto({ bytes: await colouredPng(shade, 100, 200 - shade), field: "photos" });
    };

    async function newCenter(name: string, verified: boolean) {
      const { locationId } = await registerLanCenter({
        db: handle.db,
        userId: OWNER,
        form: lanCenterFormSchema.parse({
          ...centerFields,
          organizationName: name,
          communityName: `${name} Crew`,
        }),
      });
      const [row] = await handle.db
        .update(locations)
        .set({ verified, verifiedAt: verified ? new Date() : null, complimentaryAt: new Date() })
        .where(eq(locations.id, locationId))
        .returning();
      await handle.db
        .update(communities)
        .set({ isVerified: true })
        .where(eq(communities.id, row!.communityId!));
      return row!;
    }
    const row = async (id: string) =>
      (await handle.db.select().from(locations).where(eq(locations.id, id)))[0]!;
    const gallery = async (id: string) =>
      (await getOwnGallery({ db: handle.db, userId: OWNER, locationId: id }))!;
    const edit = (locationId: string, e: Parameters<typeof editGallery>[0]["edit"]) =>
      editGallery({ db: handle.db, userId: OWNER, locationId, edit: e });

    it("applies uploads, cover, order and deletion at once on an unverified center", async () => {
      const center = await newCenter("Draft Arena", false);
      const saved = await edit(center.id, { op: "add", photos: [red, green, blue] });
      expect(saved.pendingReview).toBe(false);
      let shown = await gallery(center.id);
      expect(shown.photos.map((p) => p.key)).toEqual([red.key, green.key, blue.key]);
      expect((await row(center.id)).imageUrl).toBe(coverUrlOf(red.key));

      await edit(center.id, { op: "cover", photoId: shown.photos[2]!.id });
      shown = await gallery(center.id);
      expect(shown.photos.map((p) => p.key)).toEqual([blue.key, red.key, green.key]);
      expect((await row(center.id)).imageUrl).toBe(coverUrlOf(blue.key));

      await edit(center.id, { op: "down", photoId: shown.photos[0]!.id });
      await edit(center.id, { op: "up", photoId: shown.photos[2]!.id });
      shown = await gallery(center.id);
      expect(shown.photos.map((p) => p.key)).toEqual([red.key, green.key, blue.key]);

      await edit(center.id, { op: "delete", photoId: shown.photos[0]!.id });
      shown = await gallery(center.id);
      expect(shown.photos.map((p) => p.key)).toEqual([green.key, blue.key]);
      expect((await row(center.id)).imageUrl).toBe(coverUrlOf(green.key));
      // The deleted photo and its files are gone.
      const left = await handle.db.select().from(photos).where(eq(photos.subjectId, center.id));
      expect(left).toHaveLength(2);
      expect(
        await handle.db.select().from(photoFiles).where(eq(photoFiles.key, red.key)),
      ).toHaveLength(0);

      // The edit form does not touch the gallery.
      await updateLanCenter({
        db: handle.db,
        userId: OWNER,
        locationId: center.id,
        form: lanCenterEditFormSchema.parse({ ...centerFields, organizationName: "Draft Two" }),
      });
      expect((await row(center.id)).imageUrl).toBe(coverUrlOf(green.key));
      expect((await gallery(center.id)).photos).toHaveLength(2);
    }, 60_000);

    it("refuses a 9th photo and stores nothing; someone else's center is not found", async () => {
      const center = await newCenter("Full Arena", false);
      const [one, two, three] = [await fresh(), await fresh(), await fresh()];
      await edit(center.id, { op: "add", photos: Array(MAX_CENTER_PHOTOS - 1).fill(one) });
      expect(await refusedMessage(edit(center.id, { op: "add", photos: [two, three] }))).toBe(
        tooManyPhotosMessage(MAX_CENTER_PHOTOS - 1),
      );
      expect((await gallery(center.id)).photos).toHaveLength(MAX_CENTER_PHOTOS - 1);
      expect(
        await handle.db.select().from(photoFiles).where(eq(photoFiles.key, two.key)),
      ).toHaveLength(0);
      await edit(center.id, { op: "add", photos: [two] });
      expect((await gallery(center.id)).photos).toHaveLength(MAX_CENTER_PHOTOS);
      const foreign = editGallery({
        db: handle.db,
        userId: "someone-else",
        locationId: center.id,
        edit: { op: "delete", photoId: (await gallery(center.id)).photos[0]!.id },
      });
      await expect(foreign).rejects.toMatchObject({ code: "not_found" });
      expect((await gallery(center.id)).photos).toHaveLength(MAX_CENTER_PHOTOS);
    }, 60_000);

    it("checks every file before anything is processed or stored", async () => {
      const png = new File([new Uint8Array(await colouredPng(1, 2, 3))], "ok.png");
      const text = new File(["hello"], "notes.txt");
      const queue = countingQueue();
      expect(await refusedMessage(processCenterUploads({ files: [png, text], queue }))).toMatch(
        /^notes\.txt: This file is not a photo we can read\..* Nothing was uploaded\.$/,
      );
      expect(queue.admitted()).toBe(0);
      const center = await newCenter("Empty Upload Arena", false);
      expect(
        await refusedMessage(
          uploadCenterPhotos({
            db: handle.db,
            queue,
            userId: OWNER,
            locationId: center.id,
            files: [],
          }),
        ),
      ).toBe("Please choose at least one photo to upload.");
      // Someone else's center is not found, with or without files (nothing read).
      for (const files of [[], [png]]) {
        await expect(
          uploadCenterPhotos({
            db: handle.db,
            queue,
            userId: "someone-else",
            locationId: center.id,
            files,
          }),
        ).rejects.toMatchObject({ code: "not_found", status: 404 });
      }
      expect(queue.admitted()).toBe(0);
    });

    it("parallel uploads to an empty gallery: one takes the 8 free slots, the others are refused before any file is read (issue 23)", async () => {
      const center = await newCenter("Burst Arena", false);
      const png = new Uint8Array(await colouredPng(9, 9, 9));
      let reads = 0;
      /** A chosen file that counts how often its bytes are read (each read precedes a decode). */
      class CountedFile extends File {
        override async arrayBuffer() {
          reads += 1;
          return super.arrayBuffer();
        }
      }
      const files = (count: number) =>
        Array.from({ length: count }, (_, i) => new CountedFile([png], `p${i}.png`));
      const directory = createDirectoryService({
        db: handle.db,
        mailer: { kind: "outbox", send: async () => {} },
        plans: [],
        supportEmail: "support@example.com",
        publicUrl: "http://localhost",
      });
      const upload = (count: number) =>
        directory.uploadCenterPhotos({ userId: OWNER, locationId: center.id, files: files(count) });
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => upload(8)));
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      for (const result of results) {
        if (result.status === "fulfilled") continue;
        expect(result.reason).toMatchObject({
          status: 400,
          fieldErrors: {
            photos: expect.stringMatching(/^A LAN center can have at most 8 photos\./),
          },
        });
      }
      expect(reads).toBe(8);
      expect((await gallery(center.id)).photos).toHaveLength(MAX_CENTER_PHOTOS);
      // Full: refused at once with the usual message, nothing read.
      await expect(upload(1)).rejects.toMatchObject({
        fieldErrors: { photos: tooManyPhotosMessage(MAX_CENTER_PHOTOS) },
      });
      expect(reads).toBe(8);
    }, 60_000);

    it("an upload refused after reserving its slots gives them back: a bad file, a full queue (503 with Retry-After)", async () => {
      const center = await newCenter("Slots Arena", false);
      const png = new Uint8Array(await colouredPng(7, 7, 7));
      const good = (count: number) =>
        Array.from({ length: count }, (_, i) => new File([png], `good${i}.png`));
      // While one job runs, 8 more would make 8 wait: one too many.
      const queue = createWorkQueue({ concurrency: 1, maxWaiting: 7, retryAfterSeconds: 15 });
      const upload = (files: File[]) =>
        uploadCenterPhotos({ db: handle.db, queue, userId: OWNER, locationId: center.id, files });
      await expect(upload([...good(7), new File(["hello"], "notes.txt")])).rejects.toMatchObject({
        status: 400,
        fieldErrors: { photos: expect.stringMatching(/^notes\.txt: /) },
      });
      let unblock: () => void = () => {};
      const blocker = queue.runAll([() => new Promise<void>((resolve) => (unblock = resolve))]);
      await expect(upload(good(8))).rejects.toMatchObject({
        status: 503,
        code: "photos.busy",
        retryAfterSeconds: 15,
      });
      unblock();
      await blocker;
      await upload(good(8));
      expect((await gallery(center.id)).photos).toHaveLength(MAX_CENTER_PHOTOS);
    }, 60_000);

    it("on a verified center, photo changes wait for review and the public page keeps the approved gallery", async () => {
      const center = await newCenter("Verified Arena", true);
      const [red, green, blue] = [await fresh(), await fresh(), await fresh()];
      const saved = await edit(center.id, { op: "add", photos: [red, green] });
      expect(saved.pendingReview).toBe(true);
      expect((await row(center.id)).photos).toBeNull();
      expect((await getPublicCenter(handle.db, center.id))!.photos).toEqual([]);
      const pending = await gallery(center.id);
      expect(pending.pendingReview).toBe(true);
      expect(pending.photos.map((p) => p.key)).toEqual([red.key, green.key]);

      // An edit of other fields keeps the pending gallery in the change.
      await updateLanCenter({
        db: handle.db,
        userId: OWNER,
        locationId: center.id,
        form: lanCenterEditFormSchema.parse({ ...centerFields, organizationName: "Verified Two" }),
      });
      expect((await gallery(center.id)).photos.map((p) => p.key)).toEqual([red.key, green.key]);

      const [change] = (await listPendingChanges(handle.db)).filter((c) => c.itemId === center.id);
      const field = change!.fields.find((f) => f.field === "photos");
      expect(field).toMatchObject({ type: "photos", old: null });
      expect(field!.new).toBe(`${coverUrlOf(red.key)} ${coverUrlOf(green.key)}`);
      await decideChange(handle.db, {
        changeId: change!.id,
        adminUserId: ADMIN,
        action: "approve",
      });
      const approved = await getPublicCenter(handle.db, center.id);
      expect(approved!.photos.map((p) => p.key)).toEqual([red.key, green.key]);
      expect(approved!.imageUrl).toBe(coverUrlOf(red.key));
      expect(approved!.organizationName).toBe("Verified Two");

      // A deletion waits too; rejected, the public gallery stays as it was.
      await edit(center.id, { op: "delete", photoId: approved!.photos[0]!.id });
      expect((await getPublicCenter(handle.db, center.id))!.photos).toHaveLength(2);
      const [deletion] = (await listPendingChanges(handle.db)).filter(
        (c) => c.itemId === center.id,
      );
      await decideChange(handle.db, {
        changeId: deletion!.id,
        adminUserId: ADMIN,
        action: "reject",
        reason: "Keep both",
      });
      expect((await getPublicCenter(handle.db, center.id))!.photos).toHaveLength(2);
      expect((await gallery(center.id)).pendingReview).toBe(false);

      // A rejected upload's photo is deleted with its files.
      await edit(center.id, { op: "add", photos: [blue] });
      const [upload] = (await listPendingChanges(handle.db)).filter((c) => c.itemId === center.id);
      await decideChange(handle.db, {
        changeId: upload!.id,
        adminUserId: ADMIN,
        action: "reject",
        reason: "Blurry",
      });
      expect(
        await handle.db.select().from(photoFiles).where(eq(photoFiles.key, blue.key)),
      ).toHaveLength(0);
      expect((await gallery(center.id)).photos).toHaveLength(2);
    }, 60_000);
  });
}
