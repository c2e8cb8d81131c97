/**
 * The owner portal's texts in the browser (issue 28 item 1, ADR 099): the dashboard layout puts
 * its loader's `dashboardText` (app/i18n/owner.server.ts) into a context, so the tabs and cards
 * render the page's language without importing any catalog. `fillText` fills a text's `{name}`
 * placeholders; `translate` turns an English form message (the schemas' words) into the page's
 * language through the loader's map.
 */
import { createContext, useContext } from "react";
import type { Locale } from "~/i18n/locales";
import type { SubscriptionPanelText } from "~/components/billing/subscription-panel";
import type { ContactCardsText } from "./contact-cards";

/** Plain strings by name. */
type Texts<K extends string> = Record<K, string>;

/**
 * The dashboard's texts in one language, as `dashboardText` (app/i18n/owner.server.ts) builds
 * them on the server; placeholders such as `{name}` are filled with `fillText`.
 */
export interface DashboardText extends Texts<
  | "metaTitle"
  | "signInRequired"
  | "signInSubtitle"
  | "signIn"
  | "loginHref"
  | "welcome"
  | "administrator"
  | "activeSubscriptions"
  | "tabsLabel"
> {
  tabs: { to: string; label: string }[];
  overview: Texts<
    | "getStarted"
    | "getStartedText"
    | "addLanCenter"
    | "addLanParty"
    | "myCenters"
    | "addCenter"
    | "noCenters"
    | "myParties"
    | "addParty"
    | "noParties"
    | "contactManagement"
    | "allContacts"
    | "unavailable"
    | "registerCenterHref"
    | "registerPartyHref"
    | "contactsHref"
  >;
  cards: Texts<
    | "noCommunity"
    | "edit"
    | "editAria"
    | "delete"
    | "deleteAria"
    | "subscription"
    | "noSubscription"
    | "nextSteps"
    | "inProgress"
    | "getStarted"
    | "registered"
    | "reason"
    | "starts"
    | "ends"
    | "attendees"
    | "attendeesAria"
    | "visitWebsite"
  > & { photos: PhotosLinkText };
  email: Texts<
    | "title"
    | "currentEmail"
    | "codeSent"
    | "verificationCode"
    | "codeHint"
    | "verifying"
    | "verifyUpdate"
    | "cancel"
    | "sending"
    | "resendCode"
    | "newEmail"
    | "newEmailHint"
    | "sendCode"
    | "checking"
  >;
  security: Texts<
    | "title"
    | "intro"
    | "currentPassword"
    | "newPassword"
    | "confirmNewPassword"
    | "updating"
    | "updatePassword"
    | "yourData"
    | "yourDataText"
  >;
  /** The Overview's dialogs and panels (app/i18n/owner-panels.server.ts). */
  panels: PanelsText;
  /** The account forms' and Overview's messages in the page's language. */
  messages: MessageMap;
  /** The page's language, for dates and numbers (Intl). */
  locale: Locale;
}

/**
 * The Overview's dialogs and panels in one language, as `panelsText` (app/i18n/owner-panels.server.ts)
 * builds them: `{name}` in the delete texts, `{count}` in the venues' title, `{center}`, `{start}`,
 * `{end}` in `at`, `{party}`/`{center}` in the venue buttons' names, `{plan}`/`{price}` and
 * `{email}` in the chat's, `{name}` in `listingFor`.
 */
export interface PanelsText {
  dialogs: Texts<
    | "cancel"
    | "deleting"
    | "delete"
    | "deleteCenterTitle"
    | "deleteCenterBlocked"
    | "deleteCenterBody"
    | "deletePartyTitle"
    | "deletePartyBody"
    | "nextStepsTitle"
    | "step1Title"
    | "step1Text"
    | "resendDetails"
    | "sendDetails"
    | "step2Title"
    | "whatsNext"
    | "nextSetup"
    | "nextListing"
    | "nextAccess"
    | "confirmTitle"
    | "firstName"
    | "lastName"
    | "email"
    | "centerName"
    | "location"
    | "websiteOptional"
    | "confirmNote"
    | "sending"
    | "confirmSend"
  >;
  venues: Texts<
    | "title"
    | "intro"
    | "at"
    | "pending"
    | "accepted"
    | "declined"
    | "accept"
    | "decline"
    | "acceptAria"
    | "declineAria"
  >;
  chat: Texts<"title" | "join" | "newTab" | "plans" | "viewPlans" | "invite" | "upgrade" | "write">;
  review: Texts<"verified" | "pending" | "rejected">;
  listingFor: string;
  contacts: ContactCardsText;
  subscription: SubscriptionPanelText;
}

/**
 * The location picker's texts in one language (`pickerText`, app/i18n/owner-panels.server.ts):
 * `setTo` keeps `{place}`, `moved` `{lat}` and `{lng}`, `source` `{geonames}` and `{license}`;
 * `found[n]` says "n places found" for n = 0…8 (the search answers at most 8).
 */
export interface PickerText extends Texts<
  | "setTo"
  | "myLocation"
  | "moved"
  | "loading"
  | "help"
  | "source"
  | "find"
  | "placeholder"
  | "unavailable"
  | "unavailableLong"
  | "matching"
  | "refused"
  | "unknown"
  | "locating"
  | "useLocation"
  | "mapLabel"
  | "pinTitle"
  | "pinAlt"
> {
  found: string[];
}

/** The photos link: 'Add photos ({count} of 8)', 'Photos ({count} of 8)', '{label} for {name}'. */
export type PhotosLinkText = Texts<"add" | "full" | "aria">;

/** The dashboard texts of the page's language; null outside the dashboard. */
export const DashboardTextContext = createContext<DashboardText | null>(null);

/**
 * The dashboard texts (inside the dashboard layout).
 * @throws Error when used outside the dashboard layout (a programming error)
 */
export function useDashboardText(): DashboardText {
  const text = useContext(DashboardTextContext);
  if (!text) throw new Error("useDashboardText outside the dashboard layout");
  return text;
}

/** `template` with each `{key}` replaced by `values[key]` ("Edit {name}" → "Edit Arena"). */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * Form messages in the page's language, keyed by their English text (the schemas' words):
 * `exact` texts, and `patterns` for texts that carry a value, as pairs of the English and the
 * page's template with the same `{name}` placeholders ("At most {max} characters"). Both are empty
 * for English, where every message is shown as it is.
 */
export interface MessageMap {
  exact: Record<string, string>;
  patterns: [english: string, text: string][];
}

/**
 * The regular expression of an English template: its `{name}`s become named groups (a name that
 * repeats matches the same text again).
 */
function templatePattern(english: string): RegExp {
  const seen = new Set<string>();
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      if (!/^\{\w+\}$/.test(part)) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const name = part.slice(1, -1);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return `(?<${name}>.+?)`;
    })
    .join("");
  return new RegExp(`^${source}$`, "s");
}

/**
 * `message` in the page's language: an exact translation, else the first pattern whose English
 * matches, its values (a weekday, "Latitude") translated when `exact` has them; else as it is.
 */
export function translate(map: MessageMap, message: string): string;
export function translate(map: MessageMap, message: null | undefined): null;
export function translate(map: MessageMap, message: string | null | undefined): string | null;
export function translate(map: MessageMap, message: string | null | undefined): string | null {
  if (message === null || message === undefined) return null;
  const exact = map.exact[message];
  if (exact !== undefined) return exact;
  for (const [english, text] of map.patterns) {
    const groups = templatePattern(english).exec(message)?.groups;
    if (!groups) continue;
    const values = Object.fromEntries(
      Object.entries(groups).map(([key, value]) => [key, map.exact[value] ?? value]),
    );
    return fillText(text, values);
  }
  return message;
}

/**
 * A form answer with its form error, field errors and notice in the page's language (what was
 * typed is kept as it is); undefined stays undefined.
 */
export function translateAnswer<
  T extends {
    formError: string | null;
    fieldErrors: Record<string, string>;
    notice?: string | null | undefined;
  },
>(map: MessageMap, answer: T | undefined): T | undefined {
  if (!answer) return answer;
  return {
    ...answer,
    formError: translate(map, answer.formError),
    notice: translate(map, answer.notice),
    fieldErrors: Object.fromEntries(
      Object.entries(answer.fieldErrors).map(([field, message]) => [
        field,
        translate(map, message),
      ]),
    ),
  };
}

/**
 * The LAN center and LAN party forms' texts in one language (`ownerFormText`,
 * app/i18n/owner-form.server.ts): section titles, labels, hints, notices and buttons; the weekday
 * and facility names; the validation messages' map.
 */
export interface OwnerFormText extends Texts<
  | "metaTitle"
  | "metaDescription"
  | "title"
  | "intro"
  | "submit"
  | "saving"
  | "backToDashboard"
  | "dashboardHref"
  | "registered"
  | "changesSaved"
  | "continueToPlans"
  | "thanks"
  | "updated"
  | "editPending"
  | "resubmitted"
  | "accountRequired"
  | "accountRequiredText"
  | "createAccount"
  | "signIn"
  | "signupHref"
  | "loginHref"
  | "fixFields"
  | "contactInformation"
  | "ownerFirstName"
  | "ownerLastName"
  | "firstName"
  | "lastName"
  | "contactEmail"
  | "communityInformation"
  | "communityName"
  | "communityKeepHint"
  | "communityDescription"
  | "communityCover"
  | "coverHint"
  | "coverHintReplace"
  | "coverCurrent"
  | "coverRemove"
  | "centerInformation"
  | "centerName"
  | "website"
  | "address"
  | "description"
  | "latitude"
  | "longitude"
  | "example"
  | "photosBefore"
  | "photosLink"
  | "photosAfter"
  | "photosLater"
  | "photosAdd"
  | "openingHours"
  | "hoursIntro"
  | "closedAllDay"
  | "firstRange"
  | "secondRange"
  | "opens"
  | "closes"
  | "pastMidnight"
  | "facilities"
  | "stations"
  | "platforms"
  | "priceFrom"
  | "currency"
  | "phone"
  | "amenities"
  | "organizerContact"
  | "eventInformation"
  | "locationInformation"
  | "eventName"
  | "start"
  | "end"
  | "timeZone"
  | "timeZoneHint"
  | "capacity"
  | "capacityHint"
  | "coverImage"
  | "partyCoverCurrent"
  | "partyCoverRemove"
  | "location"
  | "locationPlaceholder"
  | "communityNewHint"
  | "hostedAt"
  | "notListed"
  | "goToDashboard"
  | "partyPage"
  | "takingYou"
  | "error"
  | "cancel"
> {
  /** Weekday names by key ("mon": "Monday"). */
  days: Record<string, string>;
  /** Facility names by key ("pc": "PC", "parking": "Parking"). */
  platformNames: Record<string, string>;
  amenityNames: Record<string, string>;
  /** The validation and success messages in the page's language. */
  /** The location picker's texts (map, place search, 'Use my location'). */
  picker: PickerText;
  messages: MessageMap;
}

/** The form texts of the page's language; null outside the owner forms. */
export const OwnerFormTextContext = createContext<OwnerFormText | null>(null);

/**
 * The owner form texts (inside a LAN center or LAN party form page).
 * @throws Error when used outside such a page (a programming error)
 */
export function useOwnerFormText(): OwnerFormText {
  const text = useContext(OwnerFormTextContext);
  if (!text) throw new Error("useOwnerFormText outside an owner form page");
  return text;
}
