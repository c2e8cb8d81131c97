/**
 * Rate limits for our own actions (account rate limits; docs/architecture.md: better-auth limits
 * only its own HTTP routes, not the `auth.api.*` calls our actions make). Fixed windows counted
 * in the database (`action_rate_limits`), so every instance shares them. Each action is limited
 * per client address and, where an e-mail is involved, per e-mail; the per-e-mail budgets are
 * larger so that one limited client never locks the address's owner out (ADR 022).
 */
import { isIPv4 } from "node:net";
import { sql } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import type { Database } from "../db/client.server";

/** A budget: at most `max` requests per `windowSeconds`. */
export interface LimitRule {
  max: number;
  windowSeconds: number;
}

/** The limited actions and their budgets per client address and per e-mail. */
export const rateLimitPolicies = {
  "sign-in": { ip: { max: 5, windowSeconds: 60 }, email: { max: 20, windowSeconds: 900 } },
  "sign-up": { ip: { max: 5, windowSeconds: 600 }, email: { max: 5, windowSeconds: 3600 } },
  "code-request": { ip: { max: 10, windowSeconds: 600 }, email: { max: 5, windowSeconds: 600 } },
  "code-check": { ip: { max: 20, windowSeconds: 600 }, email: { max: 12, windowSeconds: 600 } },
  "email-availability": { ip: { max: 30, windowSeconds: 60 }, email: undefined },
} satisfies Record<string, { ip: LimitRule; email: LimitRule | undefined }>;

/** Name of a limited action. */
export type LimitedAction = keyof typeof rateLimitPolicies;

/**
 * Actions limited per signed-in account (issue 23 item 4): they need a session, so the account,
 * not the client address, is what an attacker holds. The password change has its own budget: a
 * user who just mistyped at sign-in (the sign-in budget per address) can still change it.
 */
export const accountRateLimits = {
  "password-change": { max: 10, windowSeconds: 900 },
  // Delete account's password check (issue 25 item 7): the same budget, its own counter.
  "account-delete": { max: 10, windowSeconds: 900 },
} satisfies Record<string, LimitRule>;

/** Name of an action limited per account. */
export type AccountLimitedAction = keyof typeof accountRateLimits;

/**
 * Counts one request against `key` and tells whether it is within `rule`.
 * One atomic statement: concurrent requests cannot both pass a stale read.
 */
export async function consumeLimit(db: Database, key: string, rule: LimitRule): Promise<boolean> {
  const result = await db.execute<{ count: number }>(sql`
    insert into action_rate_limits as l (key, count, window_start)
    values (${key}, 1, now())
    on conflict (key) do update set
      count = case when l.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else l.count + 1 end,
      window_start = case when l.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else l.window_start end
    returning count`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  return Number(rows[0]?.count ?? 0) <= rule.max;
}

/**
 * The rate-limit bucket of a client address: an IPv4 address as is (IPv4-mapped IPv6
 * addresses too), an IPv6 address as its /64 network, since one subscriber usually holds a
 * whole /64 and could otherwise rotate through it to get fresh budgets. Anything that does not
 * parse (e.g. "unknown") is its own bucket.
 * @returns e.g. "192.0.2.7" or "2001:db8:1:2::/64"
 */
export function clientBucket(clientIp: string): string {
  // Plain dotted IPv4 (no leading zeros) is already what ipaddr.js would print: the common case.
  if (isIPv4(clientIp)) return clientIp;
  if (!ipaddr.isValid(clientIp)) return clientIp;
  const address = ipaddr.process(clientIp);
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(`${parts.map((p) => p.toString(16)).join(":")}::`).toString()}/64`;
}

/**
 * Counts one `action` request from `clientIp` (its `clientBucket`) and for `email`
 * (lower-cased), and returns
 * true when it is allowed. A request over any budget is refused.
 */
export async function allowAction(
  db: Database,
  action: LimitedAction,
  who: { clientIp: string; email?: string | undefined },
): Promise<boolean> {
  const policy: { ip: LimitRule; email: LimitRule | undefined } = rateLimitPolicies[action];
  const checks = [consumeLimit(db, `${action}:ip:${clientBucket(who.clientIp)}`, policy.ip)];
  const email = who.email?.trim().toLowerCase();
  if (policy.email && email)
    checks.push(consumeLimit(db, `${action}:email:${email}`, policy.email));
  const results = await Promise.all(checks);
  return results.every(Boolean);
}

/**
 * Counts one `action` request of the account `userId` (better-auth's user id) and returns true
 * when it is within the action's budget (`accountRateLimits`). Issue 23 item 4.
 */
export async function allowAccountAction(
  db: Database,
  action: AccountLimitedAction,
  userId: string,
): Promise<boolean> {
  return consumeLimit(db, `${action}:account:${userId}`, accountRateLimits[action]);
}
