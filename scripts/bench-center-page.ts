/**
 * Part of `npm run bench` (issue 14 "Performance", ADR 064): the bytes a center page with 8 photos
 * sends on a first view (empty cache), at a 390 px phone viewport (device pixel ratio 3) and a
 * 1366 px laptop viewport (ratio 1). Starts the production build (`npm run build` first) on its
 * own PGlite database (demo data plus 8 generated photos on one public demo center), opens the
 * page in Debian's Chromium through Playwright and adds up the bytes transferred for every
 * response (headers and compressed bodies, as the DevTools protocol counts them) until the
 * network is idle: the document, scripts, the lazy map code and basemap, and the photo
 * renditions the browser picked from `srcset`/`sizes`. Prints figures, asserts nothing.
 * CHROMIUM_PATH (default /usr/bin/chromium) sets the browser.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { spawnServer, waitUntilUp } from "../tests/support/server-process";
import { seedPhotoCenter } from "./seed-photo-center";

/** The viewports measured: a common phone and a common laptop. */
const VIEWPORTS = [
  { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true },
  { width: 1366, height: 768, deviceScaleFactor: 1, isMobile: false },
] as const;

/** What one finished request cost. */
interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

async function firstView(
  baseUrl: string,
  pagePath: string,
  viewport: (typeof VIEWPORTS)[number],
): Promise<Transfer[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.deviceScaleFactor,
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const requests = new Map<string, { url: string; type: string }>();
    const transfers: Transfer[] = [];
    cdp.on("Network.responseReceived", (event) => {
      requests.set(event.requestId, { url: event.response.url, type: event.type ?? "Other" });
    });
    cdp.on("Network.loadingFinished", (event) => {
      const request = requests.get(event.requestId);
      if (request) transfers.push({ ...request, bytes: event.encodedDataLength });
    });
    await page.goto(baseUrl + pagePath, { waitUntil: "networkidle" });
    // Anything the page started after the network first went quiet (lazy photos, map data).
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    return transfers;
  } finally {
    await browser.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lcn-bench-center-"));
  const dbDir = path.join(dataDir, "db");
  try {
    const centerId = await seedPhotoCenter(dbDir);
    const server = await spawnServer({ DATABASE_URL: `pglite://${dbDir}` });
    try {
      await waitUntilUp(server);
      const pagePath = `/lan-centers/${centerId}`;
      console.log(`\nCenter page with 8 photos, first view (empty cache): ${pagePath}`);
      for (const viewport of VIEWPORTS) {
        const transfers = await firstView(server.baseUrl, pagePath, viewport);
        const total = transfers.reduce((sum, t) => sum + t.bytes, 0);
        const byType = new Map<string, number>();
        for (const t of transfers) byType.set(t.type, (byType.get(t.type) ?? 0) + t.bytes);
        const photos = transfers.filter((t) => t.url.includes("/photos/"));
        const renditions = [...new Set(photos.map((t) => t.url.split("-").pop() ?? ""))].join(", ");
        console.log(
          `${String(viewport.width).padStart(4)} px (DPR ${viewport.deviceScaleFactor}): ` +
            `${kib(total)} in ${transfers.length} responses; ` +
            [...byType]
              .sort((a, b) => b[1] - a[1])
              .map(([type, bytes]) => `${type} ${kib(bytes)}`)
              .join(", "),
        );
        console.log(
          `      photos: ${photos.length} files, ${kib(photos.reduce((s, t) => s + t.bytes, 0))} (${renditions || "none"})`,
        );
      }
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      server.cleanup();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
