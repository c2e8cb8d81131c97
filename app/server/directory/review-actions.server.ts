/**
 * Applies an admin's review decision and notifies the owner by e-mail. The decision
 * is stored first; a mail failure is reported but does not undo it. The decision functions
 * (`verifyItem`, `rejectItem`, `unverifyItem`, `answerReviewForm`) also word the outcome the
 * admin sees, so /admin/review only passes the form through.
 */
import {
  changeDecisionSchema,
  isChangeIntent,
  reviewDecisionSchema,
  type ChangeDecision,
  type ReviewDecision,
} from "~/lib/review-decision";
import type { ReviewAnswer } from "~/lib/review-queue";
import { localizeHref } from "~/i18n/locales";
import { findProfiles, localeOfUser } from "../auth/index.server";
import type { Database } from "../db/client.server";
import { isAppError } from "../errors/app-error";
import {
  changeReviewEmail,
  reviewEmail,
  type GuardedMailer,
  type MailContent,
} from "../mail/index.server";
import { decideChange } from "./review-changes.server";
import type { PartyPublishedHook } from "./followables.server";
import { decide, type ReviewKind, type ReviewOutcome } from "./review.server";

/** Result shown to the admin: the item (null when it no longer exists) and mail status. */
export interface ReviewResult {
  outcome: ReviewOutcome | null;
  mailed: boolean;
}

/**
 * Stores `decision` by admin `adminUserId`; on verify or reject e-mails the owner (when the
 * owner's address is known). `publicUrl` builds the link in the e-mail. A verified party goes to
 * `onPartyPublished` in the decision's transaction (the follow digest, ADR 083).
 */
export async function applyReviewDecision(input: {
  db: Database;
  mailer: GuardedMailer;
  publicUrl: string;
  adminUserId: string;
  decision: ReviewDecision;
  onPartyPublished?: PartyPublishedHook;
}): Promise<ReviewResult> {
  const { decision } = input;
  const outcome = await decide(input.db, {
    kind: decision.kind,
    id: decision.id,
    adminUserId: input.adminUserId,
    onPublished: input.onPartyPublished,
    ...(decision.intent === "reject"
      ? { action: "reject", reason: decision.reason }
      : decision.intent === "verify"
        ? { action: "verify", from: decision.from }
        : { action: decision.intent }),
  });
  if (!outcome || decision.intent === "unverify" || !outcome.owner.email || !outcome.owner.userId) {
    return { outcome, mailed: false };
  }
  const publicPath =
    decision.intent === "verify" && outcome.kind === "center"
      ? `/lan-centers/${outcome.id}`
      : decision.intent === "verify" && outcome.kind === "party"
        ? `/events/${outcome.id}`
        : "/dashboard";
  // In the owner's language (issue 28), the link to the page in it.
  const locale = await localeOfUser(input.db, outcome.owner.userId);
  const mailed = await mailOwner(
    input.mailer,
    { userId: outcome.owner.userId, email: outcome.owner.email },
    await reviewEmail({
      kind: outcome.kind,
      name: outcome.name,
      decision: decision.intent === "verify" ? "verified" : "rejected",
      reason: decision.intent === "reject" ? decision.reason : undefined,
      link: `${input.publicUrl}${localizeHref(locale, publicPath)}`,
      locale,
    }),
  );
  return { outcome, mailed };
}

/**
 * Sends a review notice to the owner's account address (guardMailer's `account` rule).
 * @returns false when sending failed (logged; the decision stands)
 */
async function mailOwner(
  mailer: GuardedMailer,
  owner: { userId: string; email: string },
  content: MailContent,
): Promise<boolean> {
  try {
    await mailer.send({ kind: "account", userId: owner.userId, email: owner.email }, content);
    return true;
  } catch (error) {
    console.error(`review: e-mail to the owner failed (${(error as Error).message})`);
    return false;
  }
}

/**
 * Called after an approved change moved a verified party's time or place (issue 25 item 3): the
 * attendance area mails everyone going or waiting.
 */
export type PartyChangedHook = (input: { eventId: string }) => Promise<void>;

/** The party fields whose change is news to its attendees. */
const TIME_AND_PLACE = new Set([
  "startDate",
  "endDate",
  "timeZone",
  "customLocation",
  "lat",
  "lng",
]);

/** Result of a decision on a pending change: the item's name and whether the owner was told. */
export interface ChangeResult {
  name: string;
  mailed: boolean;
}

/**
 * Approves or rejects a pending change (ADR 053) by admin `adminUserId` and e-mails the owner
 * at the account's address either way (a mail failure does not undo the decision). Of two
 * admins deciding at once, only the winner's decision is stored and mailed.
 * @throws AppError 404 / 409 from `decideChange` (nothing changed, nothing mailed)
 */
export async function applyChangeDecision(input: {
  db: Database;
  mailer: GuardedMailer;
  publicUrl: string;
  adminUserId: string;
  decision: ChangeDecision;
  onPartyChanged?: PartyChangedHook;
}): Promise<ChangeResult> {
  const { decision } = input;
  const approve = decision.intent === "approve-change";
  const outcome = await decideChange(input.db, {
    changeId: decision.changeId,
    adminUserId: input.adminUserId,
    ...(approve ? { action: "approve" } : { action: "reject", reason: decision.reason }),
  });
  // An approved new time or place reaches everyone going or waiting (issue 25 item 3).
  if (
    outcome.kind === "party" &&
    input.onPartyChanged &&
    outcome.changedFields.some((field) => TIME_AND_PLACE.has(field))
  ) {
    try {
      await input.onPartyChanged({ eventId: outcome.itemId });
    } catch (error) {
      console.error(`review: attendees of ${outcome.itemId} not told: ${(error as Error).message}`);
    }
  }
  const profile = (await findProfiles(input.db, [outcome.ownerUserId])).get(outcome.ownerUserId);
  if (!profile?.email) return { name: outcome.name, mailed: false };
  const publicPath =
    approve && outcome.kind === "center"
      ? `/lan-centers/${outcome.itemId}`
      : approve && outcome.kind === "party"
        ? `/events/${outcome.itemId}`
        : "/dashboard";
  const mailed = await mailOwner(
    input.mailer,
    { userId: outcome.ownerUserId, email: profile.email },
    await changeReviewEmail({
      kind: outcome.kind,
      name: outcome.name,
      decision: approve ? "approved" : "rejected",
      reason: approve ? undefined : decision.reason,
      link: `${input.publicUrl}${localizeHref(profile.locale, publicPath)}`,
      locale: profile.locale,
    }),
  );
  return { name: outcome.name, mailed };
}

export type { ReviewAnswer } from "~/lib/review-queue";

/**
 * A review answer with its HTTP status: 200 done, 400 invalid form, 404 item or change gone,
 * 409 already decided (by another admin), replaced or withdrawn.
 */
export interface ReviewReply {
  status: 200 | 400 | 404 | 409;
  answer: ReviewAnswer;
}

/** What a decision needs: the database, the mailer and the public URL for the e-mail's link. */
export interface ReviewServices {
  db: Database;
  mailer: GuardedMailer;
  /** The site's public origin (PUBLIC_URL), e.g. `https://lancenter.example`. */
  publicUrl: string;
  /** Tells a party's attendees about an approved new time or place (issue 25 item 3). */
  onPartyChanged?: PartyChangedHook;
  /** Records a party made public for the follow digest (ADR 083). */
  onPartyPublished?: PartyPublishedHook;
}

/** Which item a decision is about, and the acting admin (better-auth user id). */
export interface ReviewTarget {
  kind: ReviewKind;
  id: string;
  adminUserId: string;
}

const GONE: ReviewReply = {
  status: 404,
  answer: {
    values: {},
    fieldErrors: {},
    formError: "This item no longer exists. It may have been deleted.",
  },
};

/** An `AppError` 404/409 of a decision as the admin's answer; `id` names the item or change. */
function refusal(error: unknown, id: string): ReviewReply {
  if (!isAppError(error) || (error.status !== 404 && error.status !== 409)) throw error;
  return {
    status: error.status,
    answer: { values: { stale: id }, fieldErrors: {}, formError: error.message },
  };
}

/** Stores a decision on a change, e-mails the owner, and words the outcome for the admin. */
async function decideChangeAndSay(
  services: ReviewServices,
  adminUserId: string,
  decision: ChangeDecision,
): Promise<ReviewReply> {
  let result: ChangeResult;
  try {
    result = await applyChangeDecision({ ...services, adminUserId, decision });
  } catch (error) {
    return refusal(error, decision.changeId);
  }
  const done = decision.intent === "approve-change" ? "approved" : "rejected";
  const mail = result.mailed
    ? " The owner has been e-mailed."
    : " The owner could not be e-mailed.";
  const notice = `Changes to "${result.name}" ${done}.${mail}`;
  return { status: 200, answer: { values: {}, fieldErrors: {}, formError: null, notice } };
}

/** Stores the decision, e-mails the owner, and words the outcome for the admin. */
async function decideAndSay(
  services: ReviewServices,
  adminUserId: string,
  decision: ReviewDecision,
): Promise<ReviewReply> {
  let result: ReviewResult;
  try {
    result = await applyReviewDecision({ ...services, adminUserId, decision });
  } catch (error) {
    return refusal(error, decision.id);
  }
  if (!result.outcome) return GONE;
  const done = { verify: "verified", reject: "rejected", unverify: "moved back to the queue" }[
    decision.intent
  ];
  const mail =
    decision.intent === "unverify"
      ? ""
      : result.mailed
        ? " The owner has been e-mailed."
        : " The owner could not be e-mailed.";
  const notice = `"${result.outcome.name}" ${done}.${mail}`;
  return { status: 200, answer: { values: {}, fieldErrors: {}, formError: null, notice } };
}

/**
 * Verifies a center, community or party and e-mails its owner. `from`: where the admin saw it
 * (the queue, or the Rejected view when reconsidering); the verify applies only while it is there.
 * @returns 200 with e.g. '"Name" verified. The owner has been e-mailed.' (or '... could not be
 *   e-mailed.'), or 404 'This item no longer exists. It may have been deleted.'
 * @throws the database error
 */
export function verifyItem(
  services: ReviewServices,
  target: ReviewTarget,
  from: "queue" | "rejected" = "queue",
): Promise<ReviewReply> {
  const { adminUserId, kind, id } = target;
  return decideAndSay(services, adminUserId, { intent: "verify", kind, id, from });
}

/**
 * Rejects an item with a reason (already validated: 1-1000 characters, trimmed) and e-mails
 * the reason to its owner.
 * @returns 200 with '"Name" rejected. The owner has been e-mailed.' (or '... could not be
 *   e-mailed.'), or 404 when the item is gone
 * @throws the database error
 */
export function rejectItem(
  services: ReviewServices,
  target: ReviewTarget & { reason: string },
): Promise<ReviewReply> {
  const { adminUserId, kind, id, reason } = target;
  return decideAndSay(services, adminUserId, { intent: "reject", kind, id, reason });
}

/**
 * Puts a verified item back into the queue (no e-mail).
 * @returns 200 with '"Name" moved back to the queue.', or 404 when the item is gone
 * @throws the database error
 */
export function unverifyItem(services: ReviewServices, target: ReviewTarget): Promise<ReviewReply> {
  const { adminUserId, kind, id } = target;
  return decideAndSay(services, adminUserId, { intent: "unverify", kind, id });
}

/**
 * Answers one submitted review form (fields intent, kind, id and reason) for the admin
 * `adminUserId`: validates it and applies verify, reject or unverify.
 * @returns 400 with the first validation message and the submitted id and reason (the page
 *   shows it beside that item's reason field), else what the decision function returns
 * @throws the database error
 */
export async function answerReviewForm(
  services: ReviewServices,
  adminUserId: string,
  formData: FormData,
): Promise<ReviewReply> {
  const form = Object.fromEntries(formData);
  if (isChangeIntent(form.intent)) return answerChangeForm(services, adminUserId, form);
  const parsed = reviewDecisionSchema.safeParse(form);
  if (!parsed.success) {
    return {
      status: 400,
      answer: {
        values: {
          id: typeof form.id === "string" ? form.id : "",
          reason: typeof form.reason === "string" ? form.reason : "",
        },
        fieldErrors: {},
        formError: parsed.error.issues[0]?.message ?? "Invalid request.",
      },
    };
  }
  const { kind, id } = parsed.data;
  switch (parsed.data.intent) {
    case "verify":
      return verifyItem(services, { adminUserId, kind, id }, parsed.data.from);
    case "reject":
      return rejectItem(services, { adminUserId, kind, id, reason: parsed.data.reason });
    case "unverify":
      return unverifyItem(services, { adminUserId, kind, id });
  }
}

/** The Approve / Reject forms of a pending change: validate, then decide. */
async function answerChangeForm(
  services: ReviewServices,
  adminUserId: string,
  form: Record<string, FormDataEntryValue>,
): Promise<ReviewReply> {
  const parsed = changeDecisionSchema.safeParse(form);
  if (!parsed.success) {
    return {
      status: 400,
      answer: {
        values: {
          id: typeof form.changeId === "string" ? form.changeId : "",
          reason: typeof form.reason === "string" ? form.reason : "",
        },
        fieldErrors: {},
        formError: parsed.error.issues[0]?.message ?? "Invalid request.",
      },
    };
  }
  return decideChangeAndSay(services, adminUserId, parsed.data);
}
