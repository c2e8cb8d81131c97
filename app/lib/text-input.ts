/**
 * What typed text may contain (issue 23 item 2, ADR 069), without zod, shared by browser and
 * server: every text is normalised to NFC and trimmed of whitespace, zero-width characters and
 * bidi controls at both ends; a single-line value (names, places, addresses, e-mails, URLs,
 * reasons) refuses control characters (C0 with tab, CR and LF, DEL, C1), the line and paragraph
 * separators U+2028/U+2029 and embedded bidi embeddings, overrides and isolates; a multi-line
 * value (descriptions, messages) keeps tab, CR and LF and refuses the other control characters.
 */

/** Shown when a single-line field holds a line break or another control character. */
export const LINE_MESSAGE =
  "Please keep this on one line: line breaks, tabs and other control characters are not allowed";

/** Shown when a single-line field holds a bidi embedding, override or isolate (U+202A–U+202E, U+2066–U+2069). */
export const BIDI_MESSAGE =
  "Please remove the invisible text-direction characters (bidi overrides) from this field";

/** Shown when a multi-line field holds a control character other than tab or a line break. */
export const CONTROL_MESSAGE =
  "Please remove the invisible control characters from this text (line breaks and tabs are fine)";

/**
 * Trimmed at both ends of every text: whitespace (`\s`: line breaks, NBSP, U+FEFF included),
 * zero-width characters (U+200B–U+200D, U+2060, U+FEFF) and bidi controls (U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069). All are single UTF-16 units.
 */
const EDGE = /[\s\u200B-\u200D\u2060\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Refused in a single-line value: C0 (tab, CR, LF included), DEL, C1 (`Cc`), U+2028, U+2029. */
const LINE_CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Bidi embeddings, overrides and isolates: they reorder the text that follows them. */
const BIDI_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;

/** Refused in a multi-line value: C0 except tab, LF and CR; DEL; C1 (`Cc` but tab, LF, CR). */
const TEXT_CONTROL = /[^\P{Cc}\t\n\r]/u;

/**
 * The form a stored text takes: NFC, without whitespace, zero-width characters or bidi controls
 * at either end (a scan, not a regular expression, so a long run of spaces costs linear time).
 * @param value the text as typed
 * @returns the normalised text ("" when nothing visible was typed)
 */
export function normalizeText(value: string): string {
  const text = value.normalize("NFC");
  let start = 0;
  let end = text.length;
  while (start < end && EDGE.test(text[start]!)) start++;
  while (end > start && EDGE.test(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/**
 * Why a single-line value cannot be stored, or null when it can.
 * @param value the normalised value (see {@link normalizeText})
 * @returns {@link LINE_MESSAGE} for a control character or line separator, {@link BIDI_MESSAGE}
 *   for an embedded bidi embedding, override or isolate, else null
 */
export function lineProblem(value: string): string | null {
  if (LINE_CONTROL.test(value)) return LINE_MESSAGE;
  if (BIDI_OVERRIDE.test(value)) return BIDI_MESSAGE;
  return null;
}

/**
 * Why a multi-line value cannot be stored, or null when it can (tab, CR and LF are kept; bidi
 * controls are allowed: a paragraph of its own ends their effect, ADR 069).
 * @param value the normalised value
 * @returns {@link CONTROL_MESSAGE} or null
 */
export function multilineProblem(value: string): string | null {
  return TEXT_CONTROL.test(value) ? CONTROL_MESSAGE : null;
}

/**
 * "text@text.text": one `@`, a dot after it (docs/spec/public-site.md, placeholder {email}), and
 * nothing invisible: no whitespace, control, format (zero-width, bidi) or separator character.
 * @param value the address, already trimmed
 */
export function isEmailShaped(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && !/[\p{Cc}\p{Cf}\p{Z}]/u.test(value);
}

/**
 * Text made into one clean line without refusing anything, for search boxes (a search is
 * friendlier ignored than refused): NFC, control characters, line separators, bidi overrides
 * and lone surrogates become spaces, runs of whitespace one space, then trimmed as
 * {@link normalizeText}.
 * @param value the text as typed
 */
export function toOneLine(value: string): string {
  return normalizeText(
    value
      .replace(/[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, " ")
      .replace(/\s+/g, " "),
  );
}
