/**
 * The comparison key of a community name (issue 23 item 3, ADR 070): two names with the same key
 * look alike, so they belong to one organiser. Pure; server only (the confusables table is about
 * 100 KB and never ships to the browser). The key is stored in `communities.name_key`; it is for
 * comparing, never for display.
 */
import unhomoglyph from "unhomoglyph";

/** Invisible characters: zero-width, bidi controls, soft hyphen, variation selectors, controls. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/gu;
/** Accents and other non-spacing marks (after a decomposition). */
const MARKS = /[\p{Mn}\p{Me}]/gu;
/** Runs of punctuation, symbols and white space: one separator. */
const SEPARATORS = /[\p{P}\p{S}\p{Z}\s]+/gu;

/**
 * The Unicode TR39 skeleton: NFD, each character replaced by its prototype from
 * confusables.txt (the `unhomoglyph` library's table), NFD again; then marks removed.
 */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD").replace(MARKS, "");
}

/**
 * The key two community names are compared by (ADR 070): equal keys mean "the same name".
 * Ignores case, accents (NFKD, marks removed), zero-width and bidi characters, punctuation and
 * symbols (a run of them, or of spaces, counts as one space; leading and trailing ones as none)
 * and confusables (TR39 skeleton, so Cyrillic "а" is Latin "a" and capital "I" is "l"). The
 * skeleton is taken of the upper-cased name and again of its lower-cased skeleton, so that case
 * and lookalikes combine: "i", "I", "l" and "1" are one letter here, as are "m" and "rn".
 * @param name the name as typed
 * @returns the key, e.g. "valhallan" for "VaIhallan." or "Válhallan\u200B"; for a name of only
 *   punctuation or symbols, "#" and the name lower-cased (no key of letters starts with "#")
 */
export function communityNameKey(name: string): string {
  const base = name.normalize("NFKD").replace(INVISIBLE, "").replace(MARKS, "");
  const key = skeleton(skeleton(base.toUpperCase()).toLowerCase()).replace(SEPARATORS, " ").trim();
  if (key) return key;
  return `#${base.replace(/\s+/gu, " ").trim().toLowerCase()}`;
}
