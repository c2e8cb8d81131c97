import { expect, test } from "@playwright/test";
import { demoCommunities, demoEvents } from "../../app/server/local/demo-data";
import { expectNoAxeViolations } from "../support/a11y";
import { waitForHydration } from "../support/hydration";
import { clickCentralMarker } from "../support/map-helpers";

const publicCenters = demoCommunities
  .filter((c) => c.isVerified)
  .flatMap((c) => c.centers.filter((center) => center.verified));

test.beforeEach(async ({ page }) => {
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
});

test("a search is kept in the URL and updates the list and the map", async ({ page }) => {
  const target = publicCenters[5]!;
  const word = target.organizationName.split(" ")[0]!;
  await page.goto("/lan-centers");
  // Typed after hydration (the scripts start after the first paint, ADR 094), so React's state
  // holds the text; the search is then a client-side navigation.
  await waitForHydration(page);
  await page.getByLabel("Search by name, city or address").fill(word);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  const items = page.getByTestId("center-list").getByRole("listitem");
  // The URL changes before the new list renders: wait for the narrowed list.
  await expect.poll(() => items.count()).toBeLessThan(publicCenters.length);
  await expect(items.filter({ hasText: target.organizationName })).toHaveCount(1);
  const count = await items.count();
  await expect(page.locator("path.center-marker, .cluster-marker").first()).toBeVisible();

  // The same URL opened fresh shows the same results: a search can be shared.
  await page.goto(page.url());
  await expect(page.getByLabel("Search by name, city or address")).toHaveValue(word);
  await expect(items).toHaveCount(count);
  await expectNoAxeViolations(page);
});

test("an empty result says so and offers to clear the search", async ({ page }) => {
  await page.goto(`/lan-centers?q=${encodeURIComponent("zz'<b>no such center</b>%_")}`);
  await expect(page.getByText("No LAN centers match your search.")).toBeVisible();
  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(/\/lan-centers$/);
  await expect(page.getByTestId("center-list").getByRole("listitem")).toHaveCount(
    publicCenters.length,
  );
});

test.describe("near me", () => {
  test.use({
    geolocation: { latitude: -33.8688, longitude: 151.2093 },
    permissions: ["geolocation"],
  });

  test("orders the list by distance from the browser's position", async ({ page }) => {
    await page.goto("/lan-centers");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page).toHaveURL(/near=-33\.8688(,|%2C)151\.2093/);
    await expect(page.getByText("Ordered by distance from your location.")).toBeVisible();
    const distances = await page.getByTestId("distance").allInnerTexts();
    const km = distances.map((text) => Number(text.replace(/[^\d.]/g, "")));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km.length).toBe(publicCenters.length);
  });
});

test("near me explains a refused location", async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto("/lan-centers");
  await page.evaluate(() => {
    // Chromium headless has no permission prompt: answer as a refusing user would.
    navigator.geolocation.getCurrentPosition = (_ok, fail) =>
      fail?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
  });
  await page.getByRole("button", { name: "Near me" }).click();
  await expect(page.getByText("Location access was refused.")).toBeVisible();
});

test("a center page shows its details, JSON-LD and no axe violations", async ({ page }) => {
  const target = publicCenters[0]!;
  await page.goto("/lan-centers");
  // Click once the page is hydrated, so the click is a client navigation, not one the loader's
  // start (after the first paint, ADR 094) can interrupt.
  await waitForHydration(page);
  await page.getByRole("link", { name: target.organizationName, exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: target.organizationName }),
  ).toBeVisible();
  await expect(page.getByText(target.address)).toBeVisible();
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(jsonLd["@type"]).toBe("EntertainmentBusiness");
  expect(jsonLd.name).toBe(target.organizationName);
  expect(jsonLd.geo.latitude).toBeCloseTo(target.lat, 4);
  expect(jsonLd.url).toMatch(/\/lan-centers\/[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page);
});

test("a phone loads a center page's map only when the visitor scrolls to it (ADR 103)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const mapCode: string[] = [];
  page.on("request", (request) => {
    if (/leaflet-map\.client-[^/]*\.js/.test(request.url())) mapCode.push(request.url());
  });
  // The center's address from the list's HTML: this page never opens the list (its map).
  const list = await (await page.request.get("/lan-centers")).text();
  const href = /href="(\/lan-centers\/[0-9a-f-]{36})"/.exec(list)![1]!;
  await page.goto(href);
  await waitForHydration(page);
  const map = page.getByRole("complementary", { name: "Location on the map" });
  await expect(map.getByText("Loading Maps...")).toHaveCount(1);
  expect(mapCode).toEqual([]);
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator(".leaflet-container[data-basemap=ready]")).toBeVisible();
  expect(mapCode).toHaveLength(1);
});

test("unknown and malformed center and event ids answer 404", async ({ request }) => {
  for (const path of [
    "/lan-centers/00000000-0000-4000-8000-000000000000",
    "/lan-centers/not-a-uuid",
    "/events/00000000-0000-4000-8000-000000000000",
    "/events/'%20or%201=1",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("map popups load the center's details and link to its page", async ({ page }) => {
  await page.goto("/lan-centers");
  await clickCentralMarker(page);
  const popup = page.getByTestId("center-popup");
  await expect(popup.getByRole("heading")).toBeVisible();
  const name = await popup.getByRole("heading").innerText();
  await popup.getByRole("link", { name: /^Details/ }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("the marker data is revalidated with an ETag", async ({ request }) => {
  const first = await request.get("/lan-centers/markers.json");
  expect(first.status()).toBe(200);
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^"[\w-]+"$/);
  const body = (await first.json()) as { markers: unknown[] };
  expect(body.markers).toHaveLength(publicCenters.length);
  const second = await request.get("/lan-centers/markers.json", {
    headers: { "if-none-match": etag! },
  });
  expect(second.status()).toBe(304);
  expect(await second.text()).toBe("");
  const filtered = await request.get("/lan-centers/markers.json?q=zzzz-nothing");
  expect(filtered.headers()["etag"]).not.toBe(etag);
});

test("the map data answers one view, and a bad view with a plain 400 (issue 15 item 4)", async ({
  request,
}) => {
  const world = await request.get("/lan-centers/markers.json?bbox=-180,-90,180,90&zoom=2");
  expect(world.status()).toBe(200);
  const answer = (await world.json()) as {
    clusters: [number, number, number, number][];
    markers: unknown[];
    total: number;
  };
  const counted = answer.markers.length + answer.clusters.reduce((sum, c) => sum + c[2], 0);
  expect(counted).toBe(publicCenters.length);
  expect(answer.total).toBe(publicCenters.length);
  for (const [query, message] of [
    ["bbox=1,2,3&zoom=2", "bbox must be four numbers: west,south,east,north."],
    ["bbox=0,-95,10,10&zoom=2", "bbox latitudes must be between -90 and 90."],
    ["bbox=0,0,190,10&zoom=2", "bbox longitudes must be between -180 and 180"],
    ["bbox=0,0,10,10&zoom=21", "zoom must be a whole number from 0 to 20."],
    ["bbox=0,0,10,10&zoom=2.5", "zoom must be a whole number from 0 to 20."],
    ["bbox=-180,-90,180,90&zoom=12", "bbox is too large for zoom 12"],
  ] as const) {
    const response = await request.get(`/lan-centers/markers.json?${query}`);
    expect(response.status(), query).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(body.error, query).toContain(message);
    expect(Object.keys(body), query).toEqual(["error"]);
  }
});

test("/events lists upcoming verified parties soonest first with event pages", async ({ page }) => {
  const upcoming = demoEvents
    .filter((e) => e.verified && e.startOffsetDays * 24 + e.durationHours > 0)
    .sort((a, b) => a.startOffsetDays - b.startOffsetDays);
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Events" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming LAN Parties" })).toBeVisible();
  // Other specs verify parties of their own in the same run (the RSVP and calendar-feed walks):
  // the demo parties must be listed in their order, with whatever else in between.
  const demoNames = new Set(upcoming.map((e) => e.organizationName));
  const titles = await page.getByTestId("event-list").getByRole("heading").allInnerTexts();
  expect(titles.filter((title) => demoNames.has(title))).toEqual(
    upcoming.map((e) => e.organizationName),
  );
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: upcoming[0]!.organizationName, exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: upcoming[0]!.organizationName }),
  ).toBeVisible();
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(jsonLd["@type"]).toBe("Event");
  expect(new Date(jsonLd.startDate).getTime()).toBeGreaterThan(Date.now() - 86_400_000);
  await expectNoAxeViolations(page);
});

test("the events date filter is kept in the URL", async ({ page }) => {
  await page.goto("/events?from=2000-01-01&to=2000-01-02");
  await expect(page.getByText("No LAN parties in these dates.")).toBeVisible();
  await expect(page.getByLabel("From")).toHaveValue("2000-01-01");
  await page.getByRole("link", { name: "Clear dates" }).click();
  await expect(page.getByTestId("event-list")).toBeVisible();
});
