/**
 * A local S3-compatible server for tests (issue 29 item 3, ADR 096): s3rver on a free port with
 * its files in a fresh temporary folder, one bucket created. `start` answers the `STORAGE_URL`
 * parts and the credentials s3rver accepts (its fixed test keys); `stop` closes it and removes the
 * folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageConfig } from "~/server/config.server";

/** s3rver's built-in account (its documented default keys, not a secret). */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** A running local S3 server. */
export interface LocalS3 {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** The folder holding its buckets (objects are files under `<dir>/<bucket>/`). */
  dir: string;
  /** A store configuration on `bucket` of this server (no public address). */
  config(bucket?: string): S3StorageConfig;
  stop(): Promise<void>;
}

/**
 * Starts s3rver with the buckets `buckets` (default `photos`).
 * @returns the running server
 */
export async function startLocalS3(buckets: string[] = ["photos"]): Promise<LocalS3> {
  const dir = mkdtempSync(path.join(tmpdir(), "lcn-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    dir,
    config: (bucket = buckets[0]!) => ({
      bucket,
      prefix: "",
      endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      publicUrl: null,
    }),
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
