/**
 * Masking of secrets and personal data in log lines (issue 29 item 4, ADR 097): e-mail
 * addresses, the values of secret-bearing query parameters (`token`, `code`, `password`, ...)
 * and bearer credentials in any text, and the field paths pino's `redact` removes from logged
 * objects. Pure functions: no I/O.
 */

/** What a masked e-mail address is written as. */
export const EMAIL_MASK = "[email]";

/** What a removed secret is written as. */
export const SECRET_MASK = "[redacted]";

/**
 * Query parameter and field names whose values are secrets or personal data: sign-in codes,
 * passwords, tokens (unsubscribe, reset, idempotency, Stripe session), e-mail addresses.
 */
export const SECRET_NAMES = [
  "password",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "code",
  "otp",
  "token",
  "secret",
  "email",
  "newEmail",
  "session_id",
  "sessionToken",
  "apiKey",
  "key",
  "signature",
] as const;

// Local part and domain as RFC 5322 allows in practice (also inside percent-encoded URLs, where
// `@` is `%40`).
const EMAIL = /[A-Za-z0-9._%+'-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const SECRET_PARAM = new RegExp(`([?&;](?:${SECRET_NAMES.join("|")})=)[^&;#\\s"']*`, "gi");
// "code 123456", "Your code: 123456", "otp=123456": an e-mailed code written into a text.
const CODE_IN_TEXT = /\b(code|otp)(\s*[:=]?\s*)\d{4,8}\b/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const SESSION_COOKIE = /((?:__Secure-|__Host-)?[\w.-]*session[\w.-]*=)[^;\s"']+/gi;

/**
 * Masks e-mail addresses, secret query parameter values (`?token=…` → `?token=[redacted]`),
 * codes written after "code" or "otp", bearer/basic credentials and session cookie values in a
 * text.
 * @param text any log text: a message, a URL, an error message or stack
 * @returns the text with those parts replaced; unchanged when none occur
 */
export function maskSecrets(text: string): string {
  let out = text;
  if (out.includes("=")) {
    out = out.replace(SECRET_PARAM, `$1${SECRET_MASK}`).replace(SESSION_COOKIE, `$1${SECRET_MASK}`);
  }
  if (out.includes("@") || out.includes("%40")) out = out.replace(EMAIL, EMAIL_MASK);
  if (/code|otp/i.test(out)) out = out.replace(CODE_IN_TEXT, `$1$2${SECRET_MASK}`);
  if (/bearer|basic/i.test(out)) out = out.replace(BEARER, `$1 ${SECRET_MASK}`);
  return out;
}

/**
 * Masks every string inside a logged value (plain objects and arrays to `depth` levels), for the
 * fields pino's `redact` paths do not name (an error's message, a free-form detail). Objects of
 * a class (a request, a response, an error) are left as they are, for their serializers.
 * @returns a copy where something was masked, else the same value
 */
export function maskDeep(value: unknown, depth = 4): unknown {
  if (typeof value === "string") return maskSecrets(value);
  if (depth <= 0 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth - 1));
  // Only plain objects: a request, response or error is left to its serializer.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const masked = maskDeep(item, depth - 1);
    if (masked !== item) {
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = masked;
    }
  }
  return copy ?? value;
}

/**
 * The paths pino's `redact` censors in every logged object (pino `redact.paths` syntax): request
 * cookies and credentials, the cookies an answer sets, and secret fields at the top level or one
 * or two levels down (a logged form, a logged user).
 */
export const REDACT_PATHS: string[] = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "cookie",
  "authorization",
  ...SECRET_NAMES.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]),
];
