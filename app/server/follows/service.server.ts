/**
 * The follows area's service (issue 25 item 2, ADR 076): follow and unfollow public centers and
 * communities, what a user follows, follower counts, the pending follow of an anonymous visitor,
 * and the account export and erasure. Built once by `createServices`; routes reach it as
 * `servicesOf(context).follows`.
 */
import type { Database } from "../db/client.server";
import {
  eraseFor,
  exportFor,
  follow,
  followerCount,
  isFollowing,
  isUuid,
  listFollowed,
  NOT_FOLLOWABLE_MESSAGE,
  unfollow,
  type ExportedFollow,
  type FollowedItem,
  type FollowTarget,
} from "./follows.server";
import { AppError } from "../errors/app-error";
import { pendingFollowCookie, type PendingFollow } from "./pending-follow.server";

/** What the follows service is built from. */
export interface FollowsServiceDeps {
  db: Database;
  /** The secret signing our own cookies (the auth secret). */
  secret: string;
  /** Production mode: cookies are `Secure`. */
  production: boolean;
}

/**
 * Builds the follows service.
 * @returns the follow functions with the database closed over
 */
export function createFollowsService(deps: FollowsServiceDeps) {
  const { db } = deps;
  const pending = pendingFollowCookie({ secret: deps.secret, secure: deps.production });
  return {
    /**
     * The target a Follow form names (`kind` center | community, `id` a uuid).
     * @throws AppError 404 `follows.not_followable` for anything else
     */
    parseTarget: (input: { kind: unknown; id: unknown }): FollowTarget => {
      const { kind, id } = input;
      if ((kind === "center" || kind === "community") && typeof id === "string" && isUuid(id)) {
        return { kind, id };
      }
      throw new AppError("follows.not_followable", NOT_FOLLOWABLE_MESSAGE, 404);
    },
    /**
     * Follows a public center or verified community (idempotent). @returns its name
     * @throws AppError 404 `follows.not_followable`
     */
    follow: (input: { userId: string; target: FollowTarget }): Promise<{ name: string }> =>
      follow(db, input),
    /** Ends a follow (idempotent). @returns whether one was removed */
    unfollow: (input: { userId: string; target: FollowTarget }): Promise<boolean> =>
      unfollow(db, input),
    /** Whether the user follows the target. */
    isFollowing: (input: { userId: string; target: FollowTarget }): Promise<boolean> =>
      isFollowing(db, input),
    /** The user's followed centers and communities with their next event (for /me). */
    listFollowed: (input: { userId: string; now?: Date }): Promise<FollowedItem[]> =>
      listFollowed(db, input),
    /** How many accounts follow the target. */
    followerCount: (input: { target: FollowTarget }): Promise<number> =>
      followerCount(db, input.target),
    /** The user's follows for 'Download my data'. */
    exportFor: (input: { userId: string }): Promise<ExportedFollow[]> =>
      exportFor(db, input.userId),
    /** Removes the user's follows (account deletion). @returns how many */
    eraseFor: (input: { userId: string }): Promise<number> => eraseFor(db, input.userId),
    /** The follow an anonymous visitor asked for before signing in, or null. */
    readPendingFollow: (request: Request): Promise<PendingFollow | null> => pending.read(request),
    /** A Set-Cookie value remembering a follow until the visitor has signed in. */
    savePendingFollow: (value: PendingFollow): Promise<string> => pending.save(value),
    /** A Set-Cookie value removing the pending follow. */
    clearPendingFollow: (): Promise<string> => pending.clear(),
  };
}

/** The follows area's service object. */
export type FollowsService = ReturnType<typeof createFollowsService>;
