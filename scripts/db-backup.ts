/**
 * `npm run db:backup [file]`: writes a backup of the configured database (DATABASE_URL, or the
 * embedded PGlite folder) to `file`, default `backups/lcn-<UTC time>.dump` (PostgreSQL,
 * pg_dump's custom format) or `.tar.gz` (PGlite's data folder dump). See docs/operations.md.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { getConfig } from "~/server/config.server";
import { backupDatabase } from "~/server/db/backup.server";

const target = getConfig().database;
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file =
  process.argv[2] ??
  path.join("backups", `lcn-${stamp}.${target.kind === "postgres" ? "dump" : "tar.gz"}`);
mkdirSync(path.dirname(file), { recursive: true });
const started = Date.now();
const bytes = await backupDatabase(target, file);
console.log(
  `backup: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MiB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
