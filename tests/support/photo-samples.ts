/**
 * Test photos made with sharp (issue 14 item 1): a JPEG carrying EXIF (camera, GPS position) and an
 * orientation tag, and other samples for the upload checks.
 */
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * A 1200×800 JPEG whose EXIF holds a camera make, a GPS position (Oslo) and orientation 6 (shown
 * rotated 90°, so upright it is 800×1200).
 */
export async function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "SecretCam", Model: "Spy 3000", Copyright: "Owner Name" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "59/1 54/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "10/1 45/1 0/1",
      },
    })
    .toBuffer();
}

/** A small PNG. */
export async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 4, background: "#3366ff" } })
    .png()
    .toBuffer();
}

/**
 * A decompression bomb: a real PNG of about 50 KB that decodes to 20000×20000 pixels
 * (400 megapixels): 1-bit grayscale, all black, written by hand with zlib.
 */
export function pngBomb(side = 20000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte 0, then black pixels
  const raw = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * The file of issue 23's burst: a flat 6300×6300 PNG (39.7 megapixels, under the 40 MP limit)
 * of about 125 KB, which decodes to 119 MB of pixels (about 310 pixels per byte of file).
 */
export async function flatLargePng(side = 6300): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: "#285aa0" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A 6300×6300 PNG of about 790 KB (about 50 pixels per byte, so it passes the ratio check of
 * ADR 068): flat but for a band of noise along the top, so every copy is fully decoded.
 */
export async function bandedLargePng(side = 6300): Promise<Buffer> {
  const band = await sharp({
    create: {
      width: side,
      height: 30,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: side, height: side, channels: 3, background: "#285aa0" } })
    .composite([{ input: band, top: 0, left: 0 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
