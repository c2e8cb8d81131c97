/**
 * Per-page search and sharing tags (search engines and sharing): title, meta
 * description, canonical URL and Open Graph / Twitter card tags. Shared by every route's
 * `meta` export; absolute URLs are built from the root loader's `siteUrl` (PUBLIC_URL).
 */
import type { MetaDescriptor } from "react-router";
import { BASE_LOCALE, isLocale, localizeHref, type Locale } from "~/i18n/locales";

/** Site name appended to page titles and used as og:site_name. */
export const SITE_NAME = "LAN Center Network";

/** The sharing image (PNG rendered from og-image.svg; social sites do not accept SVG). */
export const OG_IMAGE = {
  path: "/images/og-image.png",
  width: 1200,
  height: 630,
  alt: "LAN Center Network, Uniting centers world-wide, on a dark neon background",
} as const;

/** What one page says about itself to search engines and social sites. */
export interface PageSeo {
  /** Page title without the site name; `fullTitle` true uses it as is. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /**
   * Path of the canonical URL in English, e.g. "/faq" (no query: filtered views share one
   * canonical); the page's language prefix is added ("/de/faq").
   */
  path: string;
}

/** The shape of a meta-function match: only `id` and `loaderData` are read. */
interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/**
 * The page's language from the root route's loader data (English if missing), for its canonical
 * URL (issue 28 item 2: canonicals are per language).
 */
export function localeFrom(matches: readonly (MatchLike | undefined)[]): Locale {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : BASE_LOCALE;
}

/**
 * The title of a page whose item was not found (a route's `meta` without loader data).
 * @param english the English title without the site name ("LAN center not found")
 * @returns the English title on English pages; elsewhere the root's "Not found" in the page's
 *   language (the root loader's `t.notFound`), with the site name
 */
export function notFoundTitle(
  matches: readonly (MatchLike | undefined)[],
  english: string,
): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { t?: { notFound?: unknown } } | undefined;
  const word = root?.t?.notFound;
  const title = localeFrom(matches) === BASE_LOCALE || typeof word !== "string" ? english : word;
  return `${title} | ${SITE_NAME}`;
}

/** Returns the site's absolute base URL from the root route's loader data ("" if missing). */
export function siteUrlFrom(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { siteUrl?: unknown } | undefined;
  return typeof root?.siteUrl === "string" ? root.siteUrl.replace(/\/+$/, "") : "";
}

/**
 * An absolute English page URL in the page's own language, for a canonical link (issue 28 item
 * 2): `https://site/lan-centers/x` on a German page is `https://site/de/lan-centers/x`.
 * @param url absolute URL of the English page
 */
export function localizedUrl(matches: readonly (MatchLike | undefined)[], url: string): string {
  const parsed = new URL(url);
  return new URL(localizeHref(localeFrom(matches), parsed.pathname), parsed).href;
}

/**
 * Builds the meta descriptors for a page.
 * @param matches the `matches` argument of the route's meta function
 * @param page title, description and canonical path
 * @returns title, description, canonical link, og:* and twitter:* descriptors
 */
export function seoMeta(
  matches: readonly (MatchLike | undefined)[],
  page: PageSeo,
): MetaDescriptor[] {
  const base = siteUrlFrom(matches);
  const title = page.fullTitle ? page.title : `${page.title} | ${SITE_NAME}`;
  const url = `${base}${localizeHref(localeFrom(matches), page.path)}`;
  const image = `${base}${OG_IMAGE.path}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: OG_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
