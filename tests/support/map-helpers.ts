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
