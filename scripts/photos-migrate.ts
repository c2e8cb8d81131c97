/**
 * `npm run photos:migrate -- --from db --to s3://bucket?endpoint=…&region=…&forcePathStyle=true
 * [--delete-source]` (issue 29 item 3, ADR 096): copies every photo file from one store to the
 * other (the configured database's `photo_files`, or an S3-compatible bucket; credentials from
 * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY). Resumable: files the target has are skipped, so an
 * interrupted run is run again. `--delete-source` removes each file from the source once the
 * target holds it (run it after every instance uses the new STORAGE_URL). See docs/operations.md.
 */
import { parseArgs } from "node:util";
import { ConfigError, getConfig, parseStorageArgument } from "~/server/config.server";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { migratePhotoFiles } from "~/server/photos/migrate.server";
import { createS3Storage } from "~/server/photos/s3-storage.server";
import { databaseStorage, type PhotoStorage } from "~/server/photos/storage.server";

const { values } = parseArgs({
  options: {
    from: { type: "string" },
    to: { type: "string" },
    "delete-source": { type: "boolean", default: false },
  },
});
if (!values.from || !values.to) {
  console.error(
    "usage: npm run photos:migrate -- --from db|s3://… --to db|s3://… [--delete-source]",
  );
  process.exit(2);
}
let from: ReturnType<typeof parseStorageArgument>;
let to: ReturnType<typeof parseStorageArgument>;
try {
  from = parseStorageArgument(values.from);
  to = parseStorageArgument(values.to);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const database = openDatabase(getConfig().database);
try {
  await migrateDatabase(database);
  const storeOf = (bucket: typeof from): PhotoStorage =>
    bucket ? createS3Storage(bucket) : databaseStorage(database.db);
  const source = storeOf(from);
  const target = storeOf(to);
  let files = 0;
  const report = await migratePhotoFiles({
    from: source,
    to: target,
    deleteSource: values["delete-source"],
    onFile: () => {
      files += 1;
      if (files % 100 === 0) console.log(`photos: ${files} files…`);
    },
  });
  console.log(
    `photos: ${source.label} → ${target.label}: ${report.copied} copied, ${report.skipped} already there, ${report.deleted} deleted from the source`,
  );
} finally {
  await database.close();
}
