/**
 * The review lifecycle (issue 13 item 4, ADR 053) on PGlite and PostgreSQL: a rejected item
 * edited by its owner goes back to the queue marked Resubmitted; edits of a verified item's
 * public fields wait as a pending change that the admin approves (applied) or rejects, the
 * owner being e-mailed either way; stale and concurrent decisions change nothing and answer 4xx.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lanCenterEditFormSchema, lanCenterFormSchema } from "~/lib/lan-center-form";
import { lanPartyEditFormSchema, lanPartyFormSchema } from "~/lib/lan-party-form";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import {
  communities,
  events,
  locationContacts,
  locations,
  pendingChanges,
  userLanCenters,
} from "../db/schema";
import type { GuardedMailer } from "../mail/index.server";
import { getOwnCenter, updateLanCenter } from "./owner-center-edit.server";
import { registerLanCenter } from "./owner-center-register.server";
import { getOwnerOverview } from "./owner-dashboard.server";
import { OwnerError } from "./owner-errors.server";
import { getOwnParty, updateLanParty } from "./owner-party-edit.server";
import { registerLanParty } from "./owner-party-register.server";
import { answerReviewForm, type ReviewServices } from "./review-actions.server";
import { countPending, loadReviewQueue } from "./review.server";

const OWNER = "owner-life";
const OTHER = "owner-other";
const ADMIN = "admin-life";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const centerFields = {
  contactFirstName: "Lia",
  contactLastName: "Life",
  contactEmail: "lia@example.com",
  communityName: "Life Crew",
  communityDescription: "We play.",
  communityImageUrl: "",
  organizationName: "Lifecycle Arena",
  website: "https://life.example",
  address: "1 Review Road, Oslo",
  lat: "59.9",
  lng: "10.7",
  description: "Twenty PCs.",
  imageUrl: "",
};

const centerEdit = (overrides: Record<string, string> = {}) =>
  lanCenterEditFormSchema.parse({ ...centerFields, ...overrides });

const partyFields = {
  organizationName: "Life Fest",
  description: "All night.",
  startDate: "2027-05-01T18:00",
  endDate: "2027-05-02T10:00",
  timeZone: "UTC",
  customLocation: "Town hall",
  lat: "59.9",
  lng: "10.7",
  website: "",
  imageUrl: "",
};

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`review lifecycle on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    const sent: { to: string; subject: string; text: string }[] = [];
    const mailer: GuardedMailer = {
      kind: "outbox",
      async send(to, content) {
        sent.push({ to: to.email, subject: content.subject, text: content.text });
      },
    };
    let services: ReviewServices;
    const decide = (fields: Record<string, string>) =>
      answerReviewForm(services, ADMIN, form(fields));

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      services = { db: handle.db, mailer, publicUrl: "https://lancenter.example" };
      await handle.db.insert(userLanCenters).values([
        { userId: OWNER, userEmail: "lia@example.com", displayName: "Lia Life" },
        { userId: OTHER, userEmail: "other@example.com", displayName: "Otto Other" },
      ]);
    });
    afterAll(() => handle?.close());
    beforeEach(() => {
      sent.length = 0;
    });

    /** A center registered by OWNER (with its own new community), optionally verified. */
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
        .set({ verified, verifiedAt: verified ? new Date() : null })
        .where(eq(locations.id, locationId))
        .returning();
      return row!;
    }

    async function centerRow(id: string) {
      const [row] = await handle.db.select().from(locations).where(eq(locations.id, id));
      return row!;
    }

    async function openChange(kind: "center" | "community" | "party", itemId: string) {
      const [row] = await handle.db
        .select()
        .from(pendingChanges)
        .where(
          and(
            eq(pendingChanges.kind, kind),
            eq(pendingChanges.itemId, itemId),
            isNull(pendingChanges.decidedAt),
          ),
        );
      return row;
    }

    it("sends a rejected center, edited by its owner, back to the queue marked Resubmitted", async () => {
      const center = await newCenter("Rejected Arena", false);
      const rejected = await decide({
        intent: "reject",
        kind: "center",
        id: center.id,
        reason: "The address is incomplete",
      });
      expect(rejected.status).toBe(200);
      expect(sent.at(-1)?.subject).toBe('Your LAN center "Rejected Arena" was not approved');

      // Rejected: out of the queue, in the Rejected view, 'Not approved' on the dashboard.
      let queue = await loadReviewQueue(handle.db, "rejected");
      expect(queue.centers.map((c) => c.id)).not.toContain(center.id);
      expect(queue.rejected).toContainEqual(
        expect.objectContaining({
          kind: "center",
          id: center.id,
          reason: "The address is incomplete",
        }),
      );
      let card = (await getOwnerOverview({ db: handle.db, plans: [], userId: OWNER })).centers.find(
        (c) => c.id === center.id,
      )!;
      expect(card).toMatchObject({
        rejectionReason: "The address is incomplete",
        resubmitted: false,
      });

      // The owner edits it: applied at once (not verified), back in the queue with the reason.
      const result = await updateLanCenter({
        db: handle.db,
        userId: OWNER,
        locationId: center.id,
        form: centerEdit({
          organizationName: "Rejected Arena",
          communityName: "Rejected Arena Crew",
          address: "1 Review Road, 0150 Oslo, Norway",
        }),
      });
      expect(result).toEqual({ pendingReview: false, resubmitted: true });
      expect((await centerRow(center.id)).address).toBe("1 Review Road, 0150 Oslo, Norway");
      queue = await loadReviewQueue(handle.db, "rejected");
      expect(queue.centers.find((c) => c.id === center.id)?.previousReason).toBe(
        "The address is incomplete",
      );
      expect(queue.rejected.map((r) => r.id)).not.toContain(center.id);
      card = (await getOwnerOverview({ db: handle.db, plans: [], userId: OWNER })).centers.find(
        (c) => c.id === center.id,
      )!;
      expect(card).toMatchObject({ rejectionReason: null, resubmitted: true, verified: false });

      // Verified from the queue: no longer resubmitted.
      expect((await decide({ intent: "verify", kind: "center", id: center.id })).status).toBe(200);
      card = (await getOwnerOverview({ db: handle.db, plans: [], userId: OWNER })).centers.find(
        (c) => c.id === center.id,
      )!;
      expect(card).toMatchObject({ verified: true, resubmitted: false, rejectionReason: null });
    });

    it("lets the admin reconsider a rejected community or party from the Rejected view", async () => {
      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: OWNER,
        form: lanPartyFormSchema.parse({ ...partyFields, communityName: "Party Crew" }),
      });
      const [party] = await handle.db.select().from(events).where(eq(events.id, eventId));
      await decide({ intent: "reject", kind: "party", id: eventId, reason: "Dates unclear" });
      await decide({
        intent: "reject",
        kind: "community",
        id: party!.communityId!,
        reason: "Name unclear",
      });
      const queue = await loadReviewQueue(handle.db, "rejected");
      expect(queue.rejected.map((r) => [r.kind, r.id])).toEqual(
        expect.arrayContaining([
          ["party", eventId],
          ["community", party!.communityId],
        ]),
      );
      expect(queue.rejectedCount).toBe(queue.rejected.length);
      // A verify from the queue no longer applies to a rejected item; the Rejected view's does.
      const fromQueue = await decide({ intent: "verify", kind: "party", id: eventId });
      expect(fromQueue.status).toBe(409);
      expect(fromQueue.answer.formError).toMatch(/was already rejected/);
      const reconsidered = await decide({
        intent: "verify",
        kind: "party",
        id: eventId,
        from: "rejected",
      });
      expect(reconsidered.answer.notice).toBe('"Life Fest" verified. The owner has been e-mailed.');
      expect(sent.at(-1)?.subject).toBe('Your LAN party "Life Fest" is verified');
      const after = await loadReviewQueue(handle.db, "rejected");
      expect(after.rejected.map((r) => r.id)).not.toContain(eventId);
    });

    it("resubmits a rejected party when its owner edits it", async () => {
      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: OWNER,
        form: lanPartyFormSchema.parse({
          ...partyFields,
          organizationName: "Redo Fest",
          communityName: "Redo Crew",
        }),
      });
      await decide({ intent: "reject", kind: "party", id: eventId, reason: "No place" });
      const result = await updateLanParty({
        db: handle.db,
        userId: OWNER,
        eventId,
        form: lanPartyEditFormSchema.parse({ ...partyFields, organizationName: "Redo Fest" }),
      });
      expect(result).toEqual({ pendingReview: false, resubmitted: true });
      const queue = await loadReviewQueue(handle.db);
      expect(queue.parties.find((p) => p.id === eventId)?.previousReason).toBe("No place");
      const party = (
        await getOwnerOverview({ db: handle.db, plans: [], userId: OWNER })
      ).parties.find((p) => p.id === eventId)!;
      expect(party).toMatchObject({
        resubmitted: true,
        rejectionReason: null,
        pendingChanges: false,
      });
    });

    it("keeps a verified center's public row until the admin approves its change", async () => {
      const center = await newCenter("Public Arena", true);
      const result = await updateLanCenter({
        db: handle.db,
        userId: OWNER,
        locationId: center.id,
        form: centerEdit({
          organizationName: "Public Arena Deluxe",
          communityName: "Public Arena Crew",
          website: "https://deluxe.example",
          contactEmail: "new-contact@example.com",
        }),
      });
      expect(result).toEqual({ pendingReview: true, resubmitted: false });
      expect((await countPending(handle.db)).changes).toBeGreaterThan(0);

      // The public row is unchanged; the private contact applied at once.
      expect(await centerRow(center.id)).toMatchObject({
        organizationName: "Public Arena",
        website: "https://life.example",
        verified: true,
      });
      const [contact] = await handle.db
        .select()
        .from(locationContacts)
        .where(eq(locationContacts.locationId, center.id));
      expect(contact!.email).toBe("new-contact@example.com");

      // The owner's form and dashboard show the pending values.
      expect(
        await getOwnCenter({ db: handle.db, userId: OWNER, locationId: center.id }),
      ).toMatchObject({
        organizationName: "Public Arena Deluxe",
        website: "https://deluxe.example",
        pendingReview: true,
      });
      const card = (
        await getOwnerOverview({ db: handle.db, plans: [], userId: OWNER })
      ).centers.find((c) => c.id === center.id)!;
      expect(card).toMatchObject({ organizationName: "Public Arena", pendingChanges: true });

      // The admin sees only the changed fields, old → new.
      const queue = await loadReviewQueue(handle.db);
      const change = queue.changes.find((c) => c.itemId === center.id)!;
      expect(change).toMatchObject({ kind: "center", name: "Public Arena" });
      expect(change.owner.email).toBe("lia@example.com");
      expect(change.fields.map((f) => [f.label, f.old, f.new])).toEqual([
        ["Name", "Public Arena", "Public Arena Deluxe"],
        ["Website", "https://life.example", "https://deluxe.example"],
      ]);

      const approved = await decide({ intent: "approve-change", changeId: change.id });
      expect(approved).toEqual({
        status: 200,
        answer: {
          values: {},
          fieldErrors: {},
          formError: null,
          notice: 'Changes to "Public Arena Deluxe" approved. The owner has been e-mailed.',
        },
      });
      expect(await centerRow(center.id)).toMatchObject({
        organizationName: "Public Arena Deluxe",
        website: "https://deluxe.example",
        verified: true,
      });
      expect(sent).toEqual([
        expect.objectContaining({
          to: "lia@example.com",
          subject: 'Your changes to LAN center "Public Arena Deluxe" are approved',
        }),
      ]);
      expect(await openChange("center", center.id)).toBeUndefined();
      const after = (
        await getOwnerOverview({ db: handle.db, plans: [], userId: OWNER })
      ).centers.find((c) => c.id === center.id)!;
      expect(after.pendingChanges).toBe(false);
      expect((await loadReviewQueue(handle.db)).changes.map((c) => c.id)).not.toContain(change.id);
    });

    it("rejects a change with a reason: the public row stays, the owner is told why", async () => {
      const center = await newCenter("Steady Arena", true);
      await updateLanCenter({
        db: handle.db,
        userId: OWNER,
        locationId: center.id,
        form: centerEdit({
          organizationName: "Steady Arena",
          communityName: "Steady Arena Crew",
          lat: "10",
          lng: "10",
        }),
      });
      const change = await openChange("center", center.id);
      const missingReason = await decide({
        intent: "reject-change",
        changeId: change!.id,
        reason: " ",
      });
      expect(missingReason.status).toBe(400);
      expect(missingReason.answer).toMatchObject({
        values: { id: change!.id },
        formError: "Please give a reason for the rejection.",
      });
      const rejected = await decide({
        intent: "reject-change",
        changeId: change!.id,
        reason: "That is in the sea",
      });
      expect(rejected.answer.notice).toBe(
        'Changes to "Steady Arena" rejected. The owner has been e-mailed.',
      );
      expect(await centerRow(center.id)).toMatchObject({ lat: 59.9, lng: 10.7, verified: true });
      expect(sent.at(-1)).toMatchObject({
        to: "lia@example.com",
        subject: 'Your changes to LAN center "Steady Arena" were not approved',
      });
      expect(sent.at(-1)!.text).toContain("Reason: That is in the sea");
      const [stored] = await handle.db
        .select()
        .from(pendingChanges)
        .where(eq(pendingChanges.id, change!.id));
      expect(stored).toMatchObject({
        decision: "rejected",
        reason: "That is in the sea",
        decidedBy: ADMIN,
      });
      // The owner's form shows the public values again.
      expect(
        await getOwnCenter({ db: handle.db, userId: OWNER, locationId: center.id }),
      ).toMatchObject({ lat: 59.9, pendingReview: false });
    });

    it("answers 409 and changes nothing for a decided, replaced or withdrawn change", async () => {
      const center = await newCenter("Stale Arena", true);
      const edit = (name: string) =>
        updateLanCenter({
          db: handle.db,
          userId: OWNER,
          locationId: center.id,
          form: centerEdit({ organizationName: name, communityName: "Stale Arena Crew" }),
        });
      await edit("Stale Arena 1");
      const first = (await openChange("center", center.id))!;
      await edit("Stale Arena 2");
      const second = (await openChange("center", center.id))!;
      expect(second.id).not.toBe(first.id);
      const replaced = await decide({ intent: "approve-change", changeId: first.id });
      expect(replaced.status).toBe(409);
      expect(replaced.answer.formError).toBe(
        "The owner has edited this item again since, so this change was replaced. Nothing was changed; review the newer change.",
      );
      expect((await centerRow(center.id)).organizationName).toBe("Stale Arena");

      // An edit back to the public values withdraws the open change.
      const back = await edit("Stale Arena");
      expect(back.pendingReview).toBe(false);
      expect(await openChange("center", center.id)).toBeUndefined();
      const withdrawn = await decide({ intent: "reject-change", changeId: second.id, reason: "x" });
      expect(withdrawn).toMatchObject({
        status: 409,
        answer: { formError: "The owner withdrew this change. Nothing was changed." },
      });

      await edit("Stale Arena 3");
      const third = (await openChange("center", center.id))!;
      expect((await decide({ intent: "approve-change", changeId: third.id })).status).toBe(200);
      sent.length = 0;
      const again = await decide({ intent: "reject-change", changeId: third.id, reason: "late" });
      expect(again).toMatchObject({
        status: 409,
        answer: { formError: "This change was already approved. Nothing was changed." },
      });
      expect((await centerRow(center.id)).organizationName).toBe("Stale Arena 3");
      expect(sent).toEqual([]);

      const unknown = await decide({ intent: "approve-change", changeId: crypto.randomUUID() });
      expect(unknown).toMatchObject({
        status: 404,
        answer: { formError: "This change no longer exists." },
      });
      const invalid = await decide({ intent: "approve-change", changeId: "not-a-uuid" });
      expect(invalid.status).toBe(400);
    });

    it("lets only one of two admins deciding the same change or item at once win", async () => {
      const center = await newCenter("Race Arena", true);
      await updateLanCenter({
        db: handle.db,
        userId: OWNER,
        locationId: center.id,
        form: centerEdit({ organizationName: "Race Arena 2", communityName: "Race Arena Crew" }),
      });
      const change = (await openChange("center", center.id))!;
      const replies = await Promise.all([
        decide({ intent: "approve-change", changeId: change.id }),
        decide({ intent: "reject-change", changeId: change.id, reason: "No" }),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(sent).toHaveLength(1);
      const loser = replies.find((r) => r.status === 409)!;
      expect(loser.answer.formError).toMatch(/^This change was already (approved|rejected)\./);

      // Two admins on one pending item: one verify wins, the other is told.
      sent.length = 0;
      const pending = await newCenter("Race Pending", false);
      const both = await Promise.all([
        decide({ intent: "verify", kind: "center", id: pending.id }),
        decide({ intent: "reject", kind: "center", id: pending.id, reason: "No" }),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(sent).toHaveLength(1);
      const other = both.find((r) => r.status === 409)!;
      expect(other.answer.formError).toMatch(
        /^"Race Pending" (is already verified|was already rejected), perhaps by another admin\. Nothing was changed\.$/,
      );
      const twice = await decide({ intent: "unverify", kind: "center", id: pending.id });
      const twiceMore = await decide({ intent: "unverify", kind: "center", id: pending.id });
      expect([twice.status, twiceMore.status]).toContain(409);
    });

    it("reviews a verified party's edit (dates included) and a verified community's", async () => {
      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: OWNER,
        form: lanPartyFormSchema.parse({
          ...partyFields,
          organizationName: "Dated Fest",
          communityName: "Dated Crew",
        }),
      });
      await handle.db.update(events).set({ verified: true }).where(eq(events.id, eventId));
      const result = await updateLanParty({
        db: handle.db,
        userId: OWNER,
        eventId,
        form: lanPartyEditFormSchema.parse({
          ...partyFields,
          organizationName: "Dated Fest",
          startDate: "2027-05-08T18:00",
          endDate: "2027-05-09T10:00",
        }),
      });
      expect(result.pendingReview).toBe(true);
      const [publicParty] = await handle.db.select().from(events).where(eq(events.id, eventId));
      // Typed on Oslo's clock, the zone of its coordinates (ADR 073): 18:00 CEST is 16:00 UTC.
      expect(publicParty!.startDate.toISOString()).toBe("2027-05-01T16:00:00.000Z");
      const own = await getOwnParty({ db: handle.db, userId: OWNER, eventId });
      expect(own.startDate.toISOString()).toBe("2027-05-08T16:00:00.000Z");
      expect(own.pendingReview).toBe(true);
      const change = (await loadReviewQueue(handle.db)).changes.find((c) => c.itemId === eventId)!;
      expect(change.fields.map((f) => f.label)).toEqual(["Starts", "Ends"]);
      expect((await decide({ intent: "approve-change", changeId: change.id })).status).toBe(200);
      const [applied] = await handle.db.select().from(events).where(eq(events.id, eventId));
      expect(applied!.startDate.toISOString()).toBe("2027-05-08T16:00:00.000Z");
      expect(applied!.endDate.toISOString()).toBe("2027-05-09T08:00:00.000Z");
      expect(applied!.timeZone).toBe("Europe/Oslo");
      expect(sent.at(-1)?.subject).toBe('Your changes to LAN party "Dated Fest" are approved');

      // A verified community edited through its center's form waits too.
      const center = await newCenter("Crew Arena", true);
      await handle.db
        .update(communities)
        .set({ isVerified: true })
        .where(eq(communities.id, center.communityId!));
      const edited = await updateLanCenter({
        db: handle.db,
        userId: OWNER,
        locationId: center.id,
        form: centerEdit({
          organizationName: "Crew Arena",
          communityName: "Crew Arena Collective",
        }),
      });
      expect(edited.pendingReview).toBe(true);
      const [community] = await handle.db
        .select()
        .from(communities)
        .where(eq(communities.id, center.communityId!));
      expect(community!.name).toBe("Crew Arena Crew");
      expect(
        (await getOwnCenter({ db: handle.db, userId: OWNER, locationId: center.id }))!.community
          ?.name,
      ).toBe("Crew Arena Collective");
      const card = (
        await getOwnerOverview({ db: handle.db, plans: [], userId: OWNER })
      ).centers.find((c) => c.id === center.id)!;
      expect(card.pendingChanges).toBe(true);
      const communityChange = (await loadReviewQueue(handle.db)).changes.find(
        (c) => c.itemId === center.communityId,
      )!;
      expect(communityChange.fields.map((f) => [f.label, f.new])).toEqual([
        ["Name", "Crew Arena Collective"],
      ]);
    });

    it("refuses to edit someone else's item and stores no change", async () => {
      const center = await newCenter("Guarded Arena", true);
      const error = await updateLanCenter({
        db: handle.db,
        userId: OTHER,
        locationId: center.id,
        form: centerEdit({ organizationName: "Stolen" }),
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OwnerError);
      expect((error as OwnerError).status).toBe(404);
      expect(await openChange("center", center.id)).toBeUndefined();
      expect((await centerRow(center.id)).organizationName).toBe("Guarded Arena");

      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: OWNER,
        form: lanPartyFormSchema.parse({ ...partyFields, communityName: "Guard Crew" }),
      });
      await handle.db.update(events).set({ verified: true }).where(eq(events.id, eventId));
      const refused = await updateLanParty({
        db: handle.db,
        userId: OTHER,
        eventId,
        form: lanPartyEditFormSchema.parse({ ...partyFields, organizationName: "Stolen" }),
      }).catch((e: unknown) => e);
      expect((refused as OwnerError).code).toBe("forbidden");
      expect(await openChange("party", eventId)).toBeUndefined();
    });
  });
}
