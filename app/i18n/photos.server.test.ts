/** The owner's photo page per language (issue 28 item 1): English as today, German German. */
import { describe, expect, it } from "vitest";
import { fillText, translate } from "~/components/owner/owner-text";
import { tooManyPhotosMessage } from "~/server/directory/center-photos.server";
import { PHOTO_MESSAGES, PHOTOS_BUSY_MESSAGE } from "~/server/photos/index.server";
import { LOCALES } from "./locales";
import { photoErrors, photosText } from "./photos.server";

describe("photo page texts", () => {
  it("English is today's text", () => {
    const text = photosText("en", "c1", "Pixel Arena");
    expect(text.title).toBe("Photos of Pixel Arena");
    expect(text.limits).toBe("Up to 8 photos, JPEG, PNG or WebP, at most 10 MB each.");
    expect(fillText(text.used, { used: 3 })).toBe("3 of 8 used.");
    expect(fillText(text.altCover, { n: 1, total: 3 })).toBe("Photo 1 of 3, the cover");
    expect(
      fillText(text.buttonAria, { label: text.moveUp, name: fillText(text.name, { n: 2 }) }),
    ).toBe("Move up, photo 2");
    expect(text.done.cover).toBe("Cover photo chosen.");
    expect(text.backHref).toBe("/register-lan-center?edit=c1");
    // English messages are shown as the areas give them.
    expect(translate(photoErrors("en"), PHOTO_MESSAGES.heic)).toBe(PHOTO_MESSAGES.heic);
  });

  it("German is German, with the areas' messages and templates translated", () => {
    const text = photosText("de", "c1", "Pixel Arena");
    expect(text.title).toBe("Fotos von Pixel Arena");
    expect(text.backHref).toBe("/de/register-lan-center?edit=c1");
    const map = photoErrors("de");
    for (const message of [...Object.values(PHOTO_MESSAGES), PHOTOS_BUSY_MESSAGE]) {
      expect(translate(map, message), message).not.toBe(message);
    }
    expect(translate(map, tooManyPhotosMessage(7))).toBe(
      "Ein LAN-Center kann höchstens 8 Fotos haben. Es hat 7; lösche einige, bevor du weitere hinzufügst.",
    );
    expect(translate(map, tooManyPhotosMessage(6, 2))).toMatch(/^Ein LAN-Center .* 2 weitere/);
    expect(translate(map, `A file: ${PHOTO_MESSAGES.empty} Nothing was uploaded.`)).toBe(
      "Eine Datei: Diese Datei ist leer. Bitte wähle ein Foto. Es wurde nichts hochgeladen.",
    );
  });

  it("every language has every text", () => {
    for (const locale of LOCALES) {
      const text = photosText(locale, "c1", "X");
      const values = Object.values(text).flatMap((v) =>
        typeof v === "string" ? [v] : Object.values(v as Record<string, string>),
      );
      for (const value of values) {
        if (typeof value === "string") expect(value.trim(), locale).not.toBe("");
      }
    }
  });
});
