/**
 * Job ids derived from a de-duplication key, so that sending the same key twice (two instances,
 * a repeated request) stores one job: a name-based UUIDv8 built from SHA-256 as in RFC 9562
 * Appendix B.2. Not a secret and not a signature: only a stable, well-spread id.
 */
import { createHash } from "node:crypto";

/**
 * The job id for `key` in queue `queue`.
 * @returns a UUID string (version 8, RFC 4122 variant)
 */
export function keyedJobId(queue: string, key: string): string {
  const bytes = createHash("sha256").update(`lan-center-network:job:${queue}\u0000${key}`).digest();
  bytes[6] = (bytes[6]! & 0x0f) | 0x80; // version 8
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10xx
  const hex = bytes.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
