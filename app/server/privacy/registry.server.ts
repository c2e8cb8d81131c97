/**
 * The registry of personal data (issue 25 item 7, ADR 080; docs/architecture.md "The gamer side"):
 * every area that owns tables is named here, either with its `exportFor`/`eraseFor` pair or with
 * the reason it keeps what it keeps. `registry.server.test.ts` fails when an area with a
 * `schema.ts` is missing, so a new area cannot be forgotten. Download my data walks it in this
 * order; Delete account erases in this order inside one transaction (billing's rows before the
 * centers they point at, the account itself last).
 */
import {
  eraseFor as eraseAttendance,
  exportFor as exportAttendance,
  type AttendanceService,
} from "../attendance/index.server";
import { eraseAuthData, exportAuthData } from "../auth/index.server";
import { eraseBillingData, exportBillingData } from "../billing/index.server";
import type { Database } from "../db/client.server";
import { eraseDirectoryData, exportDirectoryData } from "../directory/index.server";
import { eraseFor as eraseInsights, exportFor as exportInsights } from "../insights/index.server";
import { eraseLimitData, exportLimitData } from "../limits/index.server";
import { eraseFor as eraseFollows, exportFor as exportFollows } from "../follows/index.server";
import { eraseMailData, exportMailData } from "../mail/index.server";
import { erasePartnerData, exportPartnerData } from "../partners/index.server";
import { erasePhotoData, exportPhotoData, type PhotosService } from "../photos/index.server";
import { eraseReviewData, exportReviewData } from "../reviews/index.server";

/** Whose data: the account's id and its e-mail address (some areas key rows by address). */
export interface DataSubject {
  userId: string;
  email: string;
}

/** What an area's erase may use besides the transaction. */
export interface ErasureContext {
  /** Runs `task` once the deletion's transaction committed (mail, never inside it). */
  afterCommit(task: (after: AfterCommitServices) => Promise<unknown>): void;
}

/** The services the after-commit tasks reach (built once, handed in by the privacy service). */
export interface AfterCommitServices {
  attendance: Pick<AttendanceService, "notifyPromotions">;
  /** Removes files of deleted photos from an external photo store (ADR 096). */
  photos: Pick<PhotosService, "sweepDeletions">;
}

/** An area holding personal data: what it exports and how it erases, in a transaction. */
export interface PersonalDataArea {
  /** Everything the area stores about the subject, as JSON-able data. */
  exportFor(db: Database, subject: DataSubject): Promise<unknown>;
  /** Removes or anonymises it inside the deletion's transaction `tx`. */
  eraseFor(tx: Database, subject: DataSubject, context: ErasureContext): Promise<void>;
}

/** An area that keeps what it has on deletion, and why (shown in the export). */
export interface KeptDataArea {
  kept: string;
}

/** Every area with tables, in export and erase order. */
export const personalDataAreas = {
  // Before the directory: a seat freed at a party of the account's own goes with the party.
  attendance: {
    exportFor: (db, { userId }) => exportAttendance(db, userId),
    eraseFor: async (tx, { userId }, context) => {
      const { promotions } = await eraseAttendance(tx, userId);
      if (promotions.length > 0) {
        context.afterCommit((after) => after.attendance.notifyPromotions(promotions));
      }
    },
  },
  follows: {
    exportFor: (db, { userId }) => exportFollows(db, userId),
    eraseFor: async (tx, { userId }) => void (await eraseFollows(tx, userId)),
  },
  // Before the directory: the counts of the account's own listings, found through them.
  insights: {
    exportFor: (db, { userId }) => exportInsights(db, userId),
    eraseFor: (tx, { userId }) => eraseInsights(tx, userId),
  },
  // Before the directory: the aggregates of the centers the account reviewed move first.
  reviews: {
    exportFor: (db, { userId }) => exportReviewData(db, userId),
    eraseFor: (tx, { userId }) => eraseReviewData(tx, userId),
  },
  billing: {
    exportFor: (db, { userId }) => exportBillingData(db, userId),
    eraseFor: (tx, { userId }) => eraseBillingData(tx, userId),
  },
  directory: {
    exportFor: (db, { userId }) => exportDirectoryData(db, userId),
    eraseFor: (tx, { userId }) => eraseDirectoryData(tx, userId),
  },
  photos: {
    exportFor: (db, { userId }) => exportPhotoData(db, userId),
    eraseFor: async (tx, { userId }, context) => {
      await erasePhotoData(tx, userId);
      // An external store's files go once the deletion committed (ADR 096); the directory's
      // pruned centers, parties and communities released theirs in the same transaction.
      context.afterCommit((after) => after.photos.sweepDeletions());
    },
  },
  mail: {
    exportFor: (db, subject) => exportMailData(db, subject),
    eraseFor: (tx, subject) => eraseMailData(tx, subject),
  },
  partners: {
    exportFor: (db, { email }) => exportPartnerData(db, email),
    eraseFor: (tx, { email }) => erasePartnerData(tx, email),
  },
  limits: {
    exportFor: (db, subject) => exportLimitData(db, subject),
    eraseFor: (tx, subject) => eraseLimitData(tx, subject),
  },
  auth: {
    exportFor: (db, { userId }) => exportAuthData(db, userId),
    eraseFor: (tx, { userId }) => eraseAuthData(tx, userId),
  },
} satisfies Record<string, PersonalDataArea | KeptDataArea>;

/** The area names of the registry. */
export type PersonalDataAreaName = keyof typeof personalDataAreas;
