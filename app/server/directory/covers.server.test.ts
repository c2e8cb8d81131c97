/**
 * Party and community covers (issue 14 item 1, ADR 056) on PGlite and PostgreSQL: a cover upload
 * sets `image_url` to our photo address at once on an unverified party, waits for review on a
 * verified one (the public row keeps the old cover until approval), survives edits of the other
 * fields, can be removed; replaced covers are deleted with their files; a bad file is refused.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lanPartyEditFormSchema, lanPartyFormSchema } from "~/lib/lan-party-form";
import { coverUrlOf } from "~/lib/photo-urls";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { events, photoFiles, photos } from "../db/schema";
import { processPhoto } from "../photos/index.server";
import { createWorkQueue } from "../photos/work-queue.server";
import { readCoverChange, setCover } from "./covers.server";
import { updateLanParty } from "./owner-party-edit.server";
import { registerLanParty } from "./owner-party-register.server";
import { decideChange, listPendingChanges } from "./review-changes.server";

const OWNER = "owner-covers";
const partyFields = {
  organizationName: "Cover Fest",
  startDate: "2031-05-01T18:00",
  endDate: "2031-05-02T10:00",
  timeZone: "UTC",
  communityName: "Cover Crew",
  description: "All night.",
};

let shade = 0;
async function photo() {
  shade += 7;
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 50, b: 90 } },
  })
    .png()
    .toBuffer();
  return processPhoto({ bytes: png, field: "imageFile" });
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`covers on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
    });
    afterAll(() => handle?.close());

    const party = async (id: string) =>
      (await handle.db.select().from(events).where(eq(events.id, id)))[0]!;

    it("sets, reviews, keeps and removes a party's cover", async () => {
      const { db } = handle;
      const { eventId } = await registerLanParty({
        db,
        userId: OWNER,
        form: lanPartyFormSchema.parse({ ...partyFields, communityName: `Crew ${engine.name}` }),
      });
      const first = await photo();
      expect(
        await setCover({
          db,
          userId: OWNER,
          kind: "party",
          itemId: eventId,
          change: { photo: first },
        }),
      ).toEqual({ pendingReview: false });
      expect((await party(eventId)).imageUrl).toBe(coverUrlOf(first.key));

      // Verified: a new cover waits; the public row keeps the first.
      await db.update(events).set({ verified: true }).where(eq(events.id, eventId));
      const second = await photo();
      expect(
        await setCover({
          db,
          userId: OWNER,
          kind: "party",
          itemId: eventId,
          change: { photo: second },
        }),
      ).toEqual({ pendingReview: true });
      expect((await party(eventId)).imageUrl).toBe(coverUrlOf(first.key));
      // An edit of the other fields keeps the pending cover.
      await updateLanParty({
        db,
        userId: OWNER,
        eventId,
        form: lanPartyEditFormSchema.parse({ ...partyFields, organizationName: "Cover Fest 2" }),
      });
      const [change] = (await listPendingChanges(db)).filter((c) => c.itemId === eventId);
      expect(change!.fields.find((f) => f.field === "imageUrl")).toMatchObject({
        old: coverUrlOf(first.key),
        new: coverUrlOf(second.key),
      });
      await decideChange(db, { changeId: change!.id, adminUserId: "admin", action: "approve" });
      expect((await party(eventId)).imageUrl).toBe(coverUrlOf(second.key));

      // The next change (removal) drops the replaced first cover and its files.
      await setCover({
        db,
        userId: OWNER,
        kind: "party",
        itemId: eventId,
        change: { remove: true },
      });
      expect(await db.select().from(photoFiles).where(eq(photoFiles.key, first.key))).toHaveLength(
        0,
      );
      const [removal] = (await listPendingChanges(db)).filter((c) => c.itemId === eventId);
      await decideChange(db, { changeId: removal!.id, adminUserId: "admin", action: "approve" });
      expect((await party(eventId)).imageUrl).toBeNull();

      // Someone else cannot set it.
      await expect(
        setCover({ db, userId: "other", kind: "party", itemId: eventId, change: { remove: true } }),
      ).rejects.toMatchObject({ code: "not_found" });
    }, 60_000);

    it("reads a form's cover: a file, the remove box, nothing, or a bad file refused", async () => {
      const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0, retryAfterSeconds: 15 });
      const form = new FormData();
      expect(await readCoverChange(form, "imageFile", queue)).toBeNull();
      form.set("imageFileRemove", "on");
      expect(await readCoverChange(form, "imageFile", queue)).toEqual({ remove: true });
      form.set("imageFile", new File(["not an image"], "x.png"));
      await expect(readCoverChange(form, "imageFile", queue)).rejects.toMatchObject({
        status: 400,
        fieldErrors: { imageFile: expect.stringContaining("not a photo") },
      });
      const before = (await handle.db.select().from(photos)).length;
      expect((await handle.db.select().from(photos)).length).toBe(before);
    });

    it("a cover waits for no full queue: 503 with Retry-After at once (issue 23, ADR 068)", async () => {
      const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0, retryAfterSeconds: 15 });
      let unblock: () => void = () => {};
      const blocker = queue.runAll([() => new Promise<void>((resolve) => (unblock = resolve))]);
      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: { r: 1, g: 2, b: 3 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set("imageFile", new File([new Uint8Array(png)], "cover.png"));
      await expect(readCoverChange(form, "imageFile", queue)).rejects.toMatchObject({
        status: 503,
        code: "photos.busy",
        retryAfterSeconds: 15,
      });
      unblock();
      await blocker;
      expect(await readCoverChange(form, "imageFile", queue)).toMatchObject({
        photo: { width: 40, height: 30 },
      });
    });
  });
}
