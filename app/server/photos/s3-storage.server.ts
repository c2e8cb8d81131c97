/**
 * Photo files in an S3-compatible bucket (issue 29 item 3, ADR 096) through the AWS SDK v3
 * (`@aws-sdk/client-s3`): AWS S3, MinIO, Garage, Cloudflare R2, s3rver in the tests. Objects are
 * `<prefix><key>-<width>.<format>`, written with their MIME type and
 * `Cache-Control: public, max-age=31536000, immutable` so a CDN in front of the bucket keeps them.
 * Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, or
 * an instance role); they are never logged or put in a label.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { parsePhotoFileName } from "~/lib/photo-urls";
import type { S3StorageConfig } from "../config.server";
import { contentTypeOfName, type PhotoStorage } from "./storage.server";

/** The header every stored photo object carries (and that `/photos/<file>` answers with). */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * A store on the bucket `config` names.
 * @param config the parsed `STORAGE_URL` (and `STORAGE_PUBLIC_URL`)
 * @param options.credentials explicit keys (tests); default: the SDK's chain
 * @returns the store; calls throw the SDK's errors (network, access denied, no such bucket)
 */
export function createS3Storage(
  config: S3StorageConfig,
  options: { credentials?: { accessKeyId: string; secretAccessKey: string } } = {},
): PhotoStorage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const { bucket, prefix } = config;
  const objectKey = (name: string) => `${prefix}${name}`;
  const publicBase = config.publicUrl?.replace(/\/+$/, "") ?? null;
  return {
    client,
    label: `s3://${bucket}${prefix ? `/${prefix.replace(/\/$/, "")}` : ""}`,
    transactional: false,
    async put(name, file) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(name),
          Body: file.bytes,
          ContentType: file.contentType,
          ContentLength: file.bytes.byteLength,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async get(name) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(name) }),
        );
        if (!answer.Body) return null;
        const bytes = await answer.Body.transformToByteArray();
        return {
          bytes,
          contentType: contentTypeOfName(name) ?? answer.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(name) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(names) {
      // DeleteObjects takes at most 1000 keys per call.
      for (let start = 0; start < names.length; start += 1000) {
        const batch = names.slice(start, start + 1000);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((name) => ({ Key: objectKey(name) })), Quiet: true },
          }),
        );
        const failed = answer.Errors?.[0];
        if (failed) throw new Error(`S3 delete of ${failed.Key} failed: ${failed.Code}`);
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix || undefined,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length);
          if (name && parsePhotoFileName(name)) yield name;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    publicUrl: (name) => (publicBase ? `${publicBase}/${objectKey(name)}` : null),
  };
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata
    ?.httpStatusCode;
  return status === 404;
}
