/**
 * A CSV file as a download (the admin's contacts, an event's attendees, a listing's insights):
 * the one place its headers are written. No cache (the file is someone's own data) and no
 * content sniffing.
 */

/**
 * @param csv the file's text (written by csv-stringify)
 * @param fileName the name the browser saves it under (ASCII, no quotes)
 * @returns a 200 `text/csv` answer with `Content-Disposition: attachment`
 */
export function csvDownload(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
