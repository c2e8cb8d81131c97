/**
 * /sitemap.xml and /robots.txt bodies (search engines and sharing): a sitemaps.org 0.9 urlset of
 * the public pages with absolute URLs, each with its `xhtml:link` alternates in the seven
 * languages plus `x-default` (issue 28 item 2), and robots rules pointing at it.
 */
import { BASE_LOCALE, LOCALES, localePrefix, localizeHref } from "~/i18n/locales";

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) =>
    char === "<"
      ? "&lt;"
      : char === ">"
        ? "&gt;"
        : char === "&"
          ? "&amp;"
          : char === "'"
            ? "&apos;"
            : "&quot;",
  );

/**
 * One `<url>` per page, at its English (x-default) address, listing every language version as
 * an `xhtml:link rel="alternate"` (Google's sitemap form of hreflang). Only the English address
 * is a `<loc>`, so the file grows by the links, not seven times over; the other languages are
 * found through the alternates.
 * @param baseUrl the site's public base URL (PUBLIC_URL), with or without a trailing slash
 * @param paths absolute English paths such as "/faq"
 * @returns the sitemap XML document
 */
export function buildSitemapXml(baseUrl: string, paths: readonly string[]): string {
  const base = baseUrl.replace(/\/+$/, "");
  const alternate = (hreflang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${base}${href}`)}"/>`;
  const urls = paths
    .map((path) =>
      [
        "  <url>",
        `    <loc>${escapeXml(`${base}${path}`)}</loc>`,
        ...LOCALES.map((locale) => alternate(locale, localizeHref(locale, path))),
        alternate("x-default", path),
        "  </url>",
      ].join("\n"),
    )
    .join("\n");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
  );
}

/** Paths robots should not crawl: owner, account and development pages. */
export const disallowedPaths = [
  "/dev/",
  "/admin/",
  "/dashboard",
  "/payment",
  "/success",
  "/contacts",
  "/admin-login",
  "/edit-lan-center",
  "/edit-lan-party",
  "/register-lan-center",
  "/register-lan-party",
  "/reset-password",
  "/change-password",
  "/verify-reset-code",
  "/auth/",
] as const;

/** The robots.txt body, pointing at the absolute sitemap URL. */
export function buildRobotsTxt(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    // In every language: /dashboard and /de/dashboard alike (issue 28 item 2).
    ...LOCALES.flatMap((locale) =>
      disallowedPaths.map((path) =>
        locale === BASE_LOCALE ? `Disallow: ${path}` : `Disallow: ${localePrefix(locale)}${path}`,
      ),
    ),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
