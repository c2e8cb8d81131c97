/**
 * Places and times (issue 14 items 2, 3, 5, 6): the location picker sets a pin by searching
 * 'Oslo' and by dragging, and by 'München' and Enter (issue 28 item 4); /lan-centers finds
 * centers near a city named without its diacritics, or by its local name;
 * a Berlin party shows its time in Europe/Berlin (and the visitor's own) and offers an .ics;
 * the offline map shows land. axe on each page.
 */
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";

test.describe.configure({ timeout: 120_000 });

const REVIEWER = { admin: true };

/** The form's coordinate fields, as numbers. */
async function coordinates(page: Page): Promise<{ lat: number; lng: number }> {
  return {
    lat: Number(await page.getByLabel("Latitude").inputValue()),
    lng: Number(await page.getByLabel("Longitude").inputValue()),
  };
}

test("the location picker sets a pin by searching 'Oslo' and by dragging it", async ({
  page,
  login,
}) => {
  await login();
  await page.goto("/register-lan-center");
  await waitForHydration(page);
  const picker = page.getByTestId("location-picker");
  await expect(picker.locator(".leaflet-container[data-basemap=ready]")).toBeVisible();

  await page.getByLabel("Find a place").fill("oslo");
  await page.getByRole("button", { name: "Oslo, Norway" }).click();
  await expect(page.getByLabel("Latitude")).toHaveValue("59.91273");
  await expect(page.getByLabel("Longitude")).toHaveValue("10.74609");
  await expect(page.getByTestId("picker-status")).toHaveText(/Pin set to Oslo, Norway/);

  // Drag the pin up and to the right: north-east of Oslo.
  const pin = picker.locator(".picker-pin");
  await expect(pin).toBeVisible();
  const box = (await pin.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y - 20, { steps: 5 });
  await page.mouse.move(x + 60, y - 40, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId("picker-status")).toHaveText(/Pin moved to/);
  const dragged = await coordinates(page);
  expect(dragged.lat).toBeGreaterThan(59.91273);
  expect(dragged.lng).toBeGreaterThan(10.74609);

  // Typing the numbers moves the pin; a click on the map sets it again.
  await page.getByLabel("Latitude").fill("59.9");
  await page.getByLabel("Longitude").fill("10.7");
  const map = picker.locator(".leaflet-container");
  const frame = (await map.boundingBox())!;
  await map.click({ position: { x: frame.width / 2 - 50, y: frame.height / 2 } });
  await expect(page.getByTestId("picker-status")).toHaveText(/Pin moved to/);
  const clicked = await coordinates(page);
  expect(clicked.lng).toBeLessThan(10.74609);

  await expect(page.getByRole("link", { name: "GeoNames" })).toBeVisible();

  // The zoom buttons sit above the map (Leaflet's control over it is gone) and drive its zoom:
  // zooming out all the way disables 'Zoom out'.
  await expect(picker.locator(".leaflet-control-zoom")).toHaveCount(0);
  const zoomOut = picker.getByRole("button", { name: "Zoom out" });
  // Each zoom disables the button for a moment (it may be the last), so click while enabled.
  await expect(async () => {
    if (await zoomOut.isEnabled()) await zoomOut.click({ timeout: 1_000 });
    await expect(zoomOut).toBeDisabled({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(picker.getByRole("button", { name: "Zoom in" })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test("the location picker finds a city by its local name, and Enter picks the best match", async ({
  page,
  login,
}) => {
  await login();
  await page.goto("/register-lan-center");
  await waitForHydration(page);
  const search = page.getByLabel("Find a place");
  await search.fill("München");
  // Munich, not Münchenstein, is the first match; Enter picks it.
  const matches = page.getByRole("list", { name: "Matching places" }).getByRole("button");
  await expect(matches.first()).toHaveText("Munich, Germany");
  await expect(matches.filter({ hasText: "Münchenstein" })).toBeVisible();
  await search.press("Enter");
  await expect(page.getByLabel("Latitude")).toHaveValue("48.13743");
  await expect(page.getByLabel("Longitude")).toHaveValue("11.57549");
  await expect(page.getByTestId("picker-status")).toHaveText(/Pin set to Munich, Germany/);
  // Enter straight after typing, before the list shows, still picks the best match.
  await search.fill("Wien");
  await search.press("Enter");
  await expect(page.getByTestId("picker-status")).toHaveText(/Pin set to Vienna, Austria/);
  await expect(page.getByLabel("Latitude")).toHaveValue("48.20849");
  await expectNoAxeViolations(page);
});

test("the place search answers JSON from the server and refuses a bad query", async ({
  request,
}) => {
  const found = await request.get("/places/search.json?q=krakow&limit=3");
  expect(found.status()).toBe(200);
  const { places } = (await found.json()) as { places: { label: string }[] };
  expect(places[0]?.label).toBe("Kraków, Poland");
  const labels = async (q: string) =>
    (
      (await (await request.get(`/places/search.json?${new URLSearchParams({ q })}`)).json()) as {
        places: { label: string }[];
      }
    ).places.map((place) => place.label);
  expect((await labels("東京"))[0]).toBe("Tokyo, Japan");
  expect((await labels("Sao Paulo"))[0]).toBe("São Paulo, Brazil");
  expect(await labels("Berlin, US")).toContain("Berlin, New Hampshire, United States");
  expect((await request.get("/places/search.json?q=")).status()).toBe(400);
  expect((await request.get("/places/search.json?q=oslo&limit=500")).status()).toBe(400);
});

test("/privacy credits GeoNames' cities and alternate names (CC BY 4.0)", async ({ page }) => {
  await page.goto("/privacy");
  const section = page.locator("#place-data");
  await expect(section.getByRole("heading", { level: 2, name: "Place data" })).toBeVisible();
  await expect(section.getByRole("link", { name: "GeoNames" })).toHaveAttribute(
    "href",
    "https://www.geonames.org/",
  );
  await expect(section.getByRole("link", { name: "CC BY 4.0" })).toBeVisible();
  await expect(section).toContainText("their alternate names");
  await expectNoAxeViolations(page);
});

test("a search naming a city lists the centers near it, without JavaScript too", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/lan-centers?q=Krakow");
    await expect(page.getByRole("heading", { name: /LAN centers near Kraków/ })).toBeVisible();
    const first = page.getByTestId("center-list").getByRole("listitem").first();
    await expect(first).toContainText("Kraków");
    await expect(first.getByTestId("distance")).toBeVisible();
    await expect(page.getByLabel("Search by name, city or address")).toHaveValue("Krakow");
    if (javaScriptEnabled) {
      // The map starts over the city: the marker of the Kraków center is drawn in view.
      await expect(page.locator('path.center-marker:not([d="M0 0"])').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await context.close();
  }
});

test("a Berlin party shows its time in Europe/Berlin, the visitor's own, and an .ics", async ({
  browser,
  login,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const stamp = Date.now().toString(36);
  const party = `Spree Night LAN ${stamp}`;

  // An organiser in Berlin registers the party at 18:00 local time, pinned by searching 'Berlin'.
  const organiserContext = await browser.newContext({
    baseURL,
    timezoneId: "Europe/Berlin",
    extraHTTPHeaders: { "x-forwarded-for": "10.250.0.71" },
  });
  const organiser = await organiserContext.newPage();
  const reviewerContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "10.250.0.72" },
  });
  const visitorContext = await browser.newContext({ baseURL, timezoneId: "America/New_York" });
  try {
    await login({ email: uniqueEmail("berlin-organiser"), context: organiserContext });
    await organiser.goto("/register-lan-party");
    await waitForHydration(organiser);
    await organiser.getByLabel("Event name").fill(party);
    await organiser.getByLabel("Start date and time").fill("2031-07-04T18:00");
    await organiser.getByLabel("End date and time").fill("2031-07-05T02:00");
    await organiser
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("A summer night by the river.");
    await organiser.getByLabel("Community name").fill(`Spree Crew ${stamp}`);
    await organiser.getByLabel("Find a place").fill("Berlin");
    await organiser.getByRole("button", { name: "Berlin, Germany" }).click();
    await expect(organiser.getByLabel("Latitude")).toHaveValue("52.52437");
    await organiser.getByRole("button", { name: "Register LAN Party" }).click();
    await expect(organiser.getByRole("heading", { name: "LAN Party Registered!" })).toBeVisible();
    await organiser.goto("/dashboard");
    const edit = organiser.getByRole("link", { name: `Edit ${party}` });
    const partyId = (await edit.getAttribute("href"))!.split("/").pop()!;

    const reviewer = await reviewerContext.newPage();
    await login({ ...REVIEWER, context: reviewerContext });
    await reviewer.goto("/admin/review");
    await reviewer.getByRole("button", { name: `Verify ${party}` }).click();
    await expect(reviewer.getByRole("status").filter({ hasText: "verified" })).toBeVisible();

    // A visitor in New York sees the Berlin time, the zone, and their own time.
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/events/${partyId}`);
    await expect(visitor.getByTestId("party-time-zone")).toHaveText("Europe/Berlin");
    await expect(visitor.getByText("Fri, Jul 4, 2031, 06:00 PM GMT+2")).toBeVisible();
    await expect(visitor.getByTestId("visitor-time")).toContainText(
      "Your time (America/New_York): Fri, Jul 4, 2031, 12:00 PM EDT",
    );
    const calendarLink = visitor.getByRole("link", { name: /Add to calendar/ });
    const ics = await visitor.request.get((await calendarLink.getAttribute("href"))!);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    const text = (await ics.text()).replace(/\r\n[ \t]/g, "");
    expect(text).toContain("DTSTART:20310704T160000Z");
    expect(text).toContain("X-WR-TIMEZONE:Europe/Berlin");
    await expectNoAxeViolations(visitor);

    // The feed of upcoming parties has it too; the list shows the party's own time.
    const feed = await visitor.request.get("/events/calendar.ics");
    expect((await feed.text()).replace(/\r\n[ \t]/g, "")).toContain(`SUMMARY:${party}`);
    await visitor.goto("/events?from=2031-07-01&to=2031-07-31");
    await expect(
      visitor.getByRole("listitem").filter({ hasText: party }).getByText("(Europe/Berlin)"),
    ).toBeVisible();
    await expect(visitor.getByRole("link", { name: /iCalendar feed/ })).toBeVisible();
  } finally {
    await organiserContext.close();
    await reviewerContext.close();
    await visitorContext.close();
  }
});

test("the offline map shows land", async ({ page }) => {
  const remote: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(test.info().project.use.baseURL!)) remote.push(request.url());
  });
  await page.goto("/lan-centers");
  const map = page.locator(".leaflet-container[data-basemap=ready]");
  await expect(map).toBeVisible();
  const land = page.locator("path.basemap-land");
  expect(await land.count()).toBeGreaterThan(150);
  // Land is drawn over the Sahara and Siberia, and not over the mid-Atlantic.
  const onLand = await page.evaluate(() => {
    const container = document.querySelector<HTMLElement>(".leaflet-container")!;
    const paths = [...document.querySelectorAll<SVGPathElement>("path.basemap-land")];
    const svg = paths[0]!.ownerSVGElement!;
    const box = container.getBoundingClientRect();
    // The world view: centre [20, 0] at zoom 2 (256 * 4 px wide), Web Mercator.
    const project = (lat: number, lng: number) => {
      const s = Math.sin((lat * Math.PI) / 180);
      return {
        x: ((lng + 180) / 360) * 1024,
        y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * 1024,
      };
    };
    const at = (lat: number, lng: number) => {
      const origin = project(20, 0);
      const point = project(lat, lng);
      const screen = new DOMPoint(
        box.left + box.width / 2 + (point.x - origin.x),
        box.top + box.height / 2 + (point.y - origin.y),
      );
      const local = screen.matrixTransform(svg.getScreenCTM()!.inverse());
      return paths.some((path) => path.isPointInFill(local));
    };
    return { sahara: at(22, 15), siberia: at(62, 100), atlantic: at(30, -40) };
  });
  expect(onLand).toEqual({ sahara: true, siberia: true, atlantic: false });
  expect(remote).toEqual([]);
  await expectNoAxeViolations(page);
});
