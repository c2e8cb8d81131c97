/**
 * GET /photos/{key}-{width}.{avif|webp} (issue 14 item 1, ADR 056; issue 29 item 3, ADR 096): one
 * photo rendition from the process's photo store (the database, or an S3-compatible bucket),
 * from our own origin. The name is a hash of the bytes, so the answer never changes: cached for a
 * year as immutable. With `STORAGE_PUBLIC_URL` the answer is a permanent redirect to the file's
 * public address (a CDN or the bucket), cached just as long. Unknown names answer 404.
 */
import type { Route } from "./+types/photos.$file";
import { servicesOf } from "~/server/services.server";

const IMMUTABLE = "public, max-age=31536000, immutable";

export async function loader({ params, context }: Route.LoaderArgs) {
  const photos = servicesOf(context).photos;
  const elsewhere = photos.publicUrlOf({ name: params.file });
  if (elsewhere) {
    return new Response(null, {
      status: 301,
      headers: { Location: elsewhere, "Cache-Control": IMMUTABLE },
    });
  }
  const file = await photos.readFile({ name: params.file });
  if (!file) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Cache-Control": IMMUTABLE,
    },
  });
}
