/**
 * The community name key (issue 23 item 3, ADR 070): lookalike names share a key, distinct
 * names keep distinct keys.
 */
import { describe, expect, it } from "vitest";
import { communityNameKey } from "./community-name-key.server";

describe("communityNameKey", () => {
  const same: [string, string][] = [
    ["VALHALLAN", "case"],
    ["valhallan", "lower case"],
    ["Valhallan\u200B", "a trailing zero-width space"],
    ["Val\u200Dhal\uFEFFlan", "zero-width joiner and no-break space inside"],
    ["\u202EValhallan\u202C", "bidi controls"],
    ["Valhallan.", "a trailing dot"],
    ["Valhallan!!", "trailing punctuation"],
    ["  Valhallan  ", "surrounding spaces"],
    ["Válhallan", "an accent"],
    ["Valha\u0301llan", "a combining accent"],
    ["VaIhallan", "capital I for l"],
    ["Va1hallan", "digit 1 for l"],
    ["Va|hallan", "a bar for l"],
    ["V\u0430lhallan", "Cyrillic а for Latin a"],
    ["ＶＡＬＨＡＬＬＡＮ", "full-width letters"],
    ["𝐕𝐚𝐥𝐡𝐚𝐥𝐥𝐚𝐧", "mathematical bold letters"],
  ];
  it.each(same)("'%s' (%s) has the key of 'Valhallan'", (name) => {
    expect(communityNameKey(name)).toBe(communityNameKey("Valhallan"));
  });

  it("collapses runs of spaces and separators into one space", () => {
    expect(communityNameKey("Val  hallan")).toBe(communityNameKey("Val hallan"));
    expect(communityNameKey("Val\u00A0\thallan")).toBe(communityNameKey("Val hallan"));
    expect(communityNameKey("Val - hallan")).toBe(communityNameKey("Val hallan"));
  });

  it("combines confusables with case: 'rn' looks like 'm', '0' like 'O'", () => {
    expect(communityNameKey("Game Zone")).toBe(communityNameKey("GARNE ZONE"));
    expect(communityNameKey("0range")).toBe(communityNameKey("orange"));
    expect(communityNameKey("Straße")).toBe(communityNameKey("STRASSE"));
  });

  it("keeps distinct names distinct", () => {
    const names = [
      "LAN Arena",
      "LAN Arena 2",
      "LAN Arenas",
      "LANArena",
      "Lan Arena North",
      "Valhallan",
      "Val hallan",
      "Valhalla",
      "Frag Club",
      "Frag Clan",
      "東京 LAN",
      "大阪 LAN",
    ];
    const keys = names.map(communityNameKey);
    expect(new Set(keys).size).toBe(names.length);
  });

  it("gives a name of only punctuation its own key, never a letter's", () => {
    expect(communityNameKey("...")).toBe("#...");
    expect(communityNameKey("!!!")).not.toBe(communityNameKey("..."));
    expect(communityNameKey("...")).not.toBe(communityNameKey(""));
  });

  it("is stable: a key taken as a name has the same key", () => {
    for (const name of ["North  Gamers.", "VaIhallan", "Game Zone", "LAN Arena 2"]) {
      const key = communityNameKey(name);
      expect(communityNameKey(key)).toBe(key);
    }
  });
});
