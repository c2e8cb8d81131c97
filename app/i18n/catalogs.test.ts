/**
 * The translation catalogs (issue 28 item 1, "Done when" test 1): every language has every key
 * of the English source, with the same placeholders and, for plural messages, the same selector
 * and an `other` variant; the committed compiled output in app/paraglide/ matches the catalogs;
 * English stays the specification's text word for word.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compile } from "@inlang/paraglide-js";
import { describe, expect, it } from "vitest";
import * as home from "~/content/home";
import { paraglideOptions } from "../../paraglide.config";
import { chromeLines, chromeText } from "./chrome.server";
import { homeText } from "./home.server";
import { BASE_LOCALE, LOCALES } from "./locales";

type Entry =
  string | { declarations: string[]; selectors: string[]; match: Record<string, string> }[];

const MESSAGES = path.resolve("messages");

function catalog(locale: string): Record<string, Entry> {
  const json = JSON.parse(readFileSync(path.join(MESSAGES, `${locale}.json`), "utf8")) as Record<
    string,
    Entry
  >;
  delete json.$schema;
  return json;
}

/** The `{name}` placeholders of a text, sorted (escaped `\{` not counted). */
function placeholders(text: string): string[] {
  return [...text.matchAll(/(?<!\\)\{([^{}#/]+)\}/g)].map((match) => match[1]!.trim()).sort();
}

/** A message's input names: its placeholders, or the `input` declarations of a variant message. */
function inputsOf(entry: Entry): string[] {
  if (typeof entry === "string") return [...new Set(placeholders(entry))];
  const declared = entry.flatMap((variant) =>
    variant.declarations.filter((d) => d.startsWith("input ")).map((d) => d.slice(6).trim()),
  );
  const locals = new Set(
    entry.flatMap((variant) =>
      variant.declarations.filter((d) => d.startsWith("local ")).map((d) => d.split(/\s+/)[1]),
    ),
  );
  const used = entry.flatMap((variant) => Object.values(variant.match).flatMap(placeholders));
  return [...new Set([...declared, ...used.filter((name) => !locals.has(name))])].sort();
}

describe("translation catalogs", () => {
  const source = catalog(BASE_LOCALE);

  it("has one catalog per language and nothing else", () => {
    const files = readdirSync(MESSAGES).filter((file) => file.endsWith(".json"));
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  for (const locale of LOCALES.filter((l) => l !== BASE_LOCALE)) {
    it(`${locale}: every key of English, no others, the same placeholders and plural shape`, () => {
      const translated = catalog(locale);
      expect(Object.keys(translated).sort(), "keys").toEqual(Object.keys(source).sort());
      for (const [key, english] of Object.entries(source)) {
        const text = translated[key]!;
        expect(inputsOf(text), `${locale} ${key}: placeholders`).toEqual(inputsOf(english));
        expect(typeof text, `${locale} ${key}: simple or variants`).toBe(typeof english);
        if (typeof text !== "string" && typeof english !== "string") {
          expect(text[0]!.selectors, `${locale} ${key}: selectors`).toEqual(english[0]!.selectors);
          expect(Object.keys(text[0]!.match), `${locale} ${key}: other variant`).toContain(
            `${english[0]!.selectors[0]}=other`,
          );
        }
        if (typeof text === "string") expect(text.trim(), `${locale} ${key}: empty`).not.toBe("");
      }
    });
  }

  it("fails on a missing key or a placeholder that differs (the checks themselves)", () => {
    expect(inputsOf("Hallo {name}")).not.toEqual(inputsOf("Hello {user}"));
    expect(inputsOf("© {year} LAN")).toEqual(["year"]);
    expect(inputsOf("Use \\{braces\\}")).toEqual([]);
  });

  it("the committed app/paraglide output is compiled from the current catalogs", async () => {
    const outdir = mkdtempSync(path.join(tmpdir(), "paraglide-"));
    try {
      await compile({ ...paraglideOptions, strategy: [...paraglideOptions.strategy], outdir });
      const committed = path.resolve(paraglideOptions.outdir);
      const list = (dir: string): string[] =>
        readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
      expect(list(committed)).toEqual(list(outdir));
      for (const file of list(outdir).filter((name) => /\.(js|ts|json)$/.test(name))) {
        const fresh = readFileSync(path.join(outdir, file), "utf8");
        expect(readFileSync(path.join(committed, file), "utf8"), file).toBe(fresh);
      }
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
    // Compiling every catalog takes about 20 s of CPU (1,100+ keys in seven languages), more
    // when the suite's other files run beside it on a 2-core machine.
  }, 240_000);
});

describe("English stays the specification's text", () => {
  it("the home page in English is app/content/home.ts word for word", () => {
    const en = homeText("en");
    expect(en.meta).toEqual(home.homeMeta);
    expect(en.hero).toEqual(home.homeHero);
    expect(en.carousel).toEqual(home.homeCarouselIntro);
    expect(en.pcCafe).toEqual(home.pcCafeProgram);
    expect(en.showcase).toEqual(home.showcaseBlock);
    expect(en.communityCards).toEqual(home.communityCards);
    expect(en.why).toEqual(home.whyChooseUs);
    expect(en.plans).toEqual(home.plansIntro);
    expect(en.join).toEqual(home.joinCta);
  });

  it("the chrome in English keeps the spec's labels", () => {
    const t = chromeText("en");
    expect([t.lanCenters, t.events, t.venueTypes, t.games, t.faq, t.signIn, t.logOut]).toEqual([
      "LAN Centers",
      "Events",
      "Venue Types",
      "Games",
      "FAQ",
      "Sign In",
      "Log Out",
    ]);
    expect(t.skipLink).toBe("Skip to content");
    expect(t.pageNotFound).toBe("Page not found");
    expect(chromeLines("en", 2026, 3)).toEqual({
      rights: "© 2026 LAN Center Network. All rights reserved.",
      review: "Review (3)",
    });
  });

  it("other languages are translated, placeholders filled", () => {
    expect(chromeText("de").skipLink).toBe("Zum Inhalt springen");
    expect(chromeText("ja").lanCenters).toBe("LANセンター");
    expect(homeText("fr").hero.primaryCta).toEqual({
      label: "Trouver un centre",
      href: "/fr/lan-centers",
    });
    expect(chromeLines("ko", 2026, 1).rights).toBe("© 2026 LAN Center Network. 모든 권리 보유.");
  });
});
