/**
 * The way back after signing in or up, in the page's language (issue 28 item 2, ADR 099): a German
 * visitor who signs in on /de/login lands on /de/… . Only page routes have localized copies
 * (app/routes.ts); resource routes (JSON, CSV, feeds, /follow, /go, /api …) stay unprefixed, or
 * the redirect would end on a 404. Takes paths that are already checked as same-site
 * (`safeRedirectTo`/`sameSitePath`), and never makes a path leave the site.
 */
import { BASE_LOCALE, localeFromPath, localizeHref, type Locale } from "./locales";

/** First path segments that belong to resource routes only (app/routes/*.ts). */
const RESOURCE_SEGMENTS = new Set([
  "api",
  "billing-portal",
  "calendar",
  "dev",
  "follow",
  "go",
  "insights",
  "language",
  "map",
  "photos",
  "places",
]);

/**
 * Whether `path` is served by a resource route (no localized copy): a file-like last segment
 * (`.json`, `.csv`, `.ics`, `.txt`, `.xml`) or a resource-only first segment.
 * @param path a site path, optionally with query and hash
 */
export function isResourcePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  if (/\.(json|csv|ics|txt|xml)$/i.test(pathname)) return true;
  return RESOURCE_SEGMENTS.has(pathname.split("/", 2)[1] ?? "");
}

/**
 * `path` in `locale`: "/me" on a German page is "/de/me". A path that already names a language,
 * a resource route and every English page stay as they are.
 * @param locale the language of the page the form was sent from
 * @param path a same-site path (already sanitised by the caller)
 */
export function localizedWayBack(locale: Locale, path: string): string {
  if (locale === BASE_LOCALE || !path.startsWith("/") || path.startsWith("//")) return path;
  if (localeFromPath(path) !== BASE_LOCALE || isResourcePath(path)) return path;
  return localizeHref(locale, path);
}
