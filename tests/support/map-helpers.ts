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
 * Clicks the first drawn single-center marker. A plain click (no `force`) also waits until the
 * marker is stable and nothing covers it, as for a person.
 */
export async function clickFirstMarker(page: Page): Promise<void> {
  const marker = drawnMarkers(page).first();
  await expect(marker).toBeVisible();
  await marker.click();
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
