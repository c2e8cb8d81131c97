/**
 * Photos (issue 14 item 1, ADR 056): processing strips every metadata field (GPS included) after
 * rotating by EXIF orientation and writes three widths as AVIF and WebP; bad files are refused
 * with their message; storing, serving and pruning on PGlite and PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoKeyOfUrl } from "~/lib/photo-urls";
import {
  bandedLargePng,
  flatLargePng,
  jpegWithGps,
  pngBomb,
  smallPng,
} from "../../../tests/support/photo-samples";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { isAppError } from "../errors/app-error";
import {
  chosenFiles,
  FREE_PHOTO_PIXELS,
  inspectPhoto,
  MAX_PHOTO_BYTES,
  MAX_PIXELS_PER_BYTE,
  PHOTO_MESSAGES,
  processPhoto,
  type ProcessedPhoto,
} from "./process.server";
import { listPhotos, prunePhotos, readPhotoFile, storePhoto } from "./store.server";

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await processPhoto({ bytes, field: "photos" });
  } catch (error) {
    if (isAppError(error)) {
      expect(error.status).toBe(400);
      expect(error.fieldErrors.photos).toBe(error.message);
      return error.message;
    }
    throw error;
  }
  throw new Error("the file was accepted");
}

describe("processing a photo", () => {
  let photo: ProcessedPhoto;
  beforeAll(async () => {
    photo = await processPhoto({ bytes: await jpegWithGps(), field: "photos" });
  }, 60_000);

  it("the sample really carries EXIF with GPS and an orientation", async () => {
    const meta = await sharp(await jpegWithGps()).metadata();
    expect(meta.exif?.toString("latin1")).toContain("SecretCam");
    expect(meta.orientation).toBe(6);
  });

  it("writes three widths as AVIF and WebP under content-hashed names", () => {
    expect(photo.key).toMatch(/^[0-9a-f]{24}$/);
    expect(photo.renditions.map((r) => r.name).sort()).toEqual(
      [480, 960, 1600].flatMap((w) => [`${photo.key}-${w}.avif`, `${photo.key}-${w}.webp`]).sort(),
    );
  });

  it("rotates upright by EXIF, keeps no metadata at all and never enlarges", async () => {
    expect(photo).toMatchObject({ width: 800, height: 1200 });
    for (const rendition of photo.renditions) {
      const meta = await sharp(rendition.bytes).metadata();
      expect(meta.format).toBe(rendition.format === "avif" ? "heif" : "webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(Buffer.from(rendition.bytes).toString("latin1")).not.toMatch(/SecretCam|GPS/);
      expect(meta.width).toBe(Math.min(rendition.width, 800));
      expect(meta.height! > meta.width!).toBe(true);
    }
  });

  it("gives the same key for the same upload (content-hashed)", async () => {
    const again = await processPhoto({ bytes: await jpegWithGps(), field: "photos" });
    expect(again.key).toBe(photo.key);
  }, 60_000);

  it("accepts PNG", async () => {
    const png = await processPhoto({ bytes: await smallPng(), field: "photos" });
    expect(png).toMatchObject({ width: 300, height: 200 });
  });
});

describe("bad files are refused with their message", () => {
  it("an empty file", async () => {
    expect(await refusal(new Uint8Array())).toBe(PHOTO_MESSAGES.empty);
  });
  it("a file over 10 MB", async () => {
    expect(await refusal(new Uint8Array(MAX_PHOTO_BYTES + 1))).toBe(PHOTO_MESSAGES.tooBig);
  });
  it("a file that is not an image", async () => {
    expect(await refusal(new TextEncoder().encode("%PDF-1.7 hello"))).toBe(PHOTO_MESSAGES.notImage);
  });
  it("an image format we do not take (GIF)", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    expect(await refusal(gif)).toBe(PHOTO_MESSAGES.notImage);
  });
  it("a truncated JPEG", async () => {
    const jpeg = await jpegWithGps();
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toBe(PHOTO_MESSAGES.notImage);
  });
  it("a decompression bomb (400 megapixels in a small PNG)", async () => {
    const bomb = pngBomb();
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20000);
    expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);
    expect(await refusal(bomb)).toBe(PHOTO_MESSAGES.tooManyPixels);
  }, 60_000);
});

describe("pixels per byte of file (issue 23, ADR 068)", () => {
  it("a flat 40-megapixel PNG of about 125 KB (119 MB of pixels) is refused from its header", async () => {
    const flat = await flatLargePng();
    expect(flat.length).toBeLessThan(140_000);
    const meta = await sharp(flat).metadata();
    expect(meta.width! * meta.height!).toBeGreaterThan(FREE_PHOTO_PIXELS);
    await expect(inspectPhoto({ bytes: flat, field: "photos" })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { photos: PHOTO_MESSAGES.tooManyPixelsForSize },
    });
    expect(await refusal(flat)).toBe(PHOTO_MESSAGES.tooManyPixelsForSize);
  }, 60_000);

  it("takes real photos and screenshots: a nearly empty 4K screenshot, a detailed 40 MP PNG, a 24 MP camera JPEG", async () => {
    // A nearly empty 3840×2160 screenshot compresses to about 270 pixels per byte: under
    // 16 megapixels, its file size does not matter.
    const screenshot = await sharp({
      create: { width: 3840, height: 2160, channels: 3, background: "#ffffff" },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="60"><text x="10" y="40" font-size="32">Hello</text></svg>',
          ),
          top: 40,
          left: 40,
        },
      ])
      .png()
      .toBuffer();
    expect(3840 * 2160).toBeGreaterThan(screenshot.length * MAX_PIXELS_PER_BYTE);
    await expect(inspectPhoto({ bytes: screenshot, field: "photos" })).resolves.toMatchObject({
      upright: { width: 3840, height: 2160 },
    });
    // 40 megapixels at about 50 pixels per byte: the upper end of real PNG screenshots.
    const banded = await bandedLargePng();
    await expect(inspectPhoto({ bytes: banded, field: "photos" })).resolves.toMatchObject({
      upright: { width: 6300, height: 6300 },
    });
    const camera = await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: "#556677",
        noise: { type: "gaussian", mean: 110, sigma: 30 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    await expect(inspectPhoto({ bytes: camera, field: "photos" })).resolves.toMatchObject({
      upright: { width: 6000, height: 4000 },
    });
  }, 60_000);
});

describe("chosenFiles", () => {
  it("skips the empty part a browser sends when no file was chosen", () => {
    const form = new FormData();
    form.append("photos", new File([], ""));
    form.append("photos", new File(["x"], "a.jpg"));
    form.append("photos", "text");
    expect(chosenFiles(form, "photos").map((f) => f.name)).toEqual(["a.jpg"]);
  });
});

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`storing photos on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let photo: ProcessedPhoto;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      photo = await processPhoto({ bytes: await smallPng(), field: "photos" });
    }, 60_000);
    afterAll(() => handle?.close());

    it("stores, lists in the given order, serves the bytes and prunes unused files", async () => {
      const { db } = handle;
      const subjectId = randomUUID();
      const a = await storePhoto(db, { photo, kind: "center", subjectId, userId: "u1" });
      const other = await processPhoto({ bytes: await jpegWithGps(), field: "photos" });
      const b = await storePhoto(db, { photo: other, kind: "center", subjectId, userId: "u1" });
      expect(photoKeyOfUrl(a.url)).toBe(photo.key);
      const listed = await listPhotos(db, { kind: "center", subjectId, ids: [b.id, a.id] });
      expect(listed.map((p) => p.id)).toEqual([b.id, a.id]);
      // Another subject's list does not see them.
      expect(await listPhotos(db, { kind: "party", subjectId, ids: [a.id] })).toEqual([]);

      const file = await readPhotoFile(db, `${photo.key}-480.webp`);
      expect(file?.contentType).toBe("image/webp");
      const served = photo.renditions.find((r) => r.name === `${photo.key}-480.webp`)!;
      expect(Buffer.from(file!.bytes).equals(Buffer.from(served.bytes))).toBe(true);
      expect(await readPhotoFile(db, "../../etc/passwd")).toBeNull();

      // The same photo used by a second subject keeps its files when the first lets it go.
      const elsewhere = randomUUID();
      await storePhoto(db, { photo, kind: "party", subjectId: elsewhere, userId: "u1" });
      expect(await prunePhotos(db, { kind: "center", subjectId, keep: [b.id] })).toBe(1);
      expect(await readPhotoFile(db, `${photo.key}-480.webp`)).not.toBeNull();
      await prunePhotos(db, { kind: "party", subjectId: elsewhere, keep: [] });
      expect(await readPhotoFile(db, `${photo.key}-480.webp`)).toBeNull();
      expect(await readPhotoFile(db, `${other.key}-1600.avif`)).not.toBeNull();
    }, 60_000);
  });
}
