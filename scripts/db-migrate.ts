/** `npm run db:migrate`: applies the migrations in drizzle/ to the configured database. */
import { getConfig } from "~/server/config.server";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";

const handle = openDatabase(getConfig().database);
try {
  await migrateDatabase(handle);
  console.log("migrations applied");
} finally {
  await handle.close();
}
