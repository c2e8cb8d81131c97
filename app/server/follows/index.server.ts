/**
 * The follows area's public functions for other areas (its table in `./schema.ts` is read and
 * written only here): the account export and erasure walk every area (ARCHITECTURE "The gamer
 * side"), and follower counts.
 */
export {
  eraseFor,
  exportFor,
  follow,
  followerCount,
  NOT_FOLLOWABLE_MESSAGE,
  type ExportedFollow,
  type FollowedItem,
  type FollowTarget,
} from "./follows.server";
export {
  FOLLOW_DIGEST_QUEUE,
  recordPublished,
  registerFollowDigest,
  scheduleFollowDigest,
} from "./digest.server";
export {
  followerChangesByDay,
  networkFollowerChanges,
  type FollowerChangeDay,
} from "./changes.server";
