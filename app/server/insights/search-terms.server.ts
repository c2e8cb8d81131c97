/**
 * Top search terms that showed a listing (issue 26 item 4, ADR 086). A search that listed a
 * center adds its normalised term (trimmed, lower-case, inner spaces single) to an in-memory
 * buffer with the visitor's hash of the salt day; a flush inserts the candidates' keys into
 * `insight_term_visitors` (ignoring those already there: the inserted keys are the new distinct
 * visitors, ADR 108) and adds them to `insight_search_terms.uniques` per listing, local day and
 * term, in one transaction. The keys go with their salt at rotation (`pruneSearchTerms`), and so
 * do the finished days' terms that stayed under {@link MIN_TERM_VISITORS} visitors: the owner is
 * only ever shown, and only kept, day counts of at least 5 distinct visitors.
 */
import { and, desc, eq, gte, lt, sql, between } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { countNewVisitors, visitorScope, type VisitorGroup } from "./insert-new.server";
import { insightSearchTerms, insightTermVisitors } from "./schema";

/** A term is shown (and kept past its day) only with at least this many distinct visitors a day. */
export const MIN_TERM_VISITORS = 5;
/** How many terms the Insights tab shows. */
export const TOP_TERMS = 10;

/** One term of one search that showed a listing. */
export interface TermHit {
  subjectKind: "center" | "event";
  subjectId: string;
  /** `YYYY-MM-DD` in the listing's zone. */
  day: string;
  /** Normalised, see {@link normaliseTerm}. */
  term: string;
  visitor: string;
  saltDay: string;
}

/** The search text as a term: trimmed, lower-case, inner white space one space; null if empty. */
export function normaliseTerm(text: string | null | undefined): string | null {
  const term = (text ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  return term === "" ? null : term;
}

/** The buffer of term hits. */
export interface TermCounter {
  /** Adds a hit (a visitor already sent today for the term is skipped). */
  record(hit: TermHit): void;
  /** Writes the buffer. @throws the database error (the batch is kept for the next flush) */
  flush(): Promise<void>;
  readonly pending: number;
}

/** Builds the term buffer (flushed by the insights service with the main buffer). */
export function createTermCounter(db: Database): TermCounter {
  let batch = new Map<string, TermHit>();
  let running: Promise<void> | null = null;

  async function flushOnce(): Promise<void> {
    if (batch.size === 0) return;
    const rows = [...batch.values()];
    batch = new Map();
    try {
      await db.transaction(async (tx) => {
        // One group per listing, day, term and salt day; the new visitors summed per term row.
        const groups = new Map<string, VisitorGroup & { row: TermRow }>();
        for (const hit of rows) {
          const groupKey = `${hit.saltDay}|${termRowKey(hit)}`;
          let group = groups.get(groupKey);
          if (!group) {
            const { subjectKind, subjectId, day, term } = hit;
            const scope = visitorScope([subjectKind, subjectId, day, term]);
            group = {
              scope,
              saltDay: hit.saltDay,
              visitors: [],
              row: { subjectKind, subjectId, day, term },
            };
            groups.set(groupKey, group);
          }
          group.visitors.push(hit.visitor);
        }
        const list = [...groups.values()];
        const added = await countNewVisitors(tx, insightTermVisitors, list);
        const uniques = new Map<string, TermRow & { uniques: number }>();
        for (const [index, group] of list.entries()) {
          if (added[index] === 0) continue;
          const key = termRowKey(group.row);
          const kept = uniques.get(key);
          if (kept) kept.uniques += added[index]!;
          else uniques.set(key, { ...group.row, uniques: added[index]! });
        }
        const daily = [...uniques.values()];
        for (let i = 0; i < daily.length; i += 1000) {
          await tx
            .insert(insightSearchTerms)
            .values(daily.slice(i, i + 1000))
            .onConflictDoUpdate({
              target: [
                insightSearchTerms.subjectKind,
                insightSearchTerms.subjectId,
                insightSearchTerms.day,
                insightSearchTerms.term,
              ],
              set: { uniques: sql`${insightSearchTerms.uniques} + excluded.uniques` },
            });
        }
      });
    } catch (error) {
      for (const row of rows) batch.set(keyOf(row), row);
      throw error;
    }
  }

  return {
    record(hit) {
      batch.set(keyOf(hit), hit);
    },
    flush() {
      const next = (running ?? Promise.resolve())
        .catch(() => undefined)
        .then(flushOnce)
        .finally(() => {
          if (running === next) running = null;
        });
      running = next;
      return next;
    },
    get pending() {
      return batch.size;
    },
  };
}

function keyOf(hit: TermHit): string {
  return `${hit.saltDay}|${termRowKey(hit)}|${hit.visitor}`;
}

/** A row of `insight_search_terms`: listing, local day and term. */
type TermRow = Pick<TermHit, "subjectKind" | "subjectId" | "day" | "term">;

/** The key of a row of `insight_search_terms` (the term last: it is free text). */
function termRowKey(row: TermRow): string {
  return `${row.subjectKind}|${row.subjectId}|${row.day}|${row.term}`;
}

/**
 * Salt rotation's part (called in `saltOfDay`'s transaction when the salt of UTC day `saltDay` is
 * made): deletes the term visitors of older salt days and the term rows of finished days (before
 * the day before `saltDay`, which no zone still lives in) that stayed under
 * {@link MIN_TERM_VISITORS}.
 */
export async function pruneSearchTerms(
  tx: Pick<Database, "delete">,
  saltDay: string,
): Promise<void> {
  await tx.delete(insightTermVisitors).where(lt(insightTermVisitors.saltDay, saltDay));
  const finished = new Date(`${saltDay}T00:00:00Z`);
  finished.setUTCDate(finished.getUTCDate() - 1);
  await tx
    .delete(insightSearchTerms)
    .where(
      and(
        lt(insightSearchTerms.day, finished.toISOString().slice(0, 10)),
        lt(insightSearchTerms.uniques, MIN_TERM_VISITORS),
      ),
    );
}

/** A term shown on the Insights tab. */
export interface TopTerm {
  term: string;
  /** Distinct visitors per day, summed over the days on which it reached 5. */
  visitors: number;
}

/**
 * The listing's top search terms on the days `from`..`to`: only day counts of at least
 * {@link MIN_TERM_VISITORS} distinct visitors are used, summed per term; at most
 * {@link TOP_TERMS}, most visitors first, then by term.
 * @throws the database error
 */
export async function topSearchTerms(
  db: Database,
  input: { kind: "center" | "event"; id: string; from: string; to: string },
): Promise<TopTerm[]> {
  const visitors = sql<number>`sum(${insightSearchTerms.uniques})::int`;
  const rows = await db
    .select({ term: insightSearchTerms.term, visitors })
    .from(insightSearchTerms)
    .where(
      and(
        eq(insightSearchTerms.subjectKind, input.kind),
        eq(insightSearchTerms.subjectId, input.id),
        between(insightSearchTerms.day, input.from, input.to),
        gte(insightSearchTerms.uniques, MIN_TERM_VISITORS),
      ),
    )
    .groupBy(insightSearchTerms.term)
    .orderBy(desc(visitors), insightSearchTerms.term)
    .limit(TOP_TERMS);
  return rows.map((row) => ({ term: row.term, visitors: Number(row.visitors) }));
}
