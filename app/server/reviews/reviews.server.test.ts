/**
 * Reviews and ratings (issue 27, ADR 087) on PGlite and PostgreSQL, on the real job and mail
 * queues with a recording mailer; the clock is moved, nothing sleeps. Done-when 1-5 and 8: one
 * review per account; none of one's own venue; a new account's (and a first) review is held;
 * report -> hide -> restore with the mails and the log; the owner's reply; the limit of 5 a day
 * holds under 50 parallel posts. Also: the aggregate follows every change, edits keep versions,
 * Helpful votes, and the account export and erasure.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import {
  authUser,
  centerRatings,
  communities,
  locations,
  notificationOptOuts,
  reviewDecisions,
  reviews,
  reviewVersions,
  userLanCenters,
} from "../db/schema";
import { isAppError } from "../errors/app-error";
import { createJobs, TestClock, type Jobs } from "../jobs/index.server";
import type { Mailer } from "../mail/index.server";
import { createMailService } from "../mail/service.server";
import { eraseReviewData, exportReviewData } from "./personal-data.server";
import { createReviewsService, type ReviewsService } from "./service.server";

const NOW = new Date("2031-04-01T12:00:00Z");
const DAY = 24 * 3600_000;
const TEXT = "Great machines, fast network and friendly staff all night long.";

interface Sent {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

/** The AppError code a promise rejects with. */
async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  return "none";
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`reviews on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let clock: TestClock;
    let jobs: Jobs;
    let service: ReviewsService;
    let communityId: string;
    const sent: Sent[] = [];
    let counter = 0;

    /** A verified account, `ageMs` old, with a profile named `name`. */
    async function account(name: string, ageMs = 30 * DAY, verified = true): Promise<string> {
      const id = `${name.toLowerCase().replaceAll(" ", "-")}-${++counter}`;
      await handle.db.insert(authUser).values({
        id,
        name,
        email: `${id}@example.com`,
        emailVerified: verified,
        createdAt: new Date(NOW.getTime() - ageMs),
      });
      await handle.db
        .insert(userLanCenters)
        .values({ userId: id, userEmail: `${id}@example.com`, displayName: name });
      return id;
    }

    /** A public center owned by `ownerId`. */
    async function center(ownerId: string, name = "Pixel Arena"): Promise<string> {
      const [row] = await handle.db
        .insert(locations)
        .values({
          organizationName: name,
          address: "1 Main St",
          description: "A center.",
          lat: 40.5,
          lng: -73.25,
          communityId,
          verified: true,
          complimentaryAt: NOW,
          createdBy: ownerId,
        })
        .returning({ id: locations.id });
      return row!.id;
    }

    /** An account whose first review was published, so its next ones are public at once. */
    async function trustedReviewer(name: string): Promise<string> {
      const id = await account(name);
      const owner = await account("Trust Owner");
      const first = await service.createReview({
        userId: id,
        centerId: await center(owner, "Warm-up LAN"),
        review: { rating: 4, equipment: null, network: null, staff: null, body: TEXT },
      });
      expect(first.status).toBe("held");
      await service.decideReview({ adminId: "admin-x", reviewId: first.id, decision: "publish" });
      return id;
    }

    const review = (rating: number, body = TEXT) => ({
      rating,
      equipment: null,
      network: null,
      staff: null,
      body,
    });

    async function aggregate(centerId: string) {
      const [row] = await handle.db
        .select()
        .from(centerRatings)
        .where(eq(centerRatings.centerId, centerId));
      return row ?? null;
    }

    const mailsTo = (userId: string) =>
      sent.filter((message) => message.to === `${userId}@example.com`);

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      clock = new TestClock(NOW);
      jobs = createJobs({ database: handle, clock, log: () => {} });
      const mailer: Mailer = {
        kind: "outbox",
        send: async (to, content) => void sent.push({ to, ...content }),
      };
      const mail = createMailService({
        mailer,
        teamAddresses: ["support@example.com"],
        db: handle.db,
        jobs,
        publicUrl: "https://lan.example",
        secret: "reviews-test-secret-0123456789abcdef",
      });
      service = createReviewsService({
        db: handle.db,
        mailQueue: mail.queue,
        publicUrl: "https://lan.example",
        clock,
      });
      await jobs.start();
      const [community] = await handle.db
        .insert(communities)
        .values({ name: "Reviewers", isVerified: true, createdBy: "someone" })
        .returning();
      communityId = community!.id;
    }, 60_000);
    afterAll(async () => {
      await jobs?.stop();
      await handle?.close();
    });
    beforeEach(() => {
      sent.length = 0;
    });

    it("1. one review per account and center, also for parallel posts", async () => {
      const gamer = await trustedReviewer("Una Once");
      const centerId = await center(await account("Owner One"));
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          service.createReview({ userId: gamer, centerId, review: review(5) }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      for (const result of results) {
        if (result.status === "rejected") {
          expect(isAppError(result.reason) && result.reason.code).toBe("reviews.duplicate");
        }
      }
      expect(
        await codeOf(service.createReview({ userId: gamer, centerId, review: review(3) })),
      ).toBe("reviews.duplicate");
      const rows = await handle.db.select().from(reviews).where(eq(reviews.centerId, centerId));
      expect(rows).toHaveLength(1);
      expect(await aggregate(centerId)).toMatchObject({ reviewCount: 1, ratingSum: 5, stars5: 1 });
    });

    it("2. no review of one's own venue; an unverified e-mail cannot review", async () => {
      const owner = await account("Owen Owner");
      const centerId = await center(owner);
      expect(
        await codeOf(service.createReview({ userId: owner, centerId, review: review(5) })),
      ).toBe("reviews.own_center");
      const unverified = await account("Ulla Unverified", 30 * DAY, false);
      expect(
        await codeOf(service.createReview({ userId: unverified, centerId, review: review(5) })),
      ).toBe("reviews.unverified");
      expect(
        await codeOf(
          service.createReview({
            userId: await account("Nora"),
            centerId: "3f1c1d2e-9a8b-4c7d-8e6f-5a4b3c2d1e0f",
            review: review(5),
          }),
        ),
      ).toBe("reviews.not_reviewable");
      const rows = await handle.db.select().from(reviews).where(eq(reviews.centerId, centerId));
      expect(rows).toHaveLength(0);
    });

    it("3. a new account's review, and an account's first review, are held", async () => {
      const owner = await account("Holly Owner");
      const centerId = await center(owner);
      const newcomer = await account("Neil New", 2 * 3600_000);
      const held = await service.createReview({ userId: newcomer, centerId, review: review(2) });
      expect(held.status).toBe("held");
      const first = await account("Fiona First");
      expect(
        (await service.createReview({ userId: first, centerId, review: review(3) })).status,
      ).toBe("held");
      // A trusted account (old, with a published review) is public at once.
      const trusted = await trustedReviewer("Tess Trusted");
      sent.length = 0;
      expect(
        (await service.createReview({ userId: trusted, centerId, review: review(5) })).status,
      ).toBe("published");
      const page = await service.listCenterReviews({ centerId });
      expect(page.reviews.map((r) => r.authorName)).toEqual(["Tess T."]);
      expect(page.summary).toEqual({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
      // The owner is mailed about the public review only.
      await jobs.drain();
      expect(mailsTo(owner).map((m) => m.subject)).toEqual(["New review of Pixel Arena"]);
      // A young account with published reviews is still held (younger than 24 hours).
      await service.decideReview({ adminId: "admin-x", reviewId: held.id, decision: "publish" });
      const second = await center(owner, "Second Arena");
      expect(
        (await service.createReview({ userId: newcomer, centerId: second, review: review(4) }))
          .status,
      ).toBe("held");
      await clock.set(new Date(NOW.getTime() + DAY));
      const third = await center(owner, "Third Arena");
      expect(
        (await service.createReview({ userId: newcomer, centerId: third, review: review(4) }))
          .status,
      ).toBe("published");
      await clock.set(NOW);
    });

    it("4. report -> hide -> restore, with the mails, the log and the aggregate", async () => {
      const owner = await account("Rita Owner");
      const centerId = await center(owner, "Report Arena");
      const author = await trustedReviewer("Abe Author");
      const { id } = await service.createReview({ userId: author, centerId, review: review(1) });
      const reporter = await account("Rex Reporter");
      expect(
        await codeOf(service.reportReview({ userId: author, reviewId: id, reason: "spam" })),
      ).toBe("reviews.own_review");
      expect(
        (await service.reportReview({ userId: reporter, reviewId: id, reason: "spam" })).created,
      ).toBe(true);
      expect(
        (await service.reportReview({ userId: reporter, reviewId: id, reason: "spam" })).created,
      ).toBe(false);
      await service.reportReview({ userId: owner, reviewId: id, reason: "conflict_of_interest" });
      let queue = await service.loadModerationQueue();
      const queued = queue.reported.find((r) => r.id === id)!;
      expect(queued.openReports).toEqual([
        ["Spam", 1],
        ["Conflict of interest", 1],
      ]);
      expect(await aggregate(centerId)).toMatchObject({ reviewCount: 1, stars1: 1 });

      // The owner, even as an admin, cannot hide a review of their own venue.
      expect(
        await codeOf(
          service.decideReview({ adminId: owner, reviewId: id, decision: "hide", reason: "No" }),
        ),
      ).toBe("reviews.decision_own_center");

      sent.length = 0;
      await clock.set(new Date(NOW.getTime() + 3600_000));
      await service.decideReview({
        adminId: "admin-y",
        reviewId: id,
        decision: "hide",
        reason: "Spam: the same text on many centers",
      });
      expect(await aggregate(centerId)).toMatchObject({ reviewCount: 0, ratingSum: 0, stars1: 0 });
      expect((await service.listCenterReviews({ centerId })).reviews).toHaveLength(0);
      await jobs.drain();
      const hidden = mailsTo(author);
      expect(hidden.map((m) => m.subject)).toEqual(["Your review of Report Arena was hidden"]);
      expect(hidden[0]!.text).toContain("Spam: the same text on many centers");
      expect(
        await codeOf(
          service.decideReview({ adminId: "admin-y", reviewId: id, decision: "hide", reason: "x" }),
        ),
      ).toBe("reviews.decision_conflict");
      queue = await service.loadModerationQueue();
      expect(queue.reported.some((r) => r.id === id)).toBe(false);
      expect(queue.hidden.find((r) => r.id === id)?.openReports).toEqual([]);

      sent.length = 0;
      await service.decideReview({ adminId: "admin-z", reviewId: id, decision: "restore" });
      expect(await aggregate(centerId)).toMatchObject({ reviewCount: 1, ratingSum: 1, stars1: 1 });
      expect((await service.listCenterReviews({ centerId })).reviews.map((r) => r.id)).toEqual([
        id,
      ]);
      await jobs.drain();
      expect(mailsTo(author).map((m) => m.subject)).toEqual([
        "Your review of Report Arena is visible again",
      ]);
      const log = await handle.db
        .select()
        .from(reviewDecisions)
        .where(eq(reviewDecisions.reviewId, id))
        .orderBy(reviewDecisions.decidedAt);
      expect(log.map((row) => [row.decidedBy, row.decision, row.reason])).toEqual([
        ["admin-y", "hide", "Spam: the same text on many centers"],
        ["admin-z", "restore", null],
      ]);
      expect(log[0]!.decidedAt.toISOString()).toBe(
        new Date(NOW.getTime() + 3600_000).toISOString(),
      );
      await clock.set(NOW);
    });

    it("5. the owner's reply: one per review, edited, deleted; the reviewer is mailed once", async () => {
      const owner = await account("Olga Owner");
      const centerId = await center(owner, "Reply Arena");
      const author = await trustedReviewer("Rob Reviewer");
      const { id } = await service.createReview({ userId: author, centerId, review: review(4) });
      const stranger = await account("Stan Stranger");
      expect(
        await codeOf(service.saveReply({ userId: stranger, reviewId: id, reply: "Thanks!" })),
      ).toBe("reviews.not_owner");
      sent.length = 0;
      expect(
        (await service.saveReply({ userId: owner, reviewId: id, reply: "Thanks for coming!" }))
          .created,
      ).toBe(true);
      expect(
        (await service.saveReply({ userId: owner, reviewId: id, reply: "Thanks, see you!" }))
          .created,
      ).toBe(false);
      let [shown] = (await service.listCenterReviews({ centerId })).reviews;
      expect(shown!.reply?.body).toBe("Thanks, see you!");
      expect(shown!.reply?.editedAt).not.toBeNull();
      await jobs.drain();
      const mails = mailsTo(author);
      expect(mails.map((m) => m.subject)).toEqual(["Reply Arena replied to your review"]);
      expect(mails[0]!.text).toContain("Thanks for coming!");
      expect(mails[0]!.text).toContain(`https://lan.example/lan-centers/${centerId}#review-${id}`);
      expect((await service.deleteReply({ userId: owner, reviewId: id })).removed).toBe(true);
      [shown] = (await service.listCenterReviews({ centerId })).reviews;
      expect(shown!.reply).toBeNull();
    });

    it("the new-review and reply mails are the switchable kind review_notices (issue 27 item 2)", async () => {
      const owner = await account("Nora Owner");
      const centerId = await center(owner, "Switch Arena");
      const author = await trustedReviewer("Sam Switch");
      sent.length = 0;
      const { id } = await service.createReview({ userId: author, centerId, review: review(5) });
      await service.saveReply({ userId: owner, reviewId: id, reply: "Glad you liked it!" });
      await jobs.drain();
      // Both carry the one-click unsubscribe headers of a kind of mail (RFC 8058, ADR 075).
      for (const mail of [...mailsTo(owner), ...mailsTo(author)]) {
        expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
        expect(mail.headers?.["List-Unsubscribe"]).toMatch(/\/unsubscribe\?token=/);
      }
      expect(mailsTo(owner).map((m) => m.subject)).toEqual(["New review of Switch Arena"]);
      expect(mailsTo(author)).toHaveLength(1);
      // Switched off on /me/notifications: neither mail is queued any more.
      const off = { kind: "review_notices" } as const;
      await handle.db.insert(notificationOptOuts).values([
        { userId: owner, ...off },
        { userId: author, ...off },
      ]);
      sent.length = 0;
      const other = await trustedReviewer("Sue Second");
      const second = await service.createReview({ userId: other, centerId, review: review(4) });
      await service.deleteReply({ userId: owner, reviewId: id });
      await service.saveReply({ userId: owner, reviewId: id, reply: "Thanks again!" });
      await service.saveReply({ userId: owner, reviewId: second.id, reply: "Thank you!" });
      await jobs.drain();
      expect(mailsTo(owner)).toEqual([]);
      expect(mailsTo(author)).toEqual([]);
      // The other reviewer did not switch it off.
      expect(mailsTo(other).map((m) => m.subject)).toEqual(["Switch Arena replied to your review"]);
    });

    it("edits keep the earlier text and move the aggregate; the author deletes", async () => {
      const owner = await account("Eddie Owner");
      const centerId = await center(owner, "Edit Arena");
      const author = await trustedReviewer("Ed Editor");
      const { id } = await service.createReview({ userId: author, centerId, review: review(2) });
      await clock.set(new Date(NOW.getTime() + 3600_000));
      await service.editReview({
        userId: author,
        reviewId: id,
        review: review(4, "On second thought the network was fine."),
      });
      await clock.set(NOW);
      expect(await aggregate(centerId)).toMatchObject({ reviewCount: 1, ratingSum: 4, stars2: 0 });
      const versions = await handle.db
        .select()
        .from(reviewVersions)
        .where(eq(reviewVersions.reviewId, id));
      expect(versions.map((v) => [v.rating, v.body])).toEqual([[2, TEXT]]);
      const [shown] = (await service.listCenterReviews({ centerId })).reviews;
      expect(shown!.editedAt).not.toBeNull();
      expect(
        await codeOf(service.editReview({ userId: owner, reviewId: id, review: review(1) })),
      ).toBe("reviews.not_found");
      await service.deleteReview({ userId: author, reviewId: id });
      expect(await aggregate(centerId)).toMatchObject({ reviewCount: 0, ratingSum: 0 });
    });

    it("Helpful: one vote per account, not on one's own review; sorts by most helpful", async () => {
      const owner = await account("Hal Owner");
      const centerId = await center(owner, "Helpful Arena");
      const older = await trustedReviewer("Old Timer");
      const a = await service.createReview({ userId: older, centerId, review: review(3) });
      await clock.set(new Date(NOW.getTime() + 60_000));
      const newer = await trustedReviewer("New Comer");
      const b = await service.createReview({ userId: newer, centerId, review: review(5) });
      await clock.set(NOW);
      const voter = await account("Vic Voter");
      await service.voteHelpful({ userId: voter, reviewId: a.id, helpful: true });
      await service.voteHelpful({ userId: voter, reviewId: a.id, helpful: true });
      expect(
        await codeOf(service.voteHelpful({ userId: older, reviewId: a.id, helpful: true })),
      ).toBe("reviews.own_review");
      const newest = await service.listCenterReviews({ centerId });
      expect(newest.reviews.map((r) => r.id)).toEqual([b.id, a.id]);
      const helpful = await service.listCenterReviews({ centerId, sort: "helpful" });
      expect(helpful.reviews.map((r) => [r.id, r.helpfulCount])).toEqual([
        [a.id, 1],
        [b.id, 0],
      ]);
      expect(helpful.summary.average).toBe(4);
      const state = await service.viewerState({ userId: voter, centerId });
      expect(state).toMatchObject({ ownReview: null, helpfulIds: [a.id], isOwner: false });
      await service.voteHelpful({ userId: voter, reviewId: a.id, helpful: false });
      expect((await service.listCenterReviews({ centerId })).reviews[1]!.helpfulCount).toBe(0);
    });

    it("8. at most 5 new reviews a day per account, under 50 parallel posts", async () => {
      const gamer = await trustedReviewer("Lim Itless");
      const owner = await account("Many Owner");
      const centers = [];
      for (let i = 0; i < 50; i += 1) centers.push(await center(owner, `Limit Arena ${i}`));
      const results = await Promise.allSettled(
        centers.map((centerId) =>
          service.createReview({ userId: gamer, centerId, review: review(5) }),
        ),
      );
      const refused = results.filter((r) => r.status === "rejected");
      for (const result of refused) {
        expect(isAppError(result.reason) && result.reason.code).toBe("reviews.limit");
      }
      // The warm-up review of `trustedReviewer` was the first of the day's five.
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(4);
      const rows = await handle.db.select().from(reviews).where(eq(reviews.authorId, gamer));
      expect(rows).toHaveLength(5);
    }, 60_000);

    it("exports and erases a person's reviews, replies, reports and votes", async () => {
      const owner = await account("Pam Owner");
      const centerId = await center(owner, "Privacy Arena");
      const author = await trustedReviewer("Gone Soon");
      const other = await trustedReviewer("Stays Here");
      const mine = await service.createReview({ userId: author, centerId, review: review(5) });
      const theirs = await service.createReview({ userId: other, centerId, review: review(3) });
      await service.voteHelpful({ userId: author, reviewId: theirs.id, helpful: true });
      await service.reportReview({ userId: author, reviewId: theirs.id, reason: "off_topic" });
      await service.saveReply({ userId: owner, reviewId: mine.id, reply: "Thank you!" });
      const exported = await exportReviewData(handle.db, author);
      expect(exported.reviews.filter((r) => r.centerId === centerId)).toHaveLength(1);
      expect(exported.helpfulVotes).toEqual([expect.objectContaining({ reviewId: theirs.id })]);
      expect(exported.reports).toEqual([
        expect.objectContaining({ reviewId: theirs.id, reason: "off_topic" }),
      ]);
      expect((await exportReviewData(handle.db, owner)).replies).toHaveLength(1);
      await handle.db.transaction((tx) => eraseReviewData(tx, author));
      expect(await aggregate(centerId)).toMatchObject({ reviewCount: 1, ratingSum: 3 });
      const [left] = (await service.listCenterReviews({ centerId })).reviews;
      expect(left).toMatchObject({ id: theirs.id, helpfulCount: 0 });
      expect(await exportReviewData(handle.db, author)).toEqual({
        reviews: [],
        replies: [],
        reports: [],
        helpfulVotes: [],
      });
    });
  });
}
