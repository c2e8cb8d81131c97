/**
 * The auth area's public functions for other areas (accounts, sessions and profiles live in
 * this area; its tables in `./schema.ts` are read and written only here).
 */
export {
  adminUserIds,
  findProfiles,
  findProfilesMatching,
  type MatchingProfiles,
  type AccountIntent,
  type ProfileSummary,
  type Role,
} from "./profiles.server";
export { eraseAuthData, exportAuthData } from "./personal-data.server";
export { localeOfUser } from "./locale.server";
export { findAccountFacts, type AccountFacts } from "./account-facts.server";
export type { Client } from "./accounts.server";
export type { AuthService } from "./service.server";
