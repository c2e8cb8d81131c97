/**
 * Place names compared the way people type them (issue 14 items 2 and 3): case, diacritics and
 * letters without a decomposition (ł, ø, ß, ...) do not matter, so "krakow" finds "Kraków" and
 * "lodz" finds "Łódź". Shared by the server's gazetteer and its tests.
 */

/** Letters Unicode does not decompose into a base letter and a mark. */
const FOLDED: Record<string, string> = {
  ł: "l",
  ø: "o",
  đ: "d",
  ð: "d",
  ħ: "h",
  ı: "i",
  ŀ: "l",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  þ: "th",
};

/**
 * The comparison key of a name: lower case, marks removed, folded letters, punctuation and
 * runs of spaces as one space, trimmed. "  Kraków " and "KRAKOW" both give "krakow";
 * "Saint-Étienne" gives "saint etienne".
 */
export function placeKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[łøđðħıŀßæœþ]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
