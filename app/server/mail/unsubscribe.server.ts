/**
 * One-click unsubscribe links (issue 25 item 6, RFC 8058, ADR 075): a signed token naming one
 * account and one kind of mail, so that the link works without signing in and only switches off
 * that kind for that account. Signed and checked by better-auth's JWT helpers (jose, HS256) with
 * the app's auth secret; no hand-made signing.
 */
import { signJWT, verifyJWT } from "better-auth/crypto";
import { isMailKind, type MailKind } from "./preferences.server";

/** What the token's payload says it is for; a JWT for anything else is refused. */
const PURPOSE = "lan-center-network:unsubscribe";

/** How long a link keeps working: a year, longer than anyone keeps a reminder. */
const LINK_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

/** Whose mail, and which kind, a valid token switches off. */
export interface UnsubscribeTarget {
  userId: string;
  kind: MailKind;
}

/**
 * Signs a token for `target`.
 * @returns a compact JWS (URL-safe characters only)
 */
export function unsubscribeToken(secret: string, target: UnsubscribeTarget): Promise<string> {
  return signJWT(
    { sub: target.userId, kind: target.kind, use: PURPOSE },
    secret,
    LINK_LIFETIME_SECONDS,
  );
}

/**
 * Checks a token's signature, expiry and purpose.
 * @returns the account and kind, or null for anything else (forged, expired, other purpose)
 */
export async function readUnsubscribeToken(
  secret: string,
  token: string,
): Promise<UnsubscribeTarget | null> {
  if (!token || token.length > 2048) return null;
  const payload = await verifyJWT<{ sub?: unknown; kind?: unknown; use?: unknown }>(token, secret);
  if (!payload || payload.use !== PURPOSE || typeof payload.sub !== "string" || !payload.sub) {
    return null;
  }
  if (!isMailKind(payload.kind)) return null;
  return { userId: payload.sub, kind: payload.kind };
}

/**
 * The `List-Unsubscribe` and `List-Unsubscribe-Post` headers (RFC 2369, RFC 8058) of a message
 * of `kind` to account `userId`: `<https://PUBLIC_URL/unsubscribe?token=…>`.
 */
export async function unsubscribeHeaders(
  deps: { publicUrl: string; secret: string },
  target: UnsubscribeTarget,
): Promise<{ url: string; headers: Record<string, string> }> {
  const url = new URL("/unsubscribe", deps.publicUrl);
  url.searchParams.set("token", await unsubscribeToken(deps.secret, target));
  return {
    url: url.toString(),
    headers: {
      "List-Unsubscribe": `<${url.toString()}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
