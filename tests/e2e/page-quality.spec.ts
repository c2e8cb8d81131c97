/**
 * What Lighthouse checks, kept true by tests (issue 15 item 6, ADR 064): every public page has a
 * meta description; the main stylesheet is inlined (no render-blocking stylesheet request); and
 * the map logs no console error when the tile service is dead (the server says so before the
 * browser asks for a tile), while a live tile service still draws its tiles.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { waitForHydration } from "../support/hydration";
import { publicHtmlPaths } from "../support/route-matrix";
import { spawnServer, waitUntilUp, type ServerProcess } from "../support/server-process";

/** The pages `npm run lighthouse` audits (the center page is found on /lan-centers). */
const AUDITED = ["/", "/lan-centers", "/events", "/games", "/faq", "/signup-form", "/lantypes"];

/** The content of the page's meta description, as served (no scripts run). */
async function descriptionOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const head = (await response.text()).split("</head>")[0] ?? "";
  const tag = /<meta name="description" content="([^"]*)"/.exec(head);
  return tag?.[1]?.trim() ?? "";
}

test("every public page has a meta description, the audited ones included", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto("/lan-centers");
  const centerLink = page.locator('main a[href^="/lan-centers/"]').first();
  const centerPath = await centerLink.getAttribute("href");
  expect(centerPath).toMatch(/^\/lan-centers\/[0-9a-f-]{36}$/);
  const paths = [...new Set([...AUDITED, centerPath!, ...publicHtmlPaths()])];
  expect(paths.length).toBeGreaterThan(25);
  const missing: string[] = [];
  for (const path of paths) {
    if ((await descriptionOf(request, path)).length < 20) missing.push(path);
  }
  expect(missing).toEqual([]);
});

test("the main stylesheet is inlined and the script preloads come after the paint", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/faq");
  expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
  // The script preloads wait behind the page's first paint (ADR 094): the loader adds them to
  // the head from their inert template, and the page then hydrates.
  await waitForHydration(page);
  expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(3);
  await expect(page.locator("style[data-inline]")).toHaveCount(1);
  // The inlined rules apply (the site's dark theme) and survive hydration and navigation.
  await page.getByRole("link", { name: "Games", exact: true }).first().click();
  await expect(page).toHaveURL(/\/games$/);
  const inlined = await page
    .locator("style[data-inline]")
    .evaluate((style) => style.textContent?.length ?? 0);
  expect(inlined).toBeGreaterThan(10_000);
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).colorScheme,
  );
  expect(background).toBe("dark");
  expect(stylesheets).toEqual([]);
});

test.describe("map tiles", () => {
  // Each test starts its own server with MAP_TILE_URL set: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  let server: ServerProcess | undefined;
  let tiles: Server | undefined;
  test.afterEach(async () => {
    server?.child.kill("SIGTERM");
    if (server) await server.exited;
    server?.cleanup();
    server = undefined;
    await new Promise((resolve) => (tiles ? tiles.close(resolve) : resolve(null)));
    tiles = undefined;
  });

  /** Opens /lan-centers and gathers console errors and failed requests. */
  async function openMap(page: Page, baseUrl: string) {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const failed: string[] = [];
    page.on("requestfailed", (request) => failed.push(request.url()));
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${baseUrl}/lan-centers`);
    await expect(page.locator(".leaflet-container")).toBeVisible({ timeout: 30_000 });
    return { errors, failed };
  }

  test("a dead tile service: basemap and a quiet notice, no console error", async ({ page }) => {
    // Port 9 (discard) on loopback: nothing listens, every connection is refused.
    server = await spawnServer({ MAP_TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png" });
    await waitUntilUp(server);
    const { errors, failed } = await openMap(page, server.baseUrl);
    await expect(page.getByTestId("tiles-unavailable")).toBeVisible();
    await expect(page.locator(".leaflet-container[data-basemap=ready]")).toBeVisible();
    expect(await page.locator("path.basemap-land").count()).toBeGreaterThan(100);
    expect(await page.locator(".leaflet-tile").count()).toBe(0);
    await page.waitForTimeout(1000);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });

  test("a live tile service still draws its tiles", async ({ page }) => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    let served = 0;
    tiles = createServer((_request, response) => {
      served++;
      response.writeHead(200, { "Content-Type": "image/png" }).end(png);
    });
    await new Promise<void>((resolve) => tiles!.listen(0, "127.0.0.1", resolve));
    const { port } = tiles.address() as AddressInfo;
    server = await spawnServer({
      MAP_TILE_URL: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
      MAP_TILE_ATTRIBUTION: "Test tiles",
    });
    await waitUntilUp(server);
    const { errors } = await openMap(page, server.baseUrl);
    await expect(page.locator(".leaflet-tile-loaded").first()).toBeVisible();
    await expect(page.getByTestId("tiles-unavailable")).toHaveCount(0);
    await expect(page.locator(".leaflet-control-attribution")).toContainText("Test tiles");
    expect(served).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });
});

test("the public pages without a form checked in the browser load no validation library", async ({
  page,
}) => {
  // Vite names the shared chunk after its module: zod-<hash>.js (issue 30 item 5, ADR 089).
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of ["/", "/lan-centers", "/events", "/faq"]) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((url) => /\/zod-[\w-]+\.js$/.test(url))).toEqual([]);
});
