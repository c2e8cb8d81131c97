/**
 * The daily salt and the visitor hash (issue 26 item 2, ADR 085/107; Plausible's method): a
 * visitor is SHA-256(salt of the UTC day + address + user agent), its first 128 bits. The salt is
 * random, made by the first instance that needs it (one row per day, so every instance hashes
 * alike) and, when a new day's salt is made, the older salts and the visitor keys made with them
 * are deleted: yesterday's hashes can then never be linked to anything again.
 */
import { hash, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { insightSalts, insightVisitors } from "./schema";
import { pruneSearchTerms } from "./search-terms.server";

/** The UTC day of `at` as `YYYY-MM-DD`: the salt's day. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The salt of a day. */
export interface DaySalt {
  day: string;
  salt: string;
}

/**
 * The salt of `at`'s UTC day, created when missing; creating it deletes the salts of earlier days
 * and the visitor keys made with them, in one transaction.
 * @returns `{ day, salt }`
 * @throws the database error
 */
export async function saltOfDay(db: Database, at: Date): Promise<DaySalt> {
  const day = utcDay(at);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(insightSalts)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing()
      .returning({ day: insightSalts.day });
    if (inserted.length > 0) {
      await tx.delete(insightSalts).where(lt(insightSalts.day, day));
      await tx.delete(insightVisitors).where(lt(insightVisitors.saltDay, day));
      await pruneSearchTerms(tx, day);
    }
    const [row] = await tx
      .select({ salt: insightSalts.salt })
      .from(insightSalts)
      .where(sql`${insightSalts.day} = ${day}`);
    if (!row) throw new Error(`insights: no salt for ${day}`);
    return { day, salt: row.salt };
  });
}

/**
 * The visitor's pseudonym for the salt's day: SHA-256 over the secret salt, the address and the
 * user agent (neither is kept; none holds a line break, so the joined text is unambiguous), its
 * first 128 bits as 22 base64url characters. Plausible hashes the same parts (ADR 085); the
 * one-shot `hash` costs a fifth of an HMAC object per hit (ADR 107).
 */
export function visitorHash(salt: string, clientIp: string, userAgent: string): string {
  return hash("sha256", `${salt}\n${clientIp}\n${userAgent}`, "base64url").slice(0, 22);
}

/**
 * A process's view of the salt: read from the database once per UTC day and kept in memory.
 * @returns `kept(at)`: the kept salt if it is `at`'s day's, else null; `current(at)`: the salt of
 *   `at`'s day, read or made when the kept one is not
 */
export function createSaltKeeper(db: Database): {
  /** The kept salt when it is `at`'s day's, else null (no wait: the common case of a hit). */
  kept(at: Date): DaySalt | null;
  current(at: Date): Promise<DaySalt>;
} {
  let kept: DaySalt | null = null;
  let pending: Promise<DaySalt> | null = null;
  /** The start of the kept salt's UTC day, ms since epoch. */
  let keptFrom = 0;
  /** The kept salt when `at` is within its UTC day (nothing formatted), else null. */
  function keptAt(at: Date): DaySalt | null {
    const ms = at.getTime();
    return kept && ms >= keptFrom && ms < keptFrom + DAY_MS ? kept : null;
  }
  return {
    kept: keptAt,
    async current(at) {
      const hit = keptAt(at);
      if (hit) return hit;
      const day = utcDay(at);
      if (kept?.day === day) {
        keptFrom = Date.parse(`${day}T00:00:00Z`);
        return kept;
      }
      pending ??= saltOfDay(db, at).finally(() => {
        pending = null;
      });
      kept = await pending;
      keptFrom = Date.parse(`${kept.day}T00:00:00Z`);
      return kept;
    },
  };
}
