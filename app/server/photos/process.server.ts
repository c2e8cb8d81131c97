/**
 * Turning an upload into renditions (issue 14 item 1, ADR 056), with sharp: the file is checked
 * from its header alone (not empty, at most 10 MB, a JPEG, PNG or WebP, at most 40 megapixels,
 * and above 16 megapixels at most 64 pixels per byte of file, so a decompression bomb is refused
 * before it is decoded; issue 23, ADR 068), rotated by its EXIF orientation, then written
 * without any metadata (EXIF, GPS, XMP, IPTC, comments) at three widths as AVIF and WebP.
 * Callers run the decoding (`renderPhoto`) through the process's bounded queue (`photoWork`).
 */
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { PHOTO_FORMATS, PHOTO_MIME, PHOTO_WIDTHS, type PhotoFormat } from "~/lib/photo-urls";
import { AppError } from "../errors/app-error";

// libvips' operation cache keeps recent results (up to 50 MB) for reuse; every upload is
// decoded once, so it would only hold memory (ADR 068).
sharp.cache(false);

/** Largest accepted upload (10 MB, as issue 14 says). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Largest accepted image in pixels (width × height): 40 megapixels. */
export const MAX_PHOTO_PIXELS = 40_000_000;

/**
 * Images up to this many pixels (16 megapixels: a 5K screenshot, a 12 MP phone photo) are taken
 * whatever the size of their file (ADR 068).
 */
export const FREE_PHOTO_PIXELS = 16_000_000;

/**
 * Above `FREE_PHOTO_PIXELS`, the most pixels an image may have per byte of its file (ADR 068):
 * camera and phone photos have 2 to 16, PNG screenshots up to about 30 (a nearly empty one
 * 270); a flat 40-megapixel PNG of 125 KB has 310.
 */
export const MAX_PIXELS_PER_BYTE = 64;

/** The upload messages, shown in place next to the file field. */
export const PHOTO_MESSAGES = {
  empty: "This file is empty. Please choose a photo.",
  tooBig: "This photo is larger than 10 MB. Please choose a smaller file.",
  notImage: "This file is not a photo we can read. Please upload a JPEG, PNG or WebP image.",
  heic: "HEIC photos cannot be read here yet. Please save the photo as JPEG and upload it again.",
  tooManyPixels:
    "This image has too many pixels (more than 40 megapixels). Please upload a smaller image.",
  tooManyPixelsForSize:
    "This image has too many pixels for the size of its file. Please upload the photo as your camera or phone saved it, or an image of at most 16 megapixels.",
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

/** An upload whose header passed every check (`inspectPhoto`); nothing decoded yet. */
export interface InspectedPhoto {
  bytes: Uint8Array;
  /** The form field the messages belong to. */
  field: string;
  /** Size after EXIF rotation, in pixels. */
  upright: { width: number; height: number };
}

const SHARP_OPTIONS = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" } as const;

/**
 * Checks one upload from its header alone (sharp's `metadata()` decodes no pixels): cheap
 * enough to run before the upload takes a place in the queue.
 * @param input.bytes the uploaded file's bytes
 * @param input.field the form field the messages belong to
 * @returns the upload with its upright size
 * @throws AppError 400 `photos.bad_file` (message on `field`) for an empty, oversized, unreadable
 *   or non-photo file, a HEIC photo, more than 40 megapixels, or more than 16 megapixels at more
 *   than 64 pixels per byte of file (ADR 068)
 */
export async function inspectPhoto(input: {
  bytes: Uint8Array;
  field: string;
}): Promise<InspectedPhoto> {
  const { bytes, field } = input;
  if (bytes.byteLength === 0) throw badFile(PHOTO_MESSAGES.empty, field);
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw badFile(PHOTO_MESSAGES.tooBig, field);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, SHARP_OPTIONS).metadata();
  } catch (error) {
    throw unreadable(error, field);
  }
  if (meta.format === "heif") throw badFile(PHOTO_MESSAGES.heic, field);
  if (!meta.format || !ACCEPTED.has(meta.format)) throw badFile(PHOTO_MESSAGES.notImage, field);
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > MAX_PHOTO_PIXELS) throw badFile(PHOTO_MESSAGES.tooManyPixels, field);
  if (pixels > FREE_PHOTO_PIXELS && pixels > bytes.byteLength * MAX_PIXELS_PER_BYTE) {
    throw badFile(PHOTO_MESSAGES.tooManyPixelsForSize, field);
  }
  const upright = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  return { bytes, field, upright: { width: upright.width, height: upright.height } };
}

/**
 * Decodes an inspected upload and encodes its renditions: the expensive part (about a second
 * of one core for 40 megapixels). Run it through `photoWork`.
 * @returns the photo's key, size and six renditions (3 widths × AVIF, WebP), no metadata kept
 * @throws AppError 400 `photos.bad_file` (message on the upload's field) when the pixels cannot
 *   be decoded (a truncated or broken file); nothing is stored
 */
export async function renderPhoto(photo: InspectedPhoto): Promise<ProcessedPhoto> {
  const { bytes, field, upright } = photo;
  const renditions: Omit<Rendition, "name">[] = [];
  try {
    // Decoded once, rotated upright by EXIF and cut to the widest rendition; every rendition is
    // encoded from those pixels. sharp writes no metadata unless asked to.
    const widest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
    const { data, info } = await sharp(bytes, SHARP_OPTIONS)
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
  const scale = Math.min(1, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]! / upright.width);
  return {
    key,
    width: Math.round(upright.width * scale),
    height: Math.round(upright.height * scale),
    renditions: renditions.map((r) => ({ ...r, name: `${key}-${r.width}.${r.format}` })),
  };
}

/**
 * Checks and processes one upload at once (`inspectPhoto`, then `renderPhoto`), outside the
 * queue: for scripts and tests. Requests inspect first, then render through `photoWork.runAll`.
 * @returns the processed photo
 * @throws AppError 400 `photos.bad_file` as `inspectPhoto` and `renderPhoto`
 */
export async function processPhoto(input: {
  bytes: Uint8Array;
  field: string;
}): Promise<ProcessedPhoto> {
  return renderPhoto(await inspectPhoto(input));
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
