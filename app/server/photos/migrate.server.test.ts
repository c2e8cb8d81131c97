/**
 * `npm run photos:migrate` (issue 29 item 3, ADR 096): photo files move from the database to an
 * S3-compatible bucket (s3rver, started here) and back, byte for byte; an interrupted run
 * continues where it stopped (what the target has is skipped); `--delete-source` empties the
 * source only of files the target holds; the script itself runs against PGlite.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegWithGps, smallPng } from "../../../tests/support/photo-samples";
import { S3RVER_CREDENTIALS, startLocalS3, type LocalS3 } from "../../../tests/support/s3-server";
import { openTestDatabase } from "../../../tests/support/test-databases";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { migrateDatabase } from "../db/migrate.server";
import { migratePhotoFiles } from "./migrate.server";
import { processPhoto } from "./process.server";
import { createS3Storage } from "./s3-storage.server";
import { photoFiles } from "./schema";
import { databaseStorage, usePhotoStorage, type PhotoStorage } from "./storage.server";
import { readPhotoFile, storePhoto } from "./store.server";

let s3: LocalS3;
let source: DatabaseHandle;
let restored: DatabaseHandle;
let names: string[];

beforeAll(async () => {
  s3 = await startLocalS3(["photos", "scripted"]);
  source = await openTestDatabase("PGlite");
  restored = await openTestDatabase("PGlite");
  usePhotoStorage(null);
  for (const sample of [await smallPng(), await jpegWithGps()]) {
    const photo = await processPhoto({ bytes: sample, field: "photos" });
    await storePhoto(source.db, { photo, kind: "center", subjectId: randomUUID(), userId: "u" });
  }
  names = [];
  for await (const name of databaseStorage(source.db).list()) names.push(name);
}, 60_000);

afterAll(async () => {
  usePhotoStorage(undefined);
  await source?.close();
  await restored?.close();
  await s3?.stop();
});

const bucket = () => createS3Storage(s3.config(), { credentials: S3RVER_CREDENTIALS });

async function listed(store: PhotoStorage): Promise<string[]> {
  const all: string[] = [];
  for await (const name of store.list()) all.push(name);
  return all.sort();
}

/** A store that fails on its `after`+1st write, like a run killed midway. */
function failingAfter(store: PhotoStorage, after: number): PhotoStorage {
  let writes = 0;
  return {
    ...store,
    list: () => store.list(),
    put: async (name, file) => {
      if (writes++ >= after) throw new Error("connection reset");
      await store.put(name, file);
    },
  };
}

describe("moving photo files between stores", () => {
  it("db → s3 resumably, then s3 → db into an empty database, byte for byte", async () => {
    expect(names).toHaveLength(12);
    const db = databaseStorage(source.db);
    const s3Store = bucket();

    await expect(migratePhotoFiles({ from: db, to: failingAfter(s3Store, 5) })).rejects.toThrow(
      "connection reset",
    );
    expect(await listed(s3Store)).toHaveLength(5);

    const rerun = await migratePhotoFiles({ from: db, to: s3Store });
    expect(rerun).toEqual({ copied: 7, skipped: 5, deleted: 0 });
    expect(await listed(s3Store)).toEqual([...names].sort());
    // A third run has nothing left to do.
    expect(await migratePhotoFiles({ from: db, to: s3Store })).toEqual({
      copied: 0,
      skipped: 12,
      deleted: 0,
    });

    const back = await migratePhotoFiles({ from: s3Store, to: databaseStorage(restored.db) });
    expect(back).toEqual({ copied: 12, skipped: 0, deleted: 0 });
    for (const name of names) {
      const original = await readPhotoFile(source.db, name);
      const copy = await readPhotoFile(restored.db, name);
      expect(copy?.contentType).toBe(original!.contentType);
      expect(Buffer.from(copy!.bytes).equals(Buffer.from(original!.bytes))).toBe(true);
    }
  }, 60_000);

  it("--delete-source removes from the source only what the target holds", async () => {
    const target = databaseStorage(restored.db);
    const s3Store = bucket();
    const report = await migratePhotoFiles({ from: s3Store, to: target, deleteSource: true });
    expect(report).toEqual({ copied: 0, skipped: 12, deleted: 12 });
    expect(await listed(s3Store)).toEqual([]);
    expect(await listed(target)).toHaveLength(12);
    await expect(migratePhotoFiles({ from: target, to: target })).rejects.toThrow(
      "Source and target are the same store",
    );
  }, 60_000);
});

describe("npm run photos:migrate", () => {
  let dataDir: string;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("copies the configured database's photos to the bucket, and a rerun skips them", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "lcn-photos-migrate-"));
    const url = `pglite://${dataDir}/db`;
    const handle = openDatabase({ kind: "pglite", dataDir: `${dataDir}/db` });
    await migrateDatabase(handle);
    const photo = await processPhoto({ bytes: await smallPng(), field: "photos" });
    await storePhoto(handle.db, { photo, kind: "party", subjectId: randomUUID(), userId: "u" });
    await handle.close();

    const to = `s3://scripted?endpoint=${s3.endpoint}&region=us-east-1&forcePathStyle=true`;
    const run = (args: string[]) =>
      promisify(execFile)("npx", ["tsx", "scripts/photos-migrate.ts", ...args], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        },
      });
    const first = await run(["--from", "db", "--to", to]);
    expect(first.stdout).toContain("photos: db → s3://scripted: 6 copied, 0 already there");
    const second = await run(["--from", "db", "--to", to, "--delete-source"]);
    expect(second.stdout).toContain("0 copied, 6 already there, 6 deleted from the source");
    expect(second.stdout + second.stderr).not.toContain(S3RVER_CREDENTIALS.secretAccessKey);
    expect(
      await listed(createS3Storage(s3.config("scripted"), { credentials: S3RVER_CREDENTIALS })),
    ).toHaveLength(6);

    const after = openDatabase({ kind: "pglite", dataDir: `${dataDir}/db` });
    const [left] = await after.db.select({ n: count() }).from(photoFiles);
    await after.close();
    expect(left!.n).toBe(0);

    await expect(
      run(["--from", "db", "--to", "s3://photos?endpoint=ftp://h"]),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("endpoint must be an http(s) URL"),
    });
  }, 240_000);
});
