/**
 * Reading a page's Content-Security-Policy in tests (ADR 004, ADR 091): a page rendered for this
 * request allows its scripts by a fresh nonce; a kept anonymous page (sent as stored bytes)
 * allows its inline scripts by their SHA-256 and carries no nonce.
 */
import { createHash } from "node:crypto";
import { expect } from "@playwright/test";

/** Directives of a Content-Security-Policy header by name. */
export function cspDirectives(header: string | null | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

/** The `'sha256-…'` source of an inline script's text, as a browser computes it. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Checks that a page's `script-src` allows exactly its own scripts and nothing inline besides:
 * 'strict-dynamic' and no 'unsafe-inline'/'unsafe-eval'; with a nonce, every `<script>` carries
 * it; without one, no `<script>` carries a nonce and every inline script's hash is listed (an
 * answer that is not HTML, such as a kept JSON answer, then allows no script at all).
 * @returns which kind the policy is, and the nonce when it has one
 */
export function expectScriptPolicyCovers(
  html: string,
  cspHeader: string | null | undefined,
  label: string,
): { kind: "nonce"; nonce: string } | { kind: "hashes"; hashes: string[] } {
  const scriptSrc = cspDirectives(cspHeader).get("script-src") ?? [];
  expect(scriptSrc, label).toContain("'strict-dynamic'");
  expect(scriptSrc, label).not.toContain("'unsafe-inline'");
  expect(scriptSrc, label).not.toContain("'unsafe-eval'");
  const nonceSource = scriptSrc.find((value) => value.startsWith("'nonce-"));
  if (nonceSource) {
    const nonce = nonceSource.slice("'nonce-".length, -1);
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag, label).toContain(`nonce="${nonce}"`);
    }
    return { kind: "nonce", nonce };
  }
  const hashes = scriptSrc.filter((value) => value.startsWith("'sha256-"));
  expect(html, label).not.toMatch(/<script\b[^>]*\snonce=/);
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(match[1]!)) continue;
    expect(hashes, `${label}: inline script ${match[2]!.slice(0, 40)}`).toContain(
      scriptHash(match[2]!),
    );
  }
  return { kind: "hashes", hashes };
}
