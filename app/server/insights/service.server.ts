/**
 * The insights service (issue 26, ADR 085): counts listing views (the page's beacon and its
 * `<noscript>` image) and outbound clicks (`/go/{kind}/{id}`) into the in-memory buffer
 * (`counter.server.ts`), and owns its flush timer, started and stopped by the runtime. Routes call
 * it as `servicesOf(context).insights`.
 */
import { LRUCache } from "lru-cache";
import { safeHttpUrl } from "~/lib/url";
import type { Database } from "../db/client.server";
import {
  findInsightSubject,
  listOwnInsightSubjects,
  timeZoneAt,
  type InsightSubject,
} from "../directory/index.server";
import { AppError } from "../errors/app-error";
import type { Clock } from "../jobs/index.server";
import { clientBucket } from "../limits/index.server";
import { createInsightsCounter, FLUSH_INTERVAL_MS, type InsightsCounter } from "./counter.server";
import {
  insightsCsv,
  loadInsightsPage,
  type InsightPeriod,
  type InsightsPage,
} from "./dashboard.server";
import { loadNetworkInsights, type NetworkInsights } from "./network.server";
import { dayInZone, uncountedReason } from "./requests.server";
import { createSaltKeeper, visitorHash } from "./salts.server";
import { APPEARANCE_METRIC, type Appearances } from "./appearances.server";
import { createTermCounter } from "./search-terms.server";
import type { InsightMetric } from "./schema";

/** A listing a view is counted for. */
export interface InsightTarget {
  kind: "center" | "event";
  id: string;
}

/** The outbound link kinds of `/go/{kind}/{id}`. */
export const LINK_KINDS = ["website", "directions", "phone", "email", "calendar"] as const;
/** One of {@link LINK_KINDS}. */
export type LinkKind = (typeof LINK_KINDS)[number];

/** What became of a hit: counted, not counted (bot, prefetch, HEAD, owner, repeat), or limited. */
export type CountAnswer = "counted" | "not_counted" | "limited";

/** Counted hits per client address (IPv6 by /64) per UTC minute, per instance (ADR 085, 107). */
export const HITS_PER_MINUTE = 60;
/** Addresses one minute's budgets hold at most; more start the minute's budgets over. */
const BUDGET_ADDRESSES = 50_000;

/** What the service needs from auth: who is signed in, only when a session cookie is sent. */
export interface ViewerLookup {
  hasSessionCookie(request: Request): boolean;
  getSessionUser(request: Request): Promise<{ id: string } | null>;
}

/** The insights service. */
export interface InsightsService {
  /**
   * Counts a view of a public center or event page (the beacon, item 2).
   * @param input.request the beacon's request (its User-Agent, purpose headers and cookies)
   * @param input.clientIp the address Express resolved; hashed, never kept
   * @returns "counted", "not_counted" (bot, prefetch, HEAD, the listing's owner, unknown or
   *   hidden listing) or "limited" (over {@link HITS_PER_MINUTE})
   * @throws the database error of the salt or listing read
   */
  countView(input: {
    request: Request;
    clientIp: string;
    target: InsightTarget;
  }): Promise<CountAnswer>;
  /**
   * Counts what one /lan-centers list page, search result page or map view showed (issue 26
   * items 1 and 4, ADR 086): per shown center an appearance of the source's metric, a
   * featured-position appearance for a priority listing shown at the top, and the search term
   * for its top terms; the same rules as views (bots, prefetch, HEAD, the viewer's own listings
   * not counted; the whole answer is one hit of the per-address budget). Only adds to the
   * in-memory buffers.
   * @param input.appearances what was shown, decided by the server (`listAppearances`,
   *   `mapAppearances`)
   * @returns "counted" (something was recorded), "not_counted" or "limited"
   * @throws the database error of the salt read or the viewer's own listings
   */
  countAppearances(input: {
    request: Request;
    clientIp: string;
    appearances: Appearances;
  }): Promise<CountAnswer>;
  /**
   * The listing's own stored link of `kind`, counting the click (item 2): website (its stored
   * http(s) URL), directions (a maps link built from its stored coordinates), phone (`tel:` of
   * its stored number), calendar (an event's `.ics` on this site); never anything from the
   * request, so it is not an open redirect. `id` is a center's id, for calendar an event's.
   * @returns `{ location, counted }`
   * @throws AppError 404 `insights.no_link` ("This link is not available.") when the listing is
   *   not public or has no such link (e-mail: listings show none yet)
   */
  followLink(input: {
    request: Request;
    clientIp: string;
    kind: LinkKind;
    id: string;
  }): Promise<{ location: string; counted: CountAnswer }>;
  /**
   * The owner's Insights page (item 4) of own listing `subject` (`center:<id>`, `event:<id>`;
   * the first when absent) over the last `days`. @throws AppError 404 for another's listing
   */
  loadPage(input: {
    userId: string;
    subject?: string | null;
    days: InsightPeriod;
  }): Promise<InsightsPage>;
  /** The same as CSV: `{ fileName, csv }`. @throws AppError 404 as `loadPage`, or no listing */
  exportCsv(input: {
    userId: string;
    subject?: string | null;
    days: InsightPeriod;
  }): Promise<{ fileName: string; csv: string }>;
  /**
   * /admin/insights (item 6, ADR 088): network totals, paid listings by plan, most and fewest
   * viewed centers over the last `days` UTC days. The route checks the admin first.
   */
  loadNetwork(input: { days: InsightPeriod }): Promise<NetworkInsights>;
  /** Writes the buffer now (tests, scripts). @throws the database error */
  flush(): Promise<void>;
  /** Starts the periodic flush (the runtime, after start-up). */
  start(): void;
  /** Stops the timer and writes what is left (the runtime's graceful stop). */
  stop(): Promise<void>;
  /** Hits buffered, not yet written. */
  readonly pending: number;
}

/**
 * Builds the service.
 * @param deps.db the database; deps.clock the app's clock; deps.viewers the session lookup
 * @param deps.flushIntervalMs the buffer's flush period (default 5 s)
 */
export function createInsightsService(deps: {
  db: Database;
  clock: Clock;
  viewers: ViewerLookup;
  flushIntervalMs?: number;
  /** false: nothing is counted (every count answers "not_counted"); default true. */
  counting?: boolean;
}): InsightsService {
  const { db, clock, viewers } = deps;
  const counting = deps.counting ?? true;
  const counter: InsightsCounter = createInsightsCounter({
    db,
    clock,
    flushIntervalMs: deps.flushIntervalMs,
  });
  const salts = createSaltKeeper(db);
  const terms = createTermCounter(db);
  // A shown center's zone from its coordinates (the same zone `findInsightSubject` falls back to).
  const zones = new LRUCache<string, string>({ max: 20_000 });
  let termTimer: ReturnType<typeof setInterval> | null = null;
  // Listings change rarely; a minute-old answer is fine for counting.
  const subjects = new LRUCache<string, { subject: InsightSubject | null }>({
    max: 5_000,
    ttl: 60_000,
  });
  // Counted hits per client bucket in the current UTC minute (a fixed window): no object per
  // address, and nothing kept past the minute.
  const budgets = new Map<string, number>();
  let budgetMinute = -1;

  async function subjectOf(target: InsightTarget): Promise<InsightSubject | null> {
    const key = `${target.kind}:${target.id}`;
    const kept = subjects.get(key);
    if (kept) return kept.subject;
    const subject = await findInsightSubject(db, target);
    subjects.set(key, { subject });
    return subject;
  }

  /** Counts a hit of `clientIp` at `now` against its minute's budget; false when over it. */
  function withinBudget(clientIp: string, now: Date): boolean {
    const minute = Math.floor(now.getTime() / 60_000);
    // A flood of made-up addresses only starts the window over (as evicting them would).
    if (minute !== budgetMinute || budgets.size >= BUDGET_ADDRESSES) {
      budgets.clear();
      budgetMinute = minute;
    }
    const key = clientBucket(clientIp);
    const count = (budgets.get(key) ?? 0) + 1;
    budgets.set(key, count);
    return count <= HITS_PER_MINUTE;
  }

  async function count(
    request: Request,
    clientIp: string,
    subject: InsightSubject,
    metric: InsightMetric,
  ): Promise<CountAnswer> {
    if (!counting || uncountedReason(request)) return "not_counted";
    if (viewers.hasSessionCookie(request)) {
      const viewer = await viewers.getSessionUser(request);
      if (viewer?.id === subject.ownerId) return "not_counted";
    }
    const now = clock.now();
    if (!withinBudget(clientIp, now)) return "limited";
    const salt = salts.kept(now) ?? (await salts.current(now));
    const counted = counter.record({
      subjectKind: subject.kind,
      subjectId: subject.id,
      day: dayInZone(now, subject.timeZone),
      metric,
      visitor: visitorHash(salt.salt, clientIp, request.headers.get("user-agent") ?? ""),
      saltDay: salt.day,
    });
    return counted ? "counted" : "not_counted";
  }

  async function countAppearances(input: {
    request: Request;
    clientIp: string;
    appearances: Appearances;
  }): Promise<CountAnswer> {
    const { request, appearances } = input;
    if (!counting || appearances.shown.length === 0 || uncountedReason(request)) {
      return "not_counted";
    }
    let own = new Set<string>();
    if (viewers.hasSessionCookie(request)) {
      const viewer = await viewers.getSessionUser(request);
      if (viewer) {
        own = new Set((await listOwnInsightSubjects(db, viewer.id)).map((s) => s.id));
      }
    }
    const shown = appearances.shown.filter((center) => !own.has(center.id));
    if (shown.length === 0) return "not_counted";
    const now = clock.now();
    if (!withinBudget(input.clientIp, now)) return "limited";
    const salt = salts.kept(now) ?? (await salts.current(now));
    const visitor = visitorHash(salt.salt, input.clientIp, request.headers.get("user-agent") ?? "");
    for (const center of shown) {
      let zone = zones.get(center.id);
      if (zone === undefined) {
        zone = timeZoneAt(center.lat, center.lng) ?? "UTC";
        zones.set(center.id, zone);
      }
      const hit = {
        subjectKind: "center" as const,
        subjectId: center.id,
        day: dayInZone(now, zone),
        visitor,
        saltDay: salt.day,
      };
      counter.record({ ...hit, metric: APPEARANCE_METRIC[appearances.source] });
      if (center.featuredPosition) counter.record({ ...hit, metric: "featured_appearance" });
      if (appearances.term) terms.record({ ...hit, term: appearances.term });
    }
    return "counted";
  }

  return {
    countAppearances,
    async countView({ request, clientIp, target }) {
      const subject = await subjectOf(target);
      if (!subject) return "not_counted";
      return count(request, clientIp, subject, "view");
    },
    async followLink({ request, clientIp, kind, id }) {
      const subject = await subjectOf({ kind: kind === "calendar" ? "event" : "center", id });
      const location = subject && linkOf(subject, kind);
      if (!subject || !location) {
        throw new AppError("insights.no_link", "This link is not available.", 404);
      }
      return { location, counted: await count(request, clientIp, subject, kind) };
    },
    loadPage: (input) => loadInsightsPage(db, { ...input, now: clock.now() }),
    exportCsv: (input) => insightsCsv(db, { ...input, now: clock.now() }),
    loadNetwork: ({ days }) => loadNetworkInsights(db, { days, now: clock.now() }),
    async flush() {
      await counter.flush();
      await terms.flush();
    },
    start() {
      counter.start();
      if (termTimer) return;
      termTimer = setInterval(() => {
        terms
          .flush()
          .catch((error: unknown) => console.error("insights: term flush failed", error));
      }, deps.flushIntervalMs ?? FLUSH_INTERVAL_MS);
      termTimer.unref();
    },
    async stop() {
      if (termTimer) clearInterval(termTimer);
      termTimer = null;
      await counter.stop();
      await terms.flush();
    },
    get pending() {
      return counter.pending + terms.pending;
    },
  };
}

/**
 * The listing's own link of `kind`, built only from stored fields, or null when it has none.
 * @returns an absolute http(s) URL, a `tel:` URI or a path on this site
 */
export function linkOf(subject: InsightSubject, kind: LinkKind): string | null {
  switch (kind) {
    case "website":
      return subject.kind === "center" ? safeHttpUrl(subject.website) : null;
    case "directions":
      return subject.lat === null || subject.lng === null
        ? null
        : `https://www.google.com/maps/dir/?api=1&destination=${subject.lat},${subject.lng}`;
    case "phone": {
      const digits = subject.phone?.replace(/[^\d+]/g, "") ?? "";
      return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
    }
    case "calendar":
      return subject.kind === "event" ? `/events/${subject.id}/calendar.ics` : null;
    case "email":
      // Listings publish no e-mail address yet (ADR 085).
      return null;
  }
}
