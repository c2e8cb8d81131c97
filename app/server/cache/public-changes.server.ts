/**
 * Public changes (issue 29 item 1, ADR 095): one announcement, heard by every instance, of a
 * write that may change what public answers show (a listing verified, edited, hidden or lapsed;
 * an event; a photo; a review or an RSVP count). Each instance drops the answers it keeps (the
 * public-data cache, the kept pages, markers.json and sitemap.xml with it, and the map's
 * filtered indexes) when it hears one.
 *
 * Transport: PostgreSQL `NOTIFY` on the channel {@link PUBLIC_CHANGE_CHANNEL}. A notice sent
 * inside a transaction is delivered only when it commits. On PostgreSQL each instance listens on
 * a connection of its own, outside the pool, reconnecting when it drops (and then dropping
 * everything it keeps: notices sent meanwhile are lost). On the embedded PGlite the same `NOTIFY`
 * runs on its one connection and PGlite calls the listener in process (`PGlite.listen`).
 *
 * Writes announce without knowing it: `announcingDatabase` gives the areas a database whose
 * transactions end with the `NOTIFY` of the write method running (`announceAround`), so the
 * notice is part of the writer's transaction; a write method that used no transaction announces
 * right after it settles.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, DatabaseHandle } from "../db/client.server";
import { reasonOf } from "../errors/app-error";

/** The LISTEN/NOTIFY channel of public changes. */
export const PUBLIC_CHANGE_CHANNEL = "public_change";
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; ours stay well below. */
export const MAX_PAYLOAD_BYTES = 7_900;
/** Ids carried at most in one notice (more: the notice carries none, meaning "many"). */
const MAX_IDS = 50;
/** Longest id or slug carried (longer ones are left out). */
const MAX_ID_LENGTH = 120;

/**
 * One public change: `kind` names the write (`directory.updateLanCenter`, `reviews.createReview`,
 * `attendance.rsvp`) or `all` (a listener reconnected: anything may have changed); `ids` the
 * centers, events, reviews or slugs it touched, when known (empty: unknown or many).
 */
export interface PublicChange {
  kind: string;
  ids: string[];
}

/** Runs SQL: the database or a transaction. */
type Executor = Pick<Database, "execute">;

/** The announcements of one instance. */
export interface PublicChanges {
  /**
   * Sends `change` to every instance (this one included) with `NOTIFY` on `executor`: inside a
   * transaction it is delivered when that commits, never when it rolls back.
   * @throws the database's error
   */
  announce(change: PublicChange, executor?: Executor): Promise<void>;
  /** Calls `listener` for every change heard (from any instance); returns the unsubscribe. */
  onChange(listener: (change: PublicChange) => void): () => void;
  /**
   * Starts listening (idempotent). On PostgreSQL it opens the listening connection.
   * @throws the database's error when the first connection fails
   */
  start(): Promise<void>;
  /** Stops listening and closes the listening connection. */
  stop(): Promise<void>;
  /** The database the areas write with: its transactions carry the running write's notice. */
  readonly db: Database;
}

/** The notice of the write method now running, and whether a transaction already sent it. */
interface Pending {
  change: PublicChange;
  sent: boolean;
  /** The write settled: work it left running (a mail sent after commit) announces nothing. */
  done: boolean;
}

const pending = new AsyncLocalStorage<Pending>();

/**
 * The JSON text of a notice: `{"k": kind, "i": ids}`, the ids left out when there are too many
 * or the text would reach {@link MAX_PAYLOAD_BYTES}.
 */
export function encodeChange(change: PublicChange): string {
  const ids = change.ids.filter((id) => id.length > 0 && id.length <= MAX_ID_LENGTH);
  const kind = change.kind.slice(0, 200);
  const full = JSON.stringify({ k: kind, i: ids.length <= MAX_IDS ? ids : [] });
  if (Buffer.byteLength(full) < MAX_PAYLOAD_BYTES) return full;
  return JSON.stringify({ k: kind, i: [] });
}

/** The change of a notice's payload; `all` when it cannot be read (anything may have changed). */
export function decodeChange(payload: string | undefined): PublicChange {
  try {
    const parsed = JSON.parse(payload ?? "") as { k?: unknown; i?: unknown };
    if (typeof parsed.k === "string") {
      const ids = Array.isArray(parsed.i)
        ? parsed.i.filter((id): id is string => typeof id === "string")
        : [];
      return { kind: parsed.k, ids };
    }
  } catch {
    // Not ours or damaged: treated as a change of everything.
  }
  return { kind: "all", ids: [] };
}

/** Input keys whose string or number values name what a write touched (never a user id). */
const ID_KEY = /^(id|slug|(location|center|event|party|review|community|photo)(Id|Ids|Slug))$/;

/**
 * The ids a write method's input names (`locationId`, `eventId`, `reviewId`, `slug`...), for
 * its notice; [] when it names none.
 */
export function idsOfInput(input: unknown): string[] {
  if (!input || typeof input !== "object") return [];
  const ids: string[] = [];
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (!ID_KEY.test(key)) continue;
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const item of values) {
      if (typeof item === "string" || typeof item === "number") ids.push(String(item));
    }
  }
  return ids;
}

/**
 * Runs `write` as the write method announcing `change`: every transaction it opens on
 * {@link PublicChanges.db} ends with the notice; when none did (no transaction, or the write
 * failed and rolled back), the notice is sent on its own once `write` settles. Resolves or
 * rejects as `write` does; a failed standalone notice is logged, not thrown (the write is done).
 */
export async function announceAround<T>(
  changes: PublicChanges,
  change: PublicChange,
  write: () => Promise<T>,
): Promise<T> {
  const state: Pending = { change, sent: false, done: false };
  let failed = false;
  try {
    return await pending.run(state, write);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    state.done = true;
    // A failed write may have committed part of its work in an earlier transaction.
    if (failed || !state.sent) {
      await changes
        .announce(change)
        .catch((error: unknown) =>
          console.error(`public changes: not announced (${change.kind}): ${reasonOf(error)}`),
        );
    }
  }
}

/**
 * `db` whose `transaction(...)` sends the running write method's notice (see
 * {@link announceAround}) as its last statement, so it is delivered on commit only. Everything
 * else is `db` itself (a prototype-linked view).
 */
function announcingDatabase(db: Database, send: typeof notify): Database {
  const view = Object.create(db) as Database;
  const transaction = db.transaction.bind(db);
  view.transaction = ((run, config) =>
    transaction(async (tx) => {
      const result = await run(tx);
      const state = pending.getStore();
      if (state && !state.done) {
        await send(tx, state.change);
        state.sent = true;
      }
      return result;
    }, config)) as Database["transaction"];
  return view;
}

/** `NOTIFY` of `change` on `executor` (`pg_notify`, so the payload is a bound parameter). */
async function notify(executor: Executor, change: PublicChange): Promise<void> {
  await executor.execute(sql`select pg_notify(${PUBLIC_CHANGE_CHANNEL}, ${encodeChange(change)})`);
}

/**
 * The announcements of one instance on `database`.
 * @param options.reconnectDelayMs first wait before reconnecting a lost listening connection
 *   (doubling up to 30 s); default 1 s
 * @param options.log where connection losses are written (default console.error)
 * @param options.listenUrl where the PostgreSQL listening connection goes (DATABASE_LISTEN_URL,
 *   e.g. past a transaction-pooling PgBouncer); default the database's own URL
 */
export function createPublicChanges(
  database: Pick<DatabaseHandle, "db" | "target" | "embedded">,
  options: {
    reconnectDelayMs?: number;
    log?: (line: string) => void;
    listenUrl?: string | null;
  } = {},
): PublicChanges {
  const listeners = new Set<(change: PublicChange) => void>();
  const log = options.log ?? ((line: string) => console.error(line));
  const firstDelay = options.reconnectDelayMs ?? 1_000;
  let stopListening: (() => Promise<void>) | null = null;

  function deliver(payload: string | undefined): void {
    const change = decodeChange(payload);
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        log(`public changes: listener failed: ${reasonOf(error)}`);
      }
    }
  }

  async function listenEmbedded(client: PGlite): Promise<() => Promise<void>> {
    const unlisten = await client.listen(PUBLIC_CHANGE_CHANNEL, deliver);
    return () => unlisten();
  }

  async function listenPostgres(url: string): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let delay = firstDelay;

    async function connect(): Promise<void> {
      const next = new pg.Client({
        connectionString: url,
        application_name: "lcn-public-changes",
        connectionTimeoutMillis: 3_000,
      });
      next.on("notification", (message) => {
        if (message.channel === PUBLIC_CHANGE_CHANNEL) deliver(message.payload);
      });
      // Without a listener an 'error' would end the process; 'end' follows it.
      next.on("error", (error) => log(`public changes: listener error: ${error.message}`));
      next.on("end", () => {
        if (stopped || client !== next) return;
        client = null;
        log("public changes: listening connection lost; reconnecting");
        schedule();
      });
      await next.connect();
      try {
        await next.query(`LISTEN ${PUBLIC_CHANGE_CHANNEL}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      if (stopped) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
    }

    function schedule(): void {
      if (stopped) return;
      timer = setTimeout(() => {
        connect().then(
          () => {
            if (stopped) return;
            delay = firstDelay;
            log("public changes: listening again; dropping kept answers (notices may be missed)");
            deliver(undefined);
          },
          (error: unknown) => {
            log(`public changes: reconnect failed: ${reasonOf(error)}`);
            delay = Math.min(delay * 2, 30_000);
            schedule();
          },
        );
      }, delay);
      timer.unref();
    }

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    };
  }

  return {
    announce: (change, executor = database.db) => notify(executor, change),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (stopListening) return;
      if (database.embedded) stopListening = await listenEmbedded(database.embedded);
      else if (database.target.kind === "postgres") {
        stopListening = await listenPostgres(options.listenUrl ?? database.target.url);
      }
    },
    async stop() {
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
    db: announcingDatabase(database.db, notify),
  };
}
