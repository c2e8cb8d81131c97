import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { communities, locations, userLanCenters } from "../db/schema";
import type { GuardedMailer } from "../mail/index.server";
import { answerReviewForm, type ReviewServices } from "./review-actions.server";
import { loadReviewQueue } from "./review.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`review decisions on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let centerId: string;
    const sent: { to: string; subject: string }[] = [];
    let mailWorks = true;
    const mailer: GuardedMailer = {
      kind: "outbox",
      async send(to, content) {
        if (!mailWorks) throw new Error("mail down");
        sent.push({ to: to.email, subject: content.subject });
      },
    };
    let services: ReviewServices;

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      services = { db: handle.db, mailer, publicUrl: "https://lancenter.example" };
      await handle.db.insert(userLanCenters).values({
        userId: "owner-2",
        userEmail: "owner2@example.com",
        displayName: "Owen Owner",
      });
      const [community] = await handle.db
        .insert(communities)
        .values({ name: "Decision Crew", createdBy: "owner-2" })
        .returning();
      const [center] = await handle.db
        .insert(locations)
        .values({
          organizationName: "Decision Arena",
          address: "2 Test Road, Oslo",
          description: "d",
          communityId: community!.id,
          createdBy: "owner-2",
        })
        .returning();
      centerId = center!.id;
    });
    afterAll(() => handle?.close());

    it("loads the whole queue in one call", async () => {
      const queue = await loadReviewQueue(handle.db);
      expect(queue.centers.map((c) => c.organizationName)).toContain("Decision Arena");
      expect(queue.centers[0]!.owner.displayName).toBe("Owen Owner");
      expect(queue.counts.community).toBeGreaterThan(0);
      expect(Object.keys(queue.verified).sort()).toEqual(["center", "community", "party"]);
    });

    it("asks for a reason and keeps the submitted one", async () => {
      const reply = await answerReviewForm(
        services,
        "admin-2",
        form({ intent: "reject", kind: "center", id: centerId, reason: "   " }),
      );
      expect(reply).toEqual({
        status: 400,
        answer: {
          values: { id: centerId, reason: "   " },
          fieldErrors: {},
          formError: "Please give a reason for the rejection.",
        },
      });
    });

    it("words verify, reject and unverify for the admin", async () => {
      const verify = await answerReviewForm(
        services,
        "admin-2",
        form({ intent: "verify", kind: "center", id: centerId }),
      );
      expect(verify).toEqual({
        status: 200,
        answer: {
          values: {},
          fieldErrors: {},
          formError: null,
          notice: '"Decision Arena" verified. The owner has been e-mailed.',
        },
      });
      expect(sent.at(-1)?.to).toBe("owner2@example.com");
      const unverify = await answerReviewForm(
        services,
        "admin-2",
        form({ intent: "unverify", kind: "center", id: centerId }),
      );
      expect(unverify.answer.notice).toBe('"Decision Arena" moved back to the queue.');
      mailWorks = false;
      const reject = await answerReviewForm(
        services,
        "admin-2",
        form({ intent: "reject", kind: "center", id: centerId, reason: "Wrong address" }),
      );
      expect(reject.answer.notice).toBe(
        '"Decision Arena" rejected. The owner could not be e-mailed.',
      );
      mailWorks = true;
    });

    it("says when the item is gone", async () => {
      const reply = await answerReviewForm(
        services,
        "admin-2",
        form({ intent: "verify", kind: "party", id: "00000000-0000-4000-8000-000000000000" }),
      );
      expect(reply).toEqual({
        status: 404,
        answer: {
          values: {},
          fieldErrors: {},
          formError: "This item no longer exists. It may have been deleted.",
        },
      });
    });
  });
}
