/**
 * URL helpers shared by browser and server.
 */

/**
 * Returns `value` normalised when it is an absolute http(s) URL, else null; used for every
 * user-supplied link we render (e.g. 'Visit Website'), so `javascript:` and the like never
 * reach an href.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Returns `value` as a path on this site ("/dashboard/email?x=1#y") when it is one, else null.
 * Accepts a bare path or an absolute URL whose origin is `siteOrigin`; refuses
 * protocol-relative ("//evil.example"), backslash tricks and other origins, so redirects
 * built from user input never leave the site (sign-in redirects and /auth/confirm).
 */
export function sameSitePath(value: string | null | undefined, siteOrigin?: string): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  // Control characters and backslashes: browsers normalise them into other hosts.
  if ([...trimmed].some((ch) => ch === "\\" || ch.charCodeAt(0) < 0x20)) return null;
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  const isBarePath = trimmed.startsWith("/") && !trimmed.startsWith("//");
  const sameOrigin = isBarePath
    ? url.origin === base
    : siteOrigin !== undefined && url.origin === new URL(siteOrigin).origin;
  if (!sameOrigin) return null;
  // "/.//evil.example" resolves to the path "//evil.example", which a browser reads as a host.
  if (url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sanitised `redirectTo`: a same-site path, else `fallback` (default /dashboard). */
export function safeRedirectTo(value: string | null | undefined, fallback = "/dashboard"): string {
  const path = sameSitePath(value);
  return path && !path.startsWith("/login") && !path.startsWith("/logout") ? path : fallback;
}
