/**
 * Owner insights in Chromium (issue 26, "Done when": the walk; ADR 085): 20 browsers view the demo
 * owner's center page (after the first, the anonymous page cache answers) and their pages send the
 * beacon; 5 crawler browsers do the same; a Directions click goes through /go and lands on the
 * stored coordinates only; the owner's own view is not counted. The owner's Insights tab then
 * shows 20 more views and uniques and 1 more direction request, in the table and the CSV, and has
 * no axe violations. Numbers are compared with the tab's before the walk (other specs may have
 * viewed the demo center earlier in the run).
 *
 * Appearances (ADR 086): 5 browsers search /lan-centers for the center (the page cache answers
 * all but the first); each page's beacon and map count a search appearance, a map appearance and
 * (a priority listing, shown first) a featured-position appearance; the owner's tab shows them
 * and the search term, used by 5 distinct visitors, below the chart.
 */
import { expect, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { signInAs } from "../support/auth-helpers";
import { test } from "../support/fixtures";

const DEMO = { owner: "owner@demo.lancenter.example", password: "lan-center-demo" };
const DEMO_CENTER = "Azulejo Arcade Lisboa";
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CRAWLER_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The numbers of a row of the Insights tab's comparison table: [last period, uniques]. */
async function row(page: Page, label: string): Promise<[number, number]> {
  const cells = page
    .getByRole("table", { name: /against the 7 days before/ })
    .getByRole("row", { name: new RegExp(`^${label}`) })
    .getByRole("cell");
  return [Number(await cells.nth(0).innerText()), Number(await cells.nth(1).innerText())];
}

/** Opens the center page in a fresh browser with its own address and user agent. */
async function visit(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  n: number,
  userAgent: string,
) {
  const context = await browser.newContext({
    baseURL,
    userAgent,
    extraHTTPHeaders: { "X-Forwarded-For": `198.18.${Math.floor(n / 200)}.${(n % 200) + 1}` },
  });
  const page = await context.newPage();
  const sent = page.waitForResponse(
    (response) =>
      response.url().includes("/insights/hit") && response.request().method() === "POST",
  );
  await page.goto(path);
  expect((await sent).status()).toBe(204);
  return { context, page };
}

test("the owner sees 20 views from 20 browsers, none from crawlers or themselves", async ({
  page,
  browser,
  baseURL,
}) => {
  // 25 fresh browsers, each loading the page and hydrating it.
  test.setTimeout(300_000);
  await signInAs(page, DEMO.owner, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/lan-centers?q=${encodeURIComponent(DEMO_CENTER)}`);
  await page.getByTestId("center-list").getByRole("link", { name: DEMO_CENTER }).first().click();
  await expect(page).toHaveURL(/\/lan-centers\/[0-9a-f-]{36}$/);
  const centerPath = new URL(page.url()).pathname;
  const centerId = centerPath.split("/").at(-1)!;
  const insightsUrl = `/dashboard/insights?listing=center:${centerId}&days=7`;
  await page.goto(insightsUrl);
  await expect(page.getByRole("heading", { name: "Insights" })).toBeVisible();
  const [viewsBefore, uniquesBefore] = await row(page, "Listing views");
  const [directionsBefore] = await row(page, "Direction requests");

  // The owner's own view sends the beacon too, and is not counted.
  const ownBeacon = page.waitForResponse((response) => response.url().includes("/insights/hit"));
  await page.goto(centerPath);
  expect((await ownBeacon).status()).toBe(204);

  for (let n = 0; n < 20; n += 1) {
    const { context, page: visitor } = await visit(
      browser,
      baseURL,
      centerPath,
      n,
      `${BROWSER_UA} v${n}`,
    );
    if (n === 0) {
      // A Directions click goes through /go to the stored coordinates, whatever the query says.
      const href = await visitor.getByRole("link", { name: /^Directions/ }).getAttribute("href");
      expect(href).toBe(`/go/directions/${centerId}`);
      const answer = await context.request.get(`${href}?url=https://evil.example`, {
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
      expect(answer.headers()["location"]).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?[\d.]+,-?[\d.]+$/,
      );
    }
    await context.close();
  }
  for (let n = 0; n < 5; n += 1) {
    const { context } = await visit(browser, baseURL, centerPath, 100 + n, CRAWLER_UA);
    await context.close();
  }

  // Written within a flush interval (5 s).
  await page.goto(insightsUrl);
  await expect(async () => {
    await page.reload();
    expect(await row(page, "Listing views")).toEqual([viewsBefore + 20, uniquesBefore + 20]);
  }).toPass({ timeout: 20_000 });
  expect((await row(page, "Direction requests"))[0]).toBe(directionsBefore + 1);
  await expect(page.getByRole("img", { name: /Listing views per day/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // The chart shows another metric when the form asks for it (a GET form: no JavaScript needed).
  await page.getByLabel("Chart").selectOption({ label: "Direction requests" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/chart=directions/);
  await expect(
    page.getByRole("img", { name: /^Direction requests per day, .*: \d+ in all/ }),
  ).toBeVisible();

  const csvHref = await page.getByRole("link", { name: /Download CSV/ }).getAttribute("href");
  const csv = await page.request.get(csvHref!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\n");
  expect(lines[0]).toBe(
    "Day,Listing views,Website clicks,Direction requests,Phone taps,Calendar adds," +
      "Shown in the list,Shown in search results,Shown on the map," +
      "Shown in featured positions,Followers gained,Followers lost",
  );
  expect(lines).toHaveLength(8);
  const csvViews = lines.slice(1).reduce((sum, line) => sum + Number(line.split(",")[1]), 0);
  expect(csvViews).toBe(viewsBefore + 20);

  // At 390 px the tab fits the screen: the tables scroll inside their own boxes.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.setViewportSize({ width: 1280, height: 720 });

  // The period form is a plain GET form (it works without JavaScript too).
  await page.getByLabel("Period").selectOption("30");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/days=30/);
  await expect(page.getByRole("table", { name: /against the 30 days before/ })).toBeVisible();
});

test("the owner sees search, map and featured appearances and the top search term", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO.owner, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/insights?days=7");
  await page
    .getByRole("combobox", { name: "Listing" })
    .selectOption({ label: `${DEMO_CENTER} (LAN center)` });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("table", { name: new RegExp(DEMO_CENTER) })).toBeVisible();
  const insightsUrl = page.url();
  const [searchBefore, searchUniquesBefore] = await row(page, "Shown in search results");
  const [mapBefore] = await row(page, "Shown on the map");
  const [featuredBefore] = await row(page, "Shown in featured positions");

  // Typed in varied case and spacing; counted as one normalised term.
  const term = "azulejo arcade";
  const termRows = page
    .getByRole("table", { name: /Search terms that showed this listing/ })
    .getByRole("row", { name: new RegExp(`^${term} \\d+$`) });
  const termBefore = (await termRows.count())
    ? Number((await termRows.getByRole("cell").innerText()).trim())
    : 0;
  const searchPath = `/lan-centers?q=${encodeURIComponent("  AZULEJO   Arcade ")}`;
  for (let n = 0; n < 5; n += 1) {
    const context = await browser.newContext({
      baseURL,
      userAgent: `${BROWSER_UA} searcher${n}`,
      extraHTTPHeaders: { "X-Forwarded-For": `198.19.7.${n + 1}` },
    });
    const visitor = await context.newPage();
    const beacon = (map: boolean) =>
      visitor.waitForResponse(
        (response) =>
          response.url().includes("/insights/seen") &&
          response.url().includes("map=1") === map &&
          response.request().method() === "POST",
      );
    const seen = beacon(false);
    // The map's beacon after it drew the view (markers.json may come from the stored-bytes cache).
    const mapSeen = beacon(true);
    await visitor.goto(searchPath);
    expect((await seen).status()).toBe(204);
    expect((await mapSeen).status()).toBe(204);
    await context.close();
  }

  await page.goto(insightsUrl);
  // The appearances and the search terms are flushed by separate timers (5 s each): wait for
  // both, so a term written one flush later is not read too early.
  await expect(async () => {
    await page.reload();
    expect(await row(page, "Shown in search results")).toEqual([
      searchBefore + 5,
      searchUniquesBefore + 5,
    ]);
    // Shown: 5 distinct visitors used it today (more if other walks searched it too).
    await expect(termRows).toBeVisible({ timeout: 1_000 });
    expect(Number(await termRows.getByRole("cell").innerText())).toBeGreaterThanOrEqual(
      termBefore + 5,
    );
    // The map's beacon comes after the list's: a flush may fall between them, so the map's
    // last hit can land one flush later than the list's.
    expect((await row(page, "Shown in featured positions"))[0]).toBe(featuredBefore + 5);
    expect((await row(page, "Shown on the map"))[0]).toBeGreaterThanOrEqual(mapBefore + 5);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("table", { name: "Reviews per month" })).toBeVisible();
  await expectNoAxeViolations(page);
});
