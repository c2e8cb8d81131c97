/**
 * The site's languages and its localized URLs (issue 28 items 1 and 2, ADR 099). English is the
 * source language and keeps today's unprefixed routes; every other language lives under its own
 * prefix (`/de/faq`, `/pt-BR/events`). Browser-safe and small: the header, footer and links use
 * it on every page, so it carries no message text (that is rendered on the server, ADR 099).
 */

/** Every language of the site, English first (the order of the language switcher). */
export const LOCALES = ["en", "de", "fr", "es", "pt-BR", "ja", "ko"] as const;

/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** The source language: unprefixed URLs, the `x-default` alternate, the fallback everywhere. */
export const BASE_LOCALE: Locale = "en";

/** Each language's own name, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  ja: "日本語",
  ko: "한국어",
};

/** Whether `value` is one of our locale codes, exactly as written in {@link LOCALES}. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The URL prefix of a locale: "" for English, "/de" for German. */
export function localePrefix(locale: Locale): string {
  return locale === BASE_LOCALE ? "" : `/${locale}`;
}

/**
 * The language of a URL path, from its first segment.
 * @param pathname a path such as "/de/faq", "/pt-BR" or "/faq"
 * @returns the prefix's locale, or English for an unprefixed path
 */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/", 2)[1] ?? "";
  return first !== BASE_LOCALE && isLocale(first) ? first : BASE_LOCALE;
}

/**
 * A path without its language prefix: "/de/faq" → "/faq", "/ja" → "/", "/faq" → "/faq".
 */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === BASE_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * A site link in `locale`: `localizeHref("de", "/faq")` is "/de/faq", `localizeHref("ja", "/")`
 * is "/ja", English links are unchanged. A link that already carries a prefix is moved to
 * `locale`; anything that is not a site path (`#join`, `mailto:`, `https://…`, `//host`) is
 * returned as it is.
 * @param locale the language of the target page
 * @param href a site path, optionally with query and hash ("/events?when=week#list")
 */
export function localizeHref(locale: Locale, href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const tail = cut === -1 ? "" : href.slice(cut);
  const bare = stripLocale(path);
  if (locale === BASE_LOCALE) return `${bare}${tail}`;
  return `${localePrefix(locale)}${bare === "/" ? "" : bare}${tail}`;
}

/**
 * The site language a browser prefers, from `navigator.languages` or the tags of an
 * `Accept-Language` header in order of preference: an exact match ("pt-BR", "de") first, then
 * the primary language ("de-AT" → de, "pt-PT" → pt-BR, "en-GB" → en).
 * @returns the first of the visitor's languages the site has, or null when it has none
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const lower = tag.trim().toLowerCase();
    if (!lower || lower === "*") continue;
    const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const primary = lower.split("-")[0];
    const byPrimary = LOCALES.find((locale) => locale.toLowerCase().split("-")[0] === primary);
    if (byPrimary) return byPrimary;
  }
  return null;
}

/**
 * The language tags of an `Accept-Language` header, most preferred first (`q=0` dropped).
 * @param header e.g. "de-DE,de;q=0.9,en;q=0.8"
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((entry) => entry.tag);
}
