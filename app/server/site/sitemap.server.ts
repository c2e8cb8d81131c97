/**
 * /sitemap.xml and /robots.txt bodies (search engines and sharing): a sitemaps.org 0.9 urlset of
 * the public pages with absolute URLs, and robots rules pointing at it.
 */

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
 * @param baseUrl the site's public base URL (PUBLIC_URL), with or without a trailing slash
 * @param paths absolute paths such as "/faq"
 * @returns the sitemap XML document
 */
export function buildSitemapXml(baseUrl: string, paths: readonly string[]): string {
  const base = baseUrl.replace(/\/+$/, "");
  const urls = paths
    .map((path) => `  <url>\n    <loc>${escapeXml(`${base}${path}`)}</loc>\n  </url>`)
    .join("\n");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
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
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
