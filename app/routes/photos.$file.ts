/**
 * GET /photos/{key}-{width}.{avif|webp} (issue 14 item 1, ADR 056): one photo rendition from the
 * database, from our own origin. The name is a content hash, so the answer never changes: cached
 * for a year as immutable. Unknown names answer 404.
 */
import type { Route } from "./+types/photos.$file";
import { servicesOf } from "~/server/services.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const file = await servicesOf(context).photos.readFile({ name: params.file });
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
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
