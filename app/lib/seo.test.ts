/**
 * Canonical URLs per language (issue 28 item 2): a page's canonical names its own language's
 * address, so search engines never see a German page pointing at the English one.
 */
import { describe, expect, it } from "vitest";
import { localizedUrl, seoMeta } from "./seo";

const matchesIn = (locale: string) => [
  { id: "root", loaderData: { locale, siteUrl: "https://lan.example/" } },
];

describe("canonical URLs per language", () => {
  it("keeps an English page's URL and prefixes the others", () => {
    const url = "https://lan.example/lan-centers/0f0e8a44-59a4-4b4e-9a57-6f3c1c1b1c1b";
    expect(localizedUrl(matchesIn("en"), url)).toBe(url);
    expect(localizedUrl(matchesIn("de"), url)).toBe(
      "https://lan.example/de/lan-centers/0f0e8a44-59a4-4b4e-9a57-6f3c1c1b1c1b",
    );
    expect(localizedUrl(matchesIn("pt-BR"), "https://lan.example/events/x")).toBe(
      "https://lan.example/pt-BR/events/x",
    );
  });

  it("gives seoMeta's canonical link the page's language", () => {
    const canonical = (locale: string) =>
      seoMeta(matchesIn(locale), { title: "FAQ", description: "Questions", path: "/faq" }).find(
        (tag) => "rel" in tag && tag.rel === "canonical",
      );
    expect(canonical("ja")).toMatchObject({ href: "https://lan.example/ja/faq" });
    expect(canonical("en")).toMatchObject({ href: "https://lan.example/faq" });
  });
});
