/**
 * Photos in object storage (issue 29 item 3, ADR 096), against s3rver started here on a free
 * port in a temporary folder: an upload lands in the bucket (not in `photo_files`), is served back
 * byte-identical by `/photos/<file>` with immutable caching (or redirected to the store's public
 * address), deletions reach the bucket only after their transaction committed (account deletion
 * included), and `STORAGE_URL` is checked with a clear message.
 */
import { randomUUID } from "node:crypto";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { smallPng, jpegWithGps } from "../../../tests/support/photo-samples";
import { S3RVER_CREDENTIALS, startLocalS3, type LocalS3 } from "../../../tests/support/s3-server";
import { openTestDatabase } from "../../../tests/support/test-databases";
import { loader as photoLoader } from "~/routes/photos.$file";
import { ConfigError, parseConfig, parseStorageArgument } from "../config.server";
import type { DatabaseHandle } from "../db/client.server";
import { servicesContext, type Services } from "../services.server";
import { eraseAccount } from "../privacy/service.server";
import { processPhoto, type ProcessedPhoto } from "./process.server";
import { createS3Storage } from "./s3-storage.server";
import { photoDeletions, photoFiles } from "./schema";
import { createJobs, TestClock } from "../jobs/index.server";
import { createPhotosService, schedulePhotoSweep } from "./service.server";
import { fileNamesOfKey, usePhotoStorage } from "./storage.server";
import { prunePhotos, storePhoto, sweepPhotoDeletions } from "./store.server";

let s3: LocalS3;
let handle: DatabaseHandle;
let store: ReturnType<typeof createS3Storage>;
let red: ProcessedPhoto;
let gps: ProcessedPhoto;

beforeAll(async () => {
  s3 = await startLocalS3();
  handle = await openTestDatabase("PGlite");
  store = createS3Storage(s3.config(), { credentials: S3RVER_CREDENTIALS });
  red = await processPhoto({ bytes: await smallPng(), field: "photos" });
  gps = await processPhoto({ bytes: await jpegWithGps(), field: "photos" });
}, 60_000);

afterAll(async () => {
  usePhotoStorage(undefined);
  await handle?.close();
  await s3?.stop();
});

afterEach(() => usePhotoStorage(undefined));

/** `GET /photos/<name>` through the route module, on a photos service of the test database. */
async function get(name: string): Promise<Response> {
  const context = new RouterContextProvider();
  const photos = createPhotosService({ db: handle.db });
  context.set(servicesContext, { photos } as unknown as Services);
  return (await photoLoader({
    params: { file: name },
    context,
    request: new Request(`http://localhost/photos/${name}`),
  } as never)) as Response;
}

async function bucketNames(key: string): Promise<string[]> {
  const names: string[] = [];
  for await (const name of store.list()) if (name.startsWith(key)) names.push(name);
  return names.sort();
}

async function rowsOf(key: string) {
  return handle.db.select().from(photoFiles).where(eq(photoFiles.key, key));
}

describe("photos in an S3-compatible bucket", () => {
  it("an upload goes to the bucket, not the database, and is served back identical and immutable", async () => {
    usePhotoStorage(store);
    const subjectId = randomUUID();
    const stored = await storePhoto(handle.db, {
      photo: red,
      kind: "center",
      subjectId,
      userId: "u-upload",
    });
    expect(stored.url).toBe(`/photos/${red.key}-960.webp`);
    expect(await bucketNames(red.key)).toEqual(fileNamesOfKey(red.key).sort());
    expect(await rowsOf(red.key)).toEqual([]);
    // The objects carry their type and lifetime, for a CDN in front of the bucket.
    const head = await store.client.send(
      new HeadObjectCommand({ Bucket: "photos", Key: `${red.key}-480.avif` }),
    );
    expect(head.ContentType).toBe("image/avif");
    expect(head.CacheControl).toBe("public, max-age=31536000, immutable");

    for (const rendition of red.renditions) {
      const answer = await get(rendition.name);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.get("Content-Type")).toBe(rendition.contentType);
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(bytes.equals(Buffer.from(rendition.bytes))).toBe(true);
    }
    expect((await get(`${"0".repeat(24)}-480.webp`)).status).toBe(404);
    expect((await get("..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
    await prunePhotos(handle.db, { kind: "center", subjectId, keep: [] });
    await sweepPhotoDeletions(handle.db, store);
  }, 30_000);

  it("a deletion reaches the bucket once its transaction committed, never on a rollback", async () => {
    usePhotoStorage(store);
    const subjectId = randomUUID();
    await storePhoto(handle.db, { photo: gps, kind: "center", subjectId, userId: "u-del" });
    const name = `${gps.key}-480.avif`;

    // A rolled-back deletion leaves the files and no deletion request.
    await expect(
      handle.db.transaction(async (tx) => {
        await prunePhotos(tx, { kind: "center", subjectId, keep: [] });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await handle.db.select().from(photoDeletions)).toEqual([]);
    expect(await store.exists(name)).toBe(true);

    // A committed one: requested in the transaction, done by the sweep.
    expect(await prunePhotos(handle.db, { kind: "center", subjectId, keep: [] })).toBe(1);
    expect(await handle.db.select({ key: photoDeletions.key }).from(photoDeletions)).toEqual([
      { key: gps.key },
    ]);
    expect(await store.exists(name)).toBe(true);
    expect(await sweepPhotoDeletions(handle.db, store)).toBe(1);
    expect(await bucketNames(gps.key)).toEqual([]);
    expect(await handle.db.select().from(photoDeletions)).toEqual([]);
    expect((await get(name)).status).toBe(404);
  }, 30_000);

  it("the same bytes uploaded again before the sweep keep their files", async () => {
    usePhotoStorage(store);
    const first = randomUUID();
    await storePhoto(handle.db, { photo: red, kind: "party", subjectId: first, userId: "u-again" });
    await prunePhotos(handle.db, { kind: "party", subjectId: first, keep: [] });
    const second = randomUUID();
    await storePhoto(handle.db, {
      photo: red,
      kind: "party",
      subjectId: second,
      userId: "u-again",
    });
    expect(await handle.db.select().from(photoDeletions)).toEqual([]);
    expect(await sweepPhotoDeletions(handle.db, store)).toBe(0);
    expect(await bucketNames(red.key)).toHaveLength(6);
    await prunePhotos(handle.db, { kind: "party", subjectId: second, keep: [] });
    expect(await sweepPhotoDeletions(handle.db, store)).toBe(1);
    expect(await bucketNames(red.key)).toEqual([]);
  }, 30_000);

  it("Delete account removes the account's photos from the bucket right after the commit", async () => {
    usePhotoStorage(store);
    const userId = `u-${randomUUID()}`;
    await storePhoto(handle.db, { photo: gps, kind: "community", subjectId: randomUUID(), userId });
    expect(await bucketNames(gps.key)).toHaveLength(6);
    const photos = createPhotosService({ db: handle.db });
    await eraseAccount(
      handle.db,
      { userId, email: "gone@example.com" },
      { attendance: { notifyPromotions: async () => 0 }, photos },
    );
    expect(await bucketNames(gps.key)).toEqual([]);
    expect(await handle.db.select().from(photoDeletions)).toEqual([]);
  }, 30_000);

  it("the photo-sweep job removes pending files every 15 minutes", async () => {
    usePhotoStorage(store);
    const clock = new TestClock(new Date("2026-11-26T10:00:30Z"));
    const jobs = createJobs({ database: handle, clock, log: () => {} });
    createPhotosService({ db: handle.db, jobs, clock });
    await jobs.start();
    try {
      await schedulePhotoSweep({ jobs, clock });
      const subjectId = randomUUID();
      await storePhoto(handle.db, { photo: red, kind: "center", subjectId, userId: "u-job" });
      await prunePhotos(handle.db, { kind: "center", subjectId, keep: [] });
      await jobs.drain();
      expect(await bucketNames(red.key)).toHaveLength(6);
      await clock.advance(14 * 60 * 1000);
      await jobs.drain();
      expect(await bucketNames(red.key)).toHaveLength(6);
      await clock.advance(60 * 1000);
      await jobs.drain();
      expect(await bucketNames(red.key)).toEqual([]);
      expect(await handle.db.select().from(photoDeletions)).toEqual([]);
      // Each run queues the next one.
      await storePhoto(handle.db, { photo: red, kind: "center", subjectId, userId: "u-job" });
      await prunePhotos(handle.db, { kind: "center", subjectId, keep: [] });
      await clock.advance(15 * 60 * 1000);
      await jobs.drain();
      expect(await bucketNames(red.key)).toEqual([]);
    } finally {
      await jobs.stop();
    }
  }, 60_000);

  it("with a public address, /photos/<file> redirects there for good", async () => {
    const cdn = createS3Storage(
      { ...s3.config(), prefix: "lcn/", publicUrl: "https://cdn.example.com/" },
      { credentials: S3RVER_CREDENTIALS },
    );
    usePhotoStorage(cdn);
    const name = `${red.key}-1600.webp`;
    const answer = await get(name);
    expect(answer.status).toBe(301);
    expect(answer.headers.get("Location")).toBe(`https://cdn.example.com/lcn/${name}`);
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await get("not-a-photo.webp")).status).toBe(404);
  });

  it("the database default keeps files in photo_files", async () => {
    usePhotoStorage(null);
    const subjectId = randomUUID();
    await storePhoto(handle.db, { photo: red, kind: "center", subjectId, userId: "u-db" });
    expect(await rowsOf(red.key)).toHaveLength(6);
    expect(await bucketNames(red.key)).toEqual([]);
    expect((await get(`${red.key}-480.webp`)).status).toBe(200);
    await prunePhotos(handle.db, { kind: "center", subjectId, keep: [] });
    expect(await rowsOf(red.key)).toEqual([]);
  }, 30_000);
});

describe("STORAGE_URL", () => {
  const configOf = (env: Record<string, string>) => parseConfig({ PORT: "3000", ...env });

  it("is the database by default (empty or db)", () => {
    expect(configOf({}).storage).toBeNull();
    expect(configOf({ STORAGE_URL: "" }).storage).toBeNull();
    expect(configOf({ STORAGE_URL: "db" }).storage).toBeNull();
  });

  it("names a bucket, its endpoint, region, path style and public address", () => {
    expect(
      configOf({
        STORAGE_URL:
          "s3://lcn-photos/site?endpoint=http://minio:9000&region=eu-central-1&forcePathStyle=true",
        STORAGE_PUBLIC_URL: "https://cdn.example.com",
      }).storage,
    ).toEqual({
      bucket: "lcn-photos",
      prefix: "site/",
      endpoint: "http://minio:9000",
      region: "eu-central-1",
      forcePathStyle: true,
      publicUrl: "https://cdn.example.com",
    });
    expect(configOf({ STORAGE_URL: "s3://photos" }).storage).toMatchObject({
      endpoint: null,
      region: "us-east-1",
      forcePathStyle: false,
    });
  });

  it("refuses anything else with one clear line", () => {
    const message = (value: string) => {
      try {
        configOf({ STORAGE_URL: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error("accepted");
    };
    expect(message("https://bucket")).toBe(
      "Invalid configuration: STORAGE_URL is invalid (expected db, or s3://bucket?endpoint=https://host&region=…&forcePathStyle=true; the scheme must be s3://).",
    );
    expect(message("s3://key:secret@photos")).toContain(
      "credentials belong in AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY",
    );
    expect(message("s3://key:secret@photos")).not.toContain("secret@");
    expect(message("s3://photos?endpoint=minio:9000")).toContain("endpoint must be an http(s) URL");
    expect(message("s3://photos?forcePathStyle=yes")).toContain(
      "forcePathStyle must be true or false",
    );
    expect(message("s3://photos?bucket=x")).toContain("unknown parameter bucket");
    expect(() => parseStorageArgument("s3://")).toThrow(ConfigError);
  });

  it("adds the public address's origin to the photos' CSP img-src", () => {
    expect(
      configOf({ STORAGE_URL: "s3://photos", STORAGE_PUBLIC_URL: "https://cdn.example.com/lcn" })
        .csp.imgSrc,
    ).toEqual(["https://cdn.example.com"]);
  });
});
