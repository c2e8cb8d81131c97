/**
 * The directory area's public functions for other areas (LAN centers, communities, parties).
 * The directory's tables in `./schema.ts` are read and written only inside this area.
 */
export { centerExists, findOwnedCenter, type OwnedCenter } from "./owned-centers.server";
export { reportSharedCommunityNames, syncCommunityNameKeys } from "./community-name-reports.server";
export { eraseDirectoryData, exportDirectoryData } from "./personal-data.server";
export { icalEscapedText, icalText } from "./ical-text.server";
export {
  ADMIN_DIGEST_QUEUE,
  nextDigestAt,
  registerAdminDigest,
  scheduleAdminDigest,
} from "./admin-digest.server";
export {
  findEventFacts,
  findOwnEventFacts,
  lockEventForAdmission,
  type EventFacts,
} from "./event-facts.server";
export {
  describeFollowables,
  digestEventsOf,
  followableName,
  ownsAnything,
  type DigestEvent,
  type FollowedItem,
  type FollowTarget,
  type NextEvent,
  type PartyPublishedHook,
  type PublishedAudience,
} from "./followables.server";
export {
  findInsightSubject,
  listOwnInsightSubjects,
  type InsightSubject,
} from "./insight-subjects.server";
export { listInsightCenters, type InsightCenter } from "./insight-centers.server";
/** The IANA zone of coordinates (insights: a listed center's local day, issue 26). */
export { timeZoneAt } from "./time-zone.server";
export { describeRatedCenters, findRatedCenter, type RatedCenter } from "./rated-centers.server";
