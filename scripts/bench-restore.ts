/**
 * Measures a restore of 100k centers (issue 29 item 5, docs/operations.md): a throwaway
 * PostgreSQL cluster, migrated, 100k generated centers (`loadBenchCenters`), `pg_dump` custom
 * format, then `pg_restore` into an empty database, timed. Run: `npx tsx scripts/bench-restore.ts`
 * (BENCH_CENTERS to change the count).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { backupDatabase, restoreDatabase } from "~/server/db/backup.server";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import { loadBenchCenters } from "./bench-centers";

const count = Number(process.env.BENCH_CENTERS ?? 100_000);
const cluster = await startPostgresCluster();
if (!cluster) throw new Error("bench-restore: PostgreSQL server binaries are not installed");
const folder = mkdtempSync(path.join(tmpdir(), "lcn-bench-restore-"));
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(statement);
  await client.end();
};
const urlOf = (name: string) => {
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
};
try {
  await admin("create database source");
  const source = openDatabase({ kind: "postgres", url: urlOf("source") });
  await migrateDatabase(source);
  await loadBenchCenters(source.db, count);
  await source.close();
  const file = path.join(folder, "bench.dump");
  let started = Date.now();
  const bytes = await backupDatabase({ kind: "postgres", url: urlOf("source") }, file);
  const backupSeconds = (Date.now() - started) / 1000;
  await admin("create database restored");
  started = Date.now();
  await restoreDatabase({ kind: "postgres", url: urlOf("restored") }, file);
  const restoreSeconds = (Date.now() - started) / 1000;
  console.log(
    `${count} centers: backup ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${backupSeconds.toFixed(1)} s, restore in ${restoreSeconds.toFixed(1)} s`,
  );
} finally {
  cluster.stop();
  rmSync(folder, { recursive: true, force: true });
}
