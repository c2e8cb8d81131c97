/**
 * Place names compared the way people type them (issue 14 items 2 and 3, issue 28 item 4):
 * case, diacritics, compatibility forms (full-width letters) and letters without a
 * decomposition (ł, ø, ß, ...) do not matter, so "krakow" finds "Kraków" and "lodz" finds
 * "Łódź"; Japanese and Korean script stays as written ("東京", "ベルリン", "서울"). Shared by
 * the server's gazetteer and its tests.
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
 * The comparison key of a name: compatibility-decomposed (NFKD), lower case, marks removed
 * except the kana voicing marks, folded letters, punctuation and runs of spaces as one space,
 * trimmed, then recomposed (NFC, so kana and Hangul syllables stay whole). "  Kraków " and
 * "KRAKOW" both give "krakow"; "Saint-Étienne" gives "saint etienne"; "ベルリン" stays.
 */
export function placeKey(name: string): string {
  // Printable ASCII (most names) needs no Unicode work; the result is the same.
  if (!/[^ -~]/.test(name)) {
    return name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  }
  return name
    .normalize("NFKD")
    .replace(/(?![\u3099\u309A])\p{M}/gu, "")
    .toLowerCase()
    .replace(/[łøđðħıŀßæœþ]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}\u3099\u309A]+/gu, " ")
    .trim()
    .normalize("NFC");
}
