/**
 * Issue 30 item 7: every page is valid HTML as served (html-validate's `standard` preset: the
 * content model, attributes and nesting rules of the HTML standard, as the Nu validator checks
 * them; e.g. no <p> inside a <span>). Covers every public page of the access matrix, a center
 * page, an event page, the 404 page, and the signed-in pages of a gamer and an admin.
 */
import { HtmlValidate, type Message } from "html-validate";
import { expect, type APIRequestContext } from "@playwright/test";
import { createSession, test } from "../support/fixtures";
import { publicHtmlPaths } from "../support/route-matrix";

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

/** The first path on `listPath` whose link matches `pattern` (a demo center or party). */
async function firstLink(
  request: APIRequestContext,
  listPath: string,
  pattern: RegExp,
): Promise<string> {
  const html = await (await request.get(listPath)).text();
  const match = pattern.exec(html);
  expect(match, `a link on ${listPath}`).not.toBeNull();
  return match![0].slice('href="'.length);
}

/** Each error of the page as "path line:column rule: message". */
async function errorsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect([200, 404], path).toContain(response.status());
  const report = await validator.validateString(await response.text(), path);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message: Message) =>
        `${path} ${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
    ),
  );
}

test("every public page, a center and an event page, and the 404 page are valid HTML", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const center = await firstLink(request, "/lan-centers", /href="\/lan-centers\/[0-9a-f-]{36}/);
  const event = await firstLink(request, "/events", /href="\/events\/[0-9a-f-]{36}/);
  const paths = [...new Set([...publicHtmlPaths(), center, event, "/no-such-page"])];
  expect(paths.length).toBeGreaterThan(25);
  const errors: string[] = [];
  for (const path of paths) errors.push(...(await errorsOf(request, path)));
  expect(errors).toEqual([]);
});

test("a signed-in gamer's and an admin's pages are valid HTML", async ({ page }) => {
  test.setTimeout(90_000);
  await createSession(page.request);
  const errors: string[] = [];
  for (const path of ["/me", "/me/notifications", "/account/delete", "/dashboard/security"]) {
    errors.push(...(await errorsOf(page.request, path)));
  }
  await page.context().clearCookies();
  await createSession(page.request, { admin: true });
  for (const path of ["/admin/review", "/admin/listings", "/admin/insights", "/dashboard"]) {
    errors.push(...(await errorsOf(page.request, path)));
  }
  expect(errors).toEqual([]);
});
