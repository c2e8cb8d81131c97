/**
 * Photo addresses (issue 14 item 1, ADR 056), shared by the server and the browser. Every photo is
 * served from our own origin as `/photos/<key>-<width>.<format>`: `key` is a content hash of the
 * photo's renditions, so an address never changes meaning and is cached for a year. From one
 * address (what the spec's `image_url` columns hold: the middle WebP) the page derives the rest.
 */

/** The rendition widths in CSS pixels, narrowest first. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** The rendition formats, best first (the browser takes the first it supports). */
export const PHOTO_FORMATS = ["avif", "webp"] as const;

export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** MIME type of each rendition format. */
export const PHOTO_MIME: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** A file name: 24 hex digits of key, a listed width and a listed format. */
const FILE_NAME = /^([0-9a-f]{24})-(480|960|1600)\.(avif|webp)$/;

/** The address of one rendition. */
export function photoUrl(key: string, width: number, format: PhotoFormat): string {
  return `/photos/${key}-${width}.${format}`;
}

/** The address stored in `image_url` for a photo: its middle-width WebP. */
export function coverUrlOf(key: string): string {
  return photoUrl(key, 960, "webp");
}

/**
 * The parts of a rendition's file name (`<key>-<width>.<format>`), or null when it is not one.
 */
export function parsePhotoFileName(
  name: string,
): { key: string; width: number; format: PhotoFormat } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  return { key: match[1]!, width: Number(match[2]), format: match[3] as PhotoFormat };
}

/** The photo key of one of our photo addresses (e.g. an `image_url`), or null for anything else. */
export function photoKeyOfUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith("/photos/")) return null;
  return parsePhotoFileName(url.slice("/photos/".length))?.key ?? null;
}

/** A `srcset` value of a photo in one format (all widths). */
export function photoSrcSet(key: string, format: PhotoFormat): string {
  return PHOTO_WIDTHS.map((width) => `${photoUrl(key, width, format)} ${width}w`).join(", ");
}
