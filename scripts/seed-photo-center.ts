/**
 * A database for the page benches (`npm run lighthouse`, `scripts/bench-center-page.ts`): the demo
 * data plus 8 generated photos on one public demo center (issue 14 item 1's limit), stored the way
 * an approved gallery is (photos area `storePhoto`, the center's `photos` list and `image_url`
 * cover). Only for scripts: nothing here runs in the app.
 */
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { locations } from "~/server/db/schema";
import { DEMO_ADMIN_USER_ID, seedDemoData } from "~/server/local/seed.server";
import { processPhoto, storePhoto } from "~/server/photos/index.server";

/** How many photos the center gets: the most a center may have (issue 14 item 1). */
export const BENCH_PHOTO_COUNT = 8;

/**
 * One camera-like test photo (2000×1500 JPEG): a colour gradient with soft noise, so its
 * renditions have realistic sizes (neither a flat colour nor pure noise).
 */
async function generatedPhoto(n: number): Promise<Buffer> {
  const width = 2000;
  const height = 1500;
  const hue = (n * 45) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,35%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,15%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 24 }, (_, i) => {
      const x = (i * 397 + n * 131) % width;
      const y = (i * 241 + n * 59) % height;
      return `<circle cx="${x}" cy="${y}" r="${80 + ((i * 37) % 220)}" fill="hsl(${(hue + i * 15) % 360},80%,55%)" fill-opacity="0.35"/>`;
    }).join("")}
  </svg>`;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * Migrates the PGlite database in `dataDir`, loads the demo data and gives the first
 * admin-created verified demo center (public, ADR 050) 8 photos.
 * @returns the id of that center
 * @throws when the demo data has no such center
 */
export async function seedPhotoCenter(dataDir: string): Promise<string> {
  const handle = openDatabase({ kind: "pglite", dataDir });
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db);
    const [center] = await handle.db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.createdBy, DEMO_ADMIN_USER_ID), eq(locations.verified, true)))
      .orderBy(locations.organizationName)
      .limit(1);
    if (!center) throw new Error("seed: the demo data has no admin-created center");
    const ids: string[] = [];
    let cover = "";
    for (let n = 0; n < BENCH_PHOTO_COUNT; n++) {
      const photo = await processPhoto({ bytes: await generatedPhoto(n), field: "photos" });
      const stored = await storePhoto(handle.db, {
        photo,
        kind: "center",
        subjectId: center.id,
        userId: DEMO_ADMIN_USER_ID,
      });
      ids.push(stored.id);
      if (n === 0) cover = stored.url;
    }
    await handle.db
      .update(locations)
      .set({ photos: ids.join(" "), imageUrl: cover })
      .where(eq(locations.id, center.id));
    return center.id;
  } finally {
    await handle.close();
  }
}
