/**
 * One registration per form (issue 18 item 6, ADR 052): the registration forms carry an
 * idempotency token; the first submit claims it inside its own transaction, and a repeated,
 * retried or parallel submit with the same token answers the first one's result instead of
 * inserting again. The primary key `(user_id, token)` decides between parallel requests: on
 * PostgreSQL the second claim waits for the first transaction and then finds its row.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { OwnerError } from "./owner-errors.server";
import { submissionTokens } from "./schema";

/** A token as the forms send it (a UUID); anything else is treated as no token. */
const TOKEN = /^[A-Za-z0-9-]{16,64}$/;

/** Message for a token that was already used for a different submission. */
export const TOKEN_REUSED =
  "This form was already submitted with other details. Reload the page and try again.";

/**
 * The token of a submitted form, or null when it has none or it is malformed.
 * @param value the hidden `submissionToken` field as posted
 */
export function submissionTokenOf(value: string | null | undefined): string | null {
  const token = value?.trim() ?? "";
  return TOKEN.test(token) ? token : null;
}

/** Which form a token belongs to, and what it was first used for. */
export interface SubmissionClaim {
  userId: string;
  token: string;
  form: "lan_center" | "lan_party";
  /** What identifies the submission (e.g. the name); a replay must match it. */
  fingerprint: string;
}

/**
 * Claims the token inside `tx`, before anything is inserted.
 * @returns null when this call claimed it (go on and insert, then `recordSubmission`), or the
 *   id of the center or party the first submit created (answer that instead)
 * @throws OwnerError `conflict` (409, TOKEN_REUSED) when the token was used for another form or
 *   other details
 */
export async function claimSubmission(
  tx: Database,
  claim: SubmissionClaim,
): Promise<string | null> {
  const claimed = await tx
    .insert(submissionTokens)
    .values(claim)
    .onConflictDoNothing()
    .returning({ token: submissionTokens.token });
  if (claimed.length > 0) return null;
  const [prior] = await tx
    .select()
    .from(submissionTokens)
    .where(and(eq(submissionTokens.userId, claim.userId), eq(submissionTokens.token, claim.token)));
  const id = claim.form === "lan_center" ? prior?.locationId : prior?.eventId;
  if (!prior || !id || prior.form !== claim.form || prior.fingerprint !== claim.fingerprint) {
    throw new OwnerError("conflict", TOKEN_REUSED);
  }
  return id;
}

/** Stores what the claimed token created, in the same transaction as the insert. */
export async function recordSubmission(
  tx: Database,
  claim: Pick<SubmissionClaim, "userId" | "token">,
  result: { locationId: string } | { eventId: string },
): Promise<void> {
  await tx
    .update(submissionTokens)
    .set(result)
    .where(and(eq(submissionTokens.userId, claim.userId), eq(submissionTokens.token, claim.token)));
}

/** The fingerprint of a submission: the name, trimmed and lower-cased. */
export function fingerprintOf(...parts: (string | null | undefined)[]): string {
  return parts.map((part) => (part ?? "").trim().toLowerCase()).join("\u001f");
}
