/**
 * Database client: embedded PGlite or node-postgres, behind one Drizzle type
 * (docs/architecture.md "Database"). `openDatabase` returns a handle with the Drizzle instance,
 * a readiness probe and `close`.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";

/** Drizzle database typed with our schema; the same type for PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A Drizzle transaction, as `db.transaction(async (tx) => …)` hands it to the callback. */
export type DatabaseTx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Where the database lives: embedded (dataDir undefined = in memory) or a server URL. */
export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string | undefined }
  /** `poolSize`: the most connections this process opens (DATABASE_POOL_SIZE; default 10). */
  | { kind: "postgres"; url: string; poolSize?: number };

/** An open database: the Drizzle instance plus lifecycle helpers. */
export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget;
  /**
   * The embedded PGlite instance (PGlite only, else null): the job queue runs its own SQL over
   * this same single connection (app/server/jobs, ADR 074). Nothing else uses it.
   */
  embedded: PGlite | null;
  /** Resolves true when `select 1` answers within `timeoutMs` milliseconds. */
  isReady(timeoutMs?: number): Promise<boolean>;
  /**
   * The connections, for metrics (issue 29 item 4, ADR 097): node-postgres's pool counts
   * (`totalCount`, `idleCount`, `waitingCount`); PGlite: its one in-process connection, idle
   * unknown (null), nothing waiting outside it.
   */
  poolStats(): {
    driver: "postgres" | "pglite";
    total: number;
    idle: number | null;
    waiting: number;
  };
  close(): Promise<void>;
}

/**
 * Settings of the embedded PostgreSQL (issue 15, ADR 065): PostgreSQL's default 128 MB of
 * shared buffers are written at start-up, so they all count in the server's RSS; the wasm
 * instance keeps its pages warm in the operating system's file cache anyway.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

/**
 * Opens (without migrating) the database described by `target`.
 * PGlite creates its data folder; node-postgres connects lazily, so an unreachable server
 * shows up on the first query, not here.
 */
export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === "pglite") {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    // pg_trgm: the trigram indexes of the directory search (migration 0010, issue 15).
    const client = new PGlite({
      dataDir: target.dataDir,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      target,
      embedded: client,
      isReady: (timeoutMs) => probe(db, timeoutMs),
      poolStats: () => ({ driver: "pglite", total: client.closed ? 0 : 1, idle: null, waiting: 0 }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // A server restart kills idle clients; without a listener the error would crash the process.
  pool.on("error", (error) => console.error(`database: idle client error: ${error.message}`));
  // A client checked out (e.g. inside a transaction) when the server goes away emits 'error'
  // itself; unhandled, that would end the process. The query in flight fails on its own.
  pool.on("connect", (client) =>
    client.on("error", (error) => console.error(`database: client error: ${error.message}`)),
  );
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    target,
    embedded: null,
    isReady: (timeoutMs) => probe(db, timeoutMs),
    poolStats: () => ({
      driver: "postgres",
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

async function probe(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** True when `error` (or its cause) looks like a lost or refused database connection. */
export function isConnectionError(error: unknown): boolean {
  const codes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "57P01", "57P03"]);
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && codes.has(candidate.code)) return true;
    if (
      typeof candidate.message === "string" &&
      /connection terminated|timeout exceeded when trying to connect|Connection terminated/i.test(
        candidate.message,
      )
    )
      return true;
    current = candidate.cause;
  }
  return false;
}
