/** HTML escaping for the text we put into e-mail bodies. */

/** Escapes &, <, > and " so `value` is inert inside HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}
