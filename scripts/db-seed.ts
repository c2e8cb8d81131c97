/** `npm run db:seed`: migrates, then inserts the demo data when the directory is empty. */
import { getConfig } from "~/server/config.server";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { seedDemoData } from "~/server/local/seed.server";
import { openConfiguredPhotoStorage } from "~/server/photos/index.server";

const handle = openDatabase(getConfig().database);
// The demo photos go to STORAGE_URL's bucket when one is set (ADR 096).
await openConfiguredPhotoStorage();
try {
  await migrateDatabase(handle);
  const result = await seedDemoData(handle.db);
  console.log(
    result.seeded
      ? `demo data: inserted ${result.centers} LAN centers`
      : "demo data: the database already has centers; nothing inserted",
  );
} finally {
  await handle.close();
}
