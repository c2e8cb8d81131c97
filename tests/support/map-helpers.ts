/** Map steps shared by specs: find drawn markers and open a marker's popup. */
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Single-center markers Leaflet has drawn. A marker outside the visible part of the map (or
 * not laid out yet) keeps the empty path "M0 0", so "the first marker" may be one nobody can
 * see or click, depending on which centers are verified at the time.
 */
export function drawnMarkers(page: Page): Locator {
  return page.locator('path.center-marker:not([d="M0 0"])');
}

/**
 * Clicks the drawn single-center marker nearest the map's middle, so which one it is does not
 * depend on the order other tests created centers in, and its popup opens without panning far.
 * A plain click (no `force`) also waits until the marker is stable and nothing covers it.
 */
export async function clickCentralMarker(page: Page): Promise<void> {
  await expect(drawnMarkers(page).first()).toBeVisible();
  const frame = (await page.locator(".leaflet-container").boundingBox())!;
  const middle = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
  const boxes = await drawnMarkers(page).evaluateAll((paths) =>
    paths.map((path) => {
      const box = path.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }),
  );
  const distances = boxes.map((box) => Math.hypot(box.x - middle.x, box.y - middle.y));
  const nearest = distances.indexOf(Math.min(...distances));
  await drawnMarkers(page).nth(nearest).click();
}

/**
 * Waits until the open popup has stopped moving: it opens small, grows when the center's
 * details arrive and is then panned (animated) clear of the zoom buttons. Checks made while it
 * moves (axe's target sizes) would see a position it is only passing through.
 */
export async function waitForPopupAtRest(page: Page): Promise<void> {
  const popup = page.locator(".leaflet-popup");
  let last = "";
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await popup.boundingBox());
        const still = box === last;
        last = box;
        return still;
      },
      { intervals: [150], timeout: 5_000 },
    )
    .toBe(true);
}
