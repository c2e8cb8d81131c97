/**
 * A kept anonymous page is sent as stored bytes with a hash-based CSP (issue 30 item 2,
 * ADR 091): the policy still blocks an inline script injected into the page, while the page's
 * own scripts run and it hydrates. The page comes from the real server's page cache; only its
 * body is changed on the way to Chromium (as stored markup injection would change it), its
 * headers, the CSP among them, are the server's.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectScriptPolicyCovers } from "../support/csp";
import { waitForHydration } from "../support/hydration";

/** Keeps asking for `path` until its answer comes from the page cache (a hash policy). */
async function untilKept(page: Page, path: string) {
  await expect
    .poll(async () => {
      const answer = await page.request.get(path);
      return expectScriptPolicyCovers(
        await answer.text(),
        answer.headers()["content-security-policy"],
        path,
      ).kind;
    })
    .toBe("hashes");
}

/** Markup an attacker might get into a page: an inline script, and one as an event handler. */
const INJECTED =
  `<script>window.__injected = "inline";</script>` +
  `<img src="/nope.png" alt="" onerror="window.__injected = 'handler'">`;

for (const path of ["/lan-centers", "/faq"]) {
  test(`an injected inline script on the kept ${path} is blocked; the page's own scripts run`, async ({
    page,
  }) => {
    await untilKept(page, path);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/.test(message.text())) {
        violations.push(message.text());
      }
    });
    let servedPolicy = "";
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        if (route.request().resourceType() !== "document") return route.fallback();
        const response = await route.fetch();
        servedPolicy = response.headers()["content-security-policy"] ?? "";
        const html = await response.text();
        await route.fulfill({
          response,
          body: html.replace("</body>", `${INJECTED}</body>`),
        });
      },
    );
    await page.goto(path);
    await waitForHydration(page);
    // The answer was the kept one: no nonce, its inline scripts by hash.
    expect(servedPolicy).toMatch(/script-src ('sha256-[^']+' )+'strict-dynamic'/);
    expect(servedPolicy).not.toContain("'nonce-");
    // The page's own scripts ran: React hydrated and the page reacts.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // The injected ones did not.
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBe(
      undefined,
    );
    expect(violations.length).toBeGreaterThan(0);
  });
}
