/**
 * The owner's photo page's texts in one language (issue 28 item 1, ADR 099):
 * /lan-center-photos/{id} (upload, reorder, cover, delete) and the upload's messages. English
 * repeats today's literals exactly (a test compares them). Built by the page's loader on the
 * server, so the page ships no catalog.
 *
 * The photos and directory areas answer in English (`PHOTO_MESSAGES`, `PHOTOS_BUSY_MESSAGE`,
 * the gallery's refusals); `photoErrors(locale)` is a `MessageMap` of those texts (exact ones and
 * `{name}` templates such as "{file}: {error} Nothing was uploaded.") that the page applies with
 * `translateAnswer` (docs/translating.md).
 */
import type { MessageMap } from "~/components/owner/owner-text";
import { m } from "~/paraglide/messages";
import { PHOTO_MESSAGES, PHOTOS_BUSY_MESSAGE } from "~/server/photos/index.server";
import { BASE_LOCALE, localizeHref, type Locale } from "./locales";

/** The photo page's own refusal of a malformed change (the route's English). */
export const INVALID_PHOTO_CHANGE =
  "This photo change is not valid. Please reload the page and try again.";

/**
 * The upload and edit messages in `locale`, keyed by their English (exact texts and templates);
 * empty for English, whose messages are shown as they are.
 */
export function photoErrors(locale: Locale): MessageMap {
  if (locale === BASE_LOCALE) return { exact: {}, patterns: [] };
  const o = { locale };
  const keep = { max: "{max}", has: "{has}", uploading: "{uploading}" };
  return {
    exact: {
      [INVALID_PHOTO_CHANGE]: m.pub_photos_err_invalid_edit({}, o),
      [PHOTO_MESSAGES.empty]: m.pub_photos_err_empty({}, o),
      [PHOTO_MESSAGES.tooBig]: m.pub_photos_err_too_big({}, o),
      [PHOTO_MESSAGES.notImage]: m.pub_photos_err_not_image({}, o),
      [PHOTO_MESSAGES.heic]: m.pub_photos_err_heic({}, o),
      [PHOTO_MESSAGES.tooManyPixels]: m.pub_photos_err_pixels({}, o),
      [PHOTO_MESSAGES.tooManyPixelsForSize]: m.pub_photos_err_pixels_for_size({}, o),
      [PHOTOS_BUSY_MESSAGE]: m.pub_photos_err_busy({}, o),
      "This photo no longer exists.": m.pub_photos_err_gone({}, o),
      "Please choose at least one photo to upload.": m.pub_photos_err_choose({}, o),
      "A file": m.pub_photos_err_a_file({}, o),
      "Please correct the highlighted fields.": m.pub_photos_fix_fields({}, o),
    },
    patterns: [
      [
        "{file}: {error} Nothing was uploaded.",
        m.pub_photos_err_file({ file: "{file}", error: "{error}" }, o),
      ],
      [
        "A LAN center can have at most {max} photos. It has {has}, and {uploading} more are being uploaded; wait for that upload, then delete some before adding more.",
        m.pub_photos_err_too_many_uploading(keep, o),
      ],
      [
        "A LAN center can have at most {max} photos. It has {has}; delete some before adding more.",
        m.pub_photos_err_too_many({ max: "{max}", has: "{has}" }, o),
      ],
    ],
  };
}

/**
 * Every text of /lan-center-photos/{id} in `locale`.
 * @param centerId the center, for the localized links (back to its form)
 * @param centerName its name, for the title and heading
 * @returns plain strings; `used` keeps `{used}`, `yours` keeps `{count}`, `photo`/`name`/`alt`/
 *   `altCover` keep `{n}` (and `{total}`), `buttonAria` keeps `{label}` and `{name}`; `done` is
 *   the notice per `?done=` value; `errors` the message map
 */
export function photosText(locale: Locale, centerId: string, centerName: string) {
  const o = { locale };
  const n = "{n}";
  return {
    title: m.pub_photos_title({ name: centerName }, o),
    back: m.pub_photos_back({}, o),
    backHref: localizeHref(locale, `/register-lan-center?edit=${centerId}`),
    limits: m.pub_photos_limits({}, o),
    intro: m.pub_photos_intro({}, o),
    done: {
      upload: m.pub_photos_done_upload({}, o),
      up: m.pub_photos_done_up({}, o),
      down: m.pub_photos_done_down({}, o),
      cover: m.pub_photos_done_cover({}, o),
      delete: m.pub_photos_done_delete({}, o),
    } as Record<string, string>,
    pending: m.pub_photos_pending({}, o),
    add: m.pub_photos_add({}, o),
    toUpload: m.pub_photos_to_upload({}, o),
    full: m.pub_photos_full({}, o),
    used: m.pub_photos_used({ used: "{used}" }, o),
    uploading: m.pub_photos_uploading({}, o),
    upload: m.pub_photos_upload({}, o),
    yours: m.pub_photos_yours({ count: "{count}" }, o),
    none: m.pub_photos_none({}, o),
    alt: m.pub_photos_alt({ n, total: "{total}" }, o),
    altCover: m.pub_photos_alt_cover({ n, total: "{total}" }, o),
    cover: m.pub_photos_cover({}, o),
    photo: m.pub_photos_photo({ n }, o),
    name: m.pub_photos_name({ n }, o),
    makeCover: m.pub_photos_make_cover({}, o),
    moveUp: m.pub_photos_move_up({}, o),
    moveDown: m.pub_photos_move_down({}, o),
    delete: m.pub_photos_delete({}, o),
    buttonAria: m.pub_photos_button_aria({ label: "{label}", name: "{name}" }, o),
    fixFields: m.pub_photos_fix_fields({}, o),
    errors: photoErrors(locale),
  };
}

/** The photo page's texts, as it receives them. */
export type PhotosText = ReturnType<typeof photosText>;
