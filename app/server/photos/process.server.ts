/**
 * Turning an upload into renditions (issue 14 item 1, ADR 056), with sharp: the file is checked
 * (not empty, at most 10 MB, a JPEG, PNG or WebP, at most 40 megapixels so a decompression bomb is
 * refused before it is decoded), rotated by its EXIF orientation, then written without any
 * metadata (EXIF, GPS, XMP, IPTC, comments) at three widths as AVIF and WebP.
 */
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { PHOTO_FORMATS, PHOTO_MIME, PHOTO_WIDTHS, type PhotoFormat } from "~/lib/photo-urls";
import { AppError } from "../errors/app-error";

/** Largest accepted upload (10 MB, as issue 14 says). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Largest accepted image in pixels (width × height): 40 megapixels. */
export const MAX_PHOTO_PIXELS = 40_000_000;

/** The upload messages, shown in place next to the file field. */
export const PHOTO_MESSAGES = {
  empty: "This file is empty. Please choose a photo.",
  tooBig: "This photo is larger than 10 MB. Please choose a smaller file.",
  notImage: "This file is not a photo we can read. Please upload a JPEG, PNG or WebP image.",
  heic: "HEIC photos cannot be read here yet. Please save the photo as JPEG and upload it again.",
  tooManyPixels:
    "This image has too many pixels (more than 40 megapixels). Please upload a smaller image.",
} as const;

/** Input formats we accept, as sharp names them. */
const ACCEPTED = new Set(["jpeg", "png", "webp"]);

/** One rendition of a processed photo. */
export interface Rendition {
  /** `<key>-<width>.<format>` */
  name: string;
  width: number;
  format: PhotoFormat;
  contentType: string;
  bytes: Uint8Array;
}

/** A processed photo, ready to store. */
export interface ProcessedPhoto {
  /** Content hash of all renditions (24 hex digits). */
  key: string;
  /** Size after rotation, capped at the widest rendition (pixels). */
  width: number;
  height: number;
  renditions: Rendition[];
}

function badFile(message: string, field: string, cause?: unknown): AppError {
  return new AppError("photos.bad_file", message, 400, {
    fieldErrors: { [field]: message },
    ...(cause === undefined ? {} : { cause }),
  });
}

/** The refusal for a file sharp could not read: over the pixel limit, or not an image. */
function unreadable(error: unknown, field: string): AppError {
  return /pixel limit/i.test(String(error))
    ? badFile(PHOTO_MESSAGES.tooManyPixels, field, error)
    : badFile(PHOTO_MESSAGES.notImage, field, error);
}

/**
 * Checks and processes one upload.
 * @param input.bytes the uploaded file's bytes
 * @param input.field the form field the messages belong to
 * @returns the photo's key, size and six renditions (3 widths × AVIF, WebP), no metadata kept
 * @throws AppError 400 `photos.bad_file` (message on `field`) for an empty, oversized, unreadable
 *   or non-photo file, a HEIC photo, or more than 40 megapixels; nothing is stored
 */
export async function processPhoto(input: {
  bytes: Uint8Array;
  field: string;
}): Promise<ProcessedPhoto> {
  const { bytes, field } = input;
  if (bytes.byteLength === 0) throw badFile(PHOTO_MESSAGES.empty, field);
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw badFile(PHOTO_MESSAGES.tooBig, field);
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" } as const;
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    throw unreadable(error, field);
  }
  if (meta.format === "heif") throw badFile(PHOTO_MESSAGES.heic, field);
  if (!meta.format || !ACCEPTED.has(meta.format)) throw badFile(PHOTO_MESSAGES.notImage, field);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PHOTO_PIXELS) {
    throw badFile(PHOTO_MESSAGES.tooManyPixels, field);
  }
  const renditions: Omit<Rendition, "name">[] = [];
  try {
    // Decoded once, rotated upright by EXIF and cut to the widest rendition; every rendition is
    // encoded from those pixels. sharp writes no metadata unless asked to.
    const widest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    for (const width of PHOTO_WIDTHS) {
      const resized = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
      for (const format of PHOTO_FORMATS) {
        const encoded =
          format === "avif"
            ? resized.clone().avif({ quality: 50, effort: 0 })
            : resized.clone().webp({ quality: 78, effort: 2 });
        const out = await encoded.toBuffer();
        renditions.push({ width, format, contentType: PHOTO_MIME[format], bytes: out });
      }
    }
  } catch (error) {
    throw unreadable(error, field);
  }
  const hash = createHash("sha256");
  for (const rendition of renditions) hash.update(rendition.bytes);
  const key = hash.digest("hex").slice(0, 24);
  const upright = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  const scale = Math.min(1, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]! / upright.width);
  return {
    key,
    width: Math.round(upright.width * scale),
    height: Math.round(upright.height * scale),
    renditions: renditions.map((r) => ({ ...r, name: `${key}-${r.width}.${r.format}` })),
  };
}

/**
 * The files of a form field that hold something (browsers send one empty, nameless part when
 * no file was chosen).
 */
export function chosenFiles(form: FormData, field: string): File[] {
  return form
    .getAll(field)
    .filter((value): value is File => typeof value !== "string")
    .filter((file) => file.size > 0 || file.name !== "");
}
