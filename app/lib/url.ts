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
