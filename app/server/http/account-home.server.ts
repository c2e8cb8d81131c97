/**
 * Where an account belongs (issue 25 item 1, ADR 076): one account type, with the sign-up intent
 * ('play' or 'run') on the profile. The navigation shows /dashboard to administrators, to accounts
 * that chose 'I run a venue or event', and to accounts that own a center, community or party;
 * /me to everyone signed in. Sign-in without a way back lands on /dashboard for those accounts and
 * on /me for gamers.
 */
import type { AccountIntent } from "~/server/auth/index.server";
import type { Services } from "~/server/services.server";

/** The parts of a signed-in account the decision reads. */
export interface AccountFacts {
  id: string;
  intent: AccountIntent;
  isAdmin: boolean;
}

/**
 * Whether the account gets the Dashboard link.
 * @param services the request's services (the directory answers "owns anything")
 * @returns true for admins, 'run' accounts and owners
 * @throws the database error
 */
export async function showsDashboard(services: Services, user: AccountFacts): Promise<boolean> {
  if (user.isAdmin || user.intent === "run") return true;
  return services.directory.ownsAnything({ userId: user.id });
}

/**
 * The page an account lands on after signing in without a way back: /dashboard when it gets the
 * Dashboard link, else /me.
 */
export async function landingPath(services: Services, user: AccountFacts): Promise<string> {
  return (await showsDashboard(services, user)) ? "/dashboard" : "/me";
}
