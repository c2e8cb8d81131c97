/** Map steps shared by specs: open the popup of the first single-center marker. */
import { expect, type Page } from "@playwright/test";

/**
 * Clicks the first single-center marker once Leaflet has drawn it: a marker path is created as
 * "M0 0" and gets its shape only when the map has its size, so an early click hits nothing.
 * A plain click (no `force`) also waits until the marker is stable and nothing covers it.
 */
export async function clickFirstMarker(page: Page): Promise<void> {
  const marker = page.locator("path.center-marker").first();
  await expect(marker).toBeVisible();
  await expect(marker).not.toHaveAttribute("d", "M0 0");
  await marker.click();
}
