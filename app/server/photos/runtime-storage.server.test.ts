/**
 * `STORAGE_URL` on the running runtime (issue 29 item 3, ADR 096): the start-up opens the named
 * bucket (s3rver, started here), says so without any credential, and from then on the photos
 * the app stores go there and are served from there; `photo_files` stays empty.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallPng } from "../../../tests/support/photo-samples";
import { S3RVER_CREDENTIALS, startLocalS3, type LocalS3 } from "../../../tests/support/s3-server";

const dataDir = mkdtempSync(path.join(tmpdir(), "lcn-runtime-s3-"));
let s3: LocalS3;

beforeAll(async () => {
  s3 = await startLocalS3(["runtime-photos"]);
  process.env.DATABASE_URL = `pglite://${dataDir}/db`;
  process.env.SEED_DEMO = "false";
  process.env.STORAGE_URL = `s3://runtime-photos/lcn?endpoint=${s3.endpoint}&forcePathStyle=true`;
  process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
}, 30_000);

afterAll(async () => {
  const { stopRuntime } = await import("~/server/runtime.server");
  await stopRuntime();
  // A later test file in this worker must not inherit a bucket that is gone.
  for (const name of ["STORAGE_URL", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"]) {
    delete process.env[name];
  }
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the runtime with STORAGE_URL", () => {
  it("stores and serves photos from the bucket, and names it without credentials", async () => {
    const { startRuntime, getDb, getServices } = await import("~/server/runtime.server");
    const { photoFiles } = await import("~/server/db/schema");
    const { processPhoto, storePhoto } = await import("~/server/photos/index.server");
    const lines = await startRuntime();
    expect(lines).toContain("photo files: s3://runtime-photos/lcn");
    expect(lines.join("\n")).not.toContain(S3RVER_CREDENTIALS.secretAccessKey);

    const photo = await processPhoto({ bytes: await smallPng(), field: "photos" });
    await storePhoto(getDb(), { photo, kind: "center", subjectId: randomUUID(), userId: "u" });
    const [files] = await getDb().select({ n: count() }).from(photoFiles);
    expect(files!.n).toBe(0);

    const name = `${photo.key}-960.webp`;
    const served = await getServices().photos.readFile({ name });
    const original = photo.renditions.find((r) => r.name === name)!;
    expect(Buffer.from(served!.bytes).equals(Buffer.from(original.bytes))).toBe(true);
    expect(getServices().photos.publicUrlOf({ name })).toBeNull();
  }, 120_000);
});
