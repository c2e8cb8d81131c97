/**
 * The better-auth signing secret (docs/architecture.md "Configuration"): BETTER_AUTH_SECRET when
 * set (required in production), else a random secret generated once and kept in `.data/`.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Returns `configured` when set; otherwise reads or creates `<dataDir>/auth-secret`
 * (mode 0600). @throws when the file cannot be read or written
 */
export function resolveAuthSecret(configured: string | undefined, dataDir = ".data"): string {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
