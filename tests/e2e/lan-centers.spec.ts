import { expect, test } from "@playwright/test";
import { demoCommunities } from "../../app/server/local/demo-data";
import { expectNoAxeViolations } from "../support/a11y";
import { waitForHydration } from "../support/hydration";
import { clickCentralMarker, drawnMarkers, waitForPopupAtRest } from "../support/map-helpers";

const visible = demoCommunities
  .filter((community) => community.isVerified)
  .flatMap((community) => community.centers.filter((center) => center.verified));

test("the map shows markers, the list and a popup", async ({ page }) => {
  // No tile service is configured by default (ADR 057): the bundled basemap draws the land.
  await page.goto("/lan-centers");
  const list = page.getByTestId("center-list").getByRole("listitem");
  await expect(list).toHaveCount(visible.length);
  const hiddenName = demoCommunities.flatMap((c) => c.centers).find((c) => !c.verified);
  await expect(page.getByText(hiddenName!.organizationName, { exact: true })).toHaveCount(0);

  const markers = page.locator("path.center-marker");
  await expect(drawnMarkers(page).first()).toBeVisible();
  const clusters = page.locator(".cluster-marker");
  const single = await markers.count();
  let clustered = 0;
  for (const text of await clusters.allInnerTexts()) clustered += Number(text);
  expect(single + clustered).toBe(visible.length);
  await expect(page.locator("path.center-marker-admin").first()).toHaveAttribute("fill", "#22c55e");

  await clickCentralMarker(page);
  const popup = page.getByTestId("center-popup");
  await expect(popup.getByRole("heading")).toBeVisible();
  await expect(popup.getByRole("heading")).not.toBeEmpty();
  await expect(page.locator(".leaflet-container[data-basemap=ready]")).toBeVisible();
  expect(await page.locator("path.basemap-land").count()).toBeGreaterThan(100);
  await waitForPopupAtRest(page);
  await expectNoAxeViolations(page);

  // A click on the map itself closes the popup.
  await page.locator(".leaflet-container").click({ position: { x: 5, y: 250 } });
  await expect(popup).toHaveCount(0);
});

test("the map asks the server for each view it shows; a cluster opens with the keyboard (issue 15 item 4)", async ({
  page,
}) => {
  const asked: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/lan-centers/markers.json") asked.push(url);
  });
  await page.goto("/lan-centers");
  const cluster = page.locator(".cluster-marker").first();
  await expect(cluster).toBeVisible();
  expect(asked[0]!.searchParams.get("zoom")).toBe("2");
  expect(asked[0]!.searchParams.get("bbox")!.split(",")).toHaveLength(4);
  const count = Number(await cluster.innerText());
  await cluster.focus();
  await page.keyboard.press("Enter");
  // The map zooms to where the cluster splits and asks for that view.
  await expect
    .poll(() => Math.max(...asked.map((url) => Number(url.searchParams.get("zoom")))))
    .toBeGreaterThan(2);
  // Its centers are drawn again, as markers or smaller clusters (which, depends on the data).
  await expect
    .poll(async () => {
      let drawn = await drawnMarkers(page).count();
      for (const text of await page.locator(".cluster-marker").allInnerTexts()) {
        drawn += Number(text);
      }
      return drawn;
    })
    .toBeGreaterThanOrEqual(count);
  // The zoom buttons sit above the map, so wherever the markers land they keep their size.
  await expectNoAxeViolations(page);
  const deepest = Number(asked.at(-1)!.searchParams.get("zoom"));
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect.poll(() => Number(asked.at(-1)!.searchParams.get("zoom"))).toBe(deepest - 1);
});

test("the list is there without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/lan-centers");
  await expect(page.getByTestId("center-list").getByRole("listitem")).toHaveCount(visible.length);
  await expect(page.getByText("The map needs JavaScript")).toBeVisible();
  await expect(page.getByText("Loading Maps...")).toBeHidden();
  await context.close();
});

test("navigating to the map shows the loading text until the data arrives", async ({ page }) => {
  await page.goto("/privacy");
  // A click before hydration is a full page load, which asks for no `.data` (ADR 094).
  await waitForHydration(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/lan-centers\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "LAN Centers" }).first().click();
  await expect(page.getByText("Loading LAN center locations...").last()).toBeVisible();
  release();
  await expect(
    page.getByRole("heading", { level: 1, name: "Find LAN Centers Near You" }),
  ).toBeVisible();
});

test("the map says so when its code cannot be loaded after three tries", async ({ page }) => {
  let attempts = 0;
  await page.route(/leaflet-map\.client-[^/]*\.js/, (route) => {
    attempts++;
    return route.abort();
  });
  await page.goto("/lan-centers");
  await expect(page.getByText("Map Temporarily Unavailable")).toBeVisible({ timeout: 15_000 });
  expect(attempts).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("center-list").getByRole("listitem").first()).toBeVisible();
  await expectNoAxeViolations(page);
});
