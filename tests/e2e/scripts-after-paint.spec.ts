/**
 * Scripts after the first paint (ADR 094): the served HTML has no live module script and no
 * module preload, only the inert ones and the loader; in Chromium the page paints, then the
 * loader fetches the scripts and the page hydrates, with no CSP violation, as a visitor (a page
 * rendered with a nonce, then the same page kept and sent with a hash policy) and signed in.
 */
import { expect, type Page } from "@playwright/test";
import { PARSE_CAP_MS } from "../../app/server/http/scripts-after-paint.server";
import { test } from "../support/fixtures";
import { expectScriptPolicyCovers } from "../support/csp";
import { waitForHydration } from "../support/hydration";

/** The served HTML of `path` has only inert bootstrapping and the loader; returns its policy kind. */
async function expectInertHtml(page: Page, path: string): Promise<"nonce" | "hashes"> {
  const answer = await page.request.get(path);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toMatch(/<template id="rr-preloads"><link rel="modulepreload"/);
  expect(head.replace(/<template id="rr-preloads">[\s\S]*?<\/template>/, "")).not.toContain(
    "modulepreload",
  );
  expect(html).not.toMatch(/<script\b[^>]*\stype="module"/);
  expect(html).toMatch(
    /<script\b[^>]*type="text\/x-module-after-paint" id="rr-module">[\s\S]*?<\/script><script\b[^>]*>\(function\(\)\{/,
  );
  return expectScriptPolicyCovers(html, answer.headers()["content-security-policy"], path).kind;
}

/**
 * Loads `path`, waits for hydration, and checks the scripts were fetched after the first paint,
 * or, on a machine too busy to paint soon, at the cap after the document was parsed.
 */
async function expectHydratesAfterPaint(page: Page, path: string) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.goto(path);
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/"))
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => entry.startTime);
    return {
      paint: paint?.startTime ?? null,
      parsed: navigation.domContentLoadedEventStart,
      firstScript: Math.min(...scripts),
      count: scripts.length,
    };
  });
  expect(timing.paint).not.toBeNull();
  expect(timing.count).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(
    Math.min(timing.paint!, timing.parsed + PARSE_CAP_MS),
  );
  expect(violations).toEqual([]);
}

test("a visitor's page: inert bootstrapping, scripts after the paint, hydrated; also when kept", async ({
  page,
}) => {
  // The first answers are rendered (a nonce policy); then the kept one (hashes) is sent.
  await expectInertHtml(page, "/faq");
  await expect.poll(async () => await expectInertHtml(page, "/faq")).toBe("hashes");
  await expectHydratesAfterPaint(page, "/faq");
});

test("a signed-in page (nonce policy): inert bootstrapping, scripts after the paint, hydrated", async ({
  page,
  login,
}) => {
  await login();
  expect(await expectInertHtml(page, "/me")).toBe("nonce");
  await expectHydratesAfterPaint(page, "/me");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
