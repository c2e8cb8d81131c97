/**
 * `npm run db:restore <file>`: restores a backup made by `npm run db:backup` into the configured
 * database, which must be empty (PostgreSQL: a new database; PGlite: a new data folder). Stop the
 * app first; start it afterwards (it applies any newer migrations). See docs/operations.md.
 */
import { getConfig } from "~/server/config.server";
import { restoreDatabase } from "~/server/db/backup.server";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run db:restore <backup file>");
  process.exit(1);
}
const started = Date.now();
await restoreDatabase(getConfig().database, file);
console.log(`restore: ${file} restored in ${((Date.now() - started) / 1000).toFixed(1)} s`);
