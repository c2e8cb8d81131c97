/**
 * Backup and restore of the app's database (issue 29 item 5, docs/operations.md): on PostgreSQL
 * with `pg_dump` in its custom format and `pg_restore`; on the embedded PGlite with its own data
 * folder dump (`dumpDataDir`, a gzip tarball) loaded back with `loadDataDir`. Both cover the whole
 * database: every area's tables, the job queue's `pgboss` schema, and the photos (stored in the
 * database, ADR 056). Used by `npm run db:backup` and `npm run db:restore`.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "./client.server";

const run = promisify(execFile);

/**
 * The folder holding `pg_dump` and `pg_restore`: `PG_BIN_DIR`, else the newest
 * /usr/lib/postgresql/<version>/bin, else null (then they are looked up on PATH).
 */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (existsSync(path.join(bin, "pg_dump"))) return bin;
  }
  return null;
}

function tool(name: "pg_dump" | "pg_restore"): string {
  const dir = postgresBinDir();
  return dir ? path.join(dir, name) : name;
}

/**
 * Writes a backup of the database at `target` to `file`: a `pg_dump` custom-format archive on
 * PostgreSQL, a gzip tarball of the data folder on PGlite. A PGlite folder must not be open in
 * another process (stop the app first; PGlite is one process's database).
 * @param options.open this process's open handle of that PGlite folder, dumped in place
 * @returns the size of the written file in bytes
 * @throws Error for an in-memory PGlite (nothing to back up), or pg_dump's error
 */
export async function backupDatabase(
  target: DatabaseTarget,
  file: string,
  options: { open?: DatabaseHandle } = {},
): Promise<number> {
  if (target.kind === "postgres") {
    await run(tool("pg_dump"), ["--format=custom", "--no-owner", `--file=${file}`, target.url], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } else {
    if (!target.dataDir) throw new Error("backup: an in-memory database has nothing to back up");
    // Opened as the app opens it (same extensions and settings), unless it is open already.
    const handle = options.open ?? openDatabase(target);
    try {
      // Started first: a dump asked for before PGlite is up never settles (0.5.16).
      await handle.embedded!.query("select 1");
      const dump = await handle.embedded!.dumpDataDir("gzip");
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      if (!options.open) await handle.close();
    }
  }
  return readFileSync(file).byteLength;
}

/**
 * Restores the backup `file` into the database at `target`, which must be empty: on PostgreSQL
 * an existing database without tables (create it first), restored with `pg_restore` in one
 * transaction; on PGlite a data folder that does not exist yet or is empty.
 * @throws Error when the target is not empty, or pg_restore's error (nothing is restored then)
 */
export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<void> {
  if (target.kind === "postgres") {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      if (Number(rows[0]?.n ?? 0) > 0) {
        throw new Error("restore: the target database is not empty; restore into a new database");
      }
    } finally {
      await client.end();
    }
    await run(
      tool("pg_restore"),
      ["--no-owner", "--exit-on-error", "--single-transaction", `--dbname=${target.url}`, file],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    return;
  }
  if (!target.dataDir) throw new Error("restore: give a data folder (pglite:///path)");
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    throw new Error(`restore: ${target.dataDir} is not empty; restore into a new folder`);
  }
  const client = new PGlite({
    dataDir: target.dataDir,
    extensions: { pg_trgm },
    loadDataDir: new Blob([readFileSync(file)]),
  });
  await client.waitReady;
  await client.close();
}
