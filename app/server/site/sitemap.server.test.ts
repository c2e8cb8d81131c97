import { describe, expect, it } from "vitest";
import { publicPagePaths } from "~/content/public-pages";
import { buildRobotsTxt, buildSitemapXml } from "./sitemap.server";

describe("buildSitemapXml", () => {
  it("lists every path once as an absolute, escaped URL", () => {
    const xml = buildSitemapXml("https://lan.example/", ["/", "/faq?a=1&b=2"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ');
    expect(xml).toContain("<loc>https://lan.example/</loc>");
    expect(xml).toContain("<loc>https://lan.example/faq?a=1&amp;b=2</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("lists each page's seven languages and x-default as alternates (issue 28 test 2)", () => {
    const xml = buildSitemapXml("https://lan.example", ["/", "/faq"]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const faq = xml.split("<url>")[2]!;
    expect(faq).toContain("<loc>https://lan.example/faq</loc>");
    for (const [lang, href] of [
      ["en", "/faq"],
      ["de", "/de/faq"],
      ["fr", "/fr/faq"],
      ["es", "/es/faq"],
      ["pt-BR", "/pt-BR/faq"],
      ["ja", "/ja/faq"],
      ["ko", "/ko/faq"],
      ["x-default", "/faq"],
    ]) {
      expect(faq).toContain(
        `<xhtml:link rel="alternate" hreflang="${lang}" href="https://lan.example${href}"/>`,
      );
    }
    const home = xml.split("<url>")[1]!;
    expect(home).toContain('hreflang="ja" href="https://lan.example/ja"/>');
    expect(home.match(/<xhtml:link /g)).toHaveLength(8);
  });
});

describe("publicPagePaths", () => {
  it("has the 20 public content pages of the route table plus /events, each once", () => {
    expect(new Set(publicPagePaths).size).toBe(publicPagePaths.length);
    expect(publicPagePaths).toHaveLength(21);
    expect(publicPagePaths).toEqual(
      expect.arrayContaining([
        "/",
        "/lan-centers",
        "/events",
        "/ltcoffeeshops",
        "/signup-contender",
      ]),
    );
  });
});

describe("buildRobotsTxt", () => {
  it("points at the absolute sitemap and keeps /dev/ out", () => {
    const robots = buildRobotsTxt("https://lan.example");
    expect(robots).toContain("Sitemap: https://lan.example/sitemap.xml");
    expect(robots).toContain("Disallow: /dev/");
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toContain("Disallow: /de/dashboard");
    expect(robots).toContain("Disallow: /pt-BR/admin/");
  });
});
