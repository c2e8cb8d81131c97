/**
 * Seven languages, the foundation (issue 28 items 2 and 6, ADR 099), through the real server:
 * prefixed pages in their language with `<html lang>`, hreflang alternates, per-language
 * canonicals and translated chrome; the 404 page in German; the sitemap's alternates; the
 * per-language page cache ("Done when" test 6), with `/` one cached page whatever the
 * Accept-Language; the language banner on `/` (suggests, never redirects, dismissible); the
 * switcher without JavaScript and a signed-in account's saved choice; axe on /de and /ja.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { expectScriptPolicyCovers } from "../support/csp";
import { test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";

const LANGS = ["en", "de", "fr", "es", "pt-BR", "ja", "ko"] as const;

/** The path of a page in a language: "/faq" in "de" is "/de/faq", "/" in "ja" is "/ja". */
const inLang = (lang: string, path: string) =>
  lang === "en" ? path : `/${lang}${path === "/" ? "" : path}`;

test("prefixed pages speak their language, with hreflang alternates and their own canonical", async ({
  request,
  baseURL,
}) => {
  const skip: Record<string, string> = {
    en: "Skip to content",
    de: "Zum Inhalt springen",
    ja: "本文へスキップ",
    "pt-BR": "Pular para o conteúdo",
  };
  for (const [lang, text] of Object.entries(skip)) {
    for (const path of ["/", "/faq"]) {
      const response = await request.get(inLang(lang, path));
      expect(response.status(), `${lang} ${path}`).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(text);
      for (const alt of LANGS) {
        expect(html).toContain(
          `<link rel="alternate" hrefLang="${alt}" href="${baseURL}${inLang(alt, path)}"/>`,
        );
      }
      expect(html).toContain(
        `<link rel="alternate" hrefLang="x-default" href="${baseURL}${path}"/>`,
      );
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${inLang(lang, path)}"/>`);
    }
  }
  // The German home page and its links are German; English stays the spec's.
  const de = await (await request.get("/de")).text();
  expect(de).toContain("Wir vereinen Center weltweit");
  expect(de).toContain('href="/de/lan-centers"');
  const en = await (await request.get("/")).text();
  expect(en).toContain("Uniting centers world-wide");
  expect(en).toContain('href="/lan-centers"');
});

test("an unknown page under /de/ is a German 404", async ({ page }) => {
  const response = await page.goto("/de/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
});

test("the sitemap lists every language of a page as an alternate", async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain(`<loc>${baseURL}/faq</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${baseURL}/ja/faq"/>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/faq"/>`);
});

/** Polls until `path` comes from the page cache (hash CSP), then returns its ETag and body. */
async function cachedAnswer(request: APIRequestContext, path: string, headers = {}) {
  await expect
    .poll(async () => {
      const response = await request.get(path, { headers });
      const csp = response.headers()["content-security-policy"];
      return expectScriptPolicyCovers(await response.text(), csp, path).kind;
    })
    .toBe("hashes");
  const response = await request.get(path, { headers });
  return { etag: response.headers()["etag"], html: await response.text() };
}

test("the page cache keeps one answer per language; / does not vary on Accept-Language", async ({
  request,
}) => {
  const en = await cachedAnswer(request, "/faq");
  const de = await cachedAnswer(request, "/de/faq");
  const ja = await cachedAnswer(request, "/ja/faq");
  expect(new Set([en.etag, de.etag, ja.etag]).size).toBe(3);
  expect(en.html).toContain('<html lang="en"');
  expect(de.html).toContain('<html lang="de"');
  expect(ja.html).toContain('<html lang="ja"');
  expect(de.html).toContain("Zum Inhalt springen");
  // Asked again, each stays in its language (the cached bytes of its own key).
  expect((await request.get("/de/faq")).headers()["etag"]).toBe(de.etag);
  expect((await request.get("/faq")).headers()["etag"]).toBe(en.etag);

  // The banner is chosen in the browser: a German Accept-Language gets the same cached `/`.
  const home = await cachedAnswer(request, "/");
  const german = await request.get("/", { headers: { "accept-language": "de-DE,de;q=0.9" } });
  expect(german.headers()["etag"]).toBe(home.etag);
  expect(await german.text()).toContain('<html lang="en"');
  expect(german.headers()["vary"] ?? "").not.toMatch(/accept-language/i);
});

test.describe("a browser preferring German", () => {
  test.use({ locale: "de-DE" });

  test("sees a suggestion on /, not a redirect, and can dismiss it for good", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Sprachvorschlag" });
    await expect(banner).toContainText("Diese Seite gibt es auch auf Deutsch.");
    await expect(banner.getByRole("link", { name: "Auf Deutsch weiter" })).toHaveAttribute(
      "href",
      "/de",
    );
    await expectNoAxeViolations(page);
    await banner.getByRole("button", { name: "Schließen" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Sprachvorschlag" })).toBeHidden();
  });

  test("sees no suggestion on the German pages themselves", async ({ page }) => {
    await page.goto("/de");
    await waitForHydration(page);
    await expect(page.getByTestId("language-banner")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's language link leads to the switcher, which opens the same page in another language", async ({
    page,
  }) => {
    await page.goto("/faq");
    const link = page.getByTestId("language-link");
    await expect(link).toHaveAccessibleName("Language: English");
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/faq#languages$/);
    const switcher = page.getByRole("navigation", { name: "Language" });
    const japanese = switcher.getByRole("link", { name: "日本語" });
    await expect(japanese).toHaveAttribute("href", "/ja/faq");
    await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await japanese.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ja\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("navigation", { name: "メイン" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "言語" })).toBeAttached();
  });
});

test("a signed-in account's choice is saved and the page follows it", async ({ page, login }) => {
  await login();
  await page.goto("/faq");
  await waitForHydration(page);
  const switcher = page.getByTestId("language-switcher");
  await switcher.getByRole("button", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("link", { name: "Aller au contenu" })).toBeAttached();
  // The data export carries the saved language.
  const data = await (await page.request.get("/account/data.json")).json();
  expect(JSON.stringify(data)).toContain('"locale":"fr"');
});

for (const lang of ["de", "ja"]) {
  test(`/${lang} has no axe violations, on a phone too`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
