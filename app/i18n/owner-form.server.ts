/**
 * The LAN center and LAN party forms' texts in one language (issue 28 item 1, ADR 099):
 * /register-lan-center (and its edit mode), /register-lan-party and /edit-lan-party/:id. Built by the route's loader on the server and handed to the form as plain
 * strings (`OwnerFormText`); the validation messages the schemas give in the spec's English
 * (app/lib/lan-center-form.ts, form-fields.ts, opening-hours*.ts, text-input.ts) are mapped to the
 * page's language by their English text (`translate` in the browser), so the English stays
 * exact and a failed form keeps what was typed.
 */
import type { MessageMap, OwnerFormText } from "~/components/owner/owner-text";
import { m } from "~/paraglide/messages";
import { BASE_LOCALE, localizeHref, type Locale } from "./locales";
import { pickerText } from "./owner-panels.server";

/** The weekday keys of app/lib/opening-hours.ts with their names' messages. */
const DAYS = {
  mon: m.reg_day_mon,
  tue: m.reg_day_tue,
  wed: m.reg_day_wed,
  thu: m.reg_day_thu,
  fri: m.reg_day_fri,
  sat: m.reg_day_sat,
  sun: m.reg_day_sun,
};

const PLATFORMS = {
  pc: m.reg_platform_pc,
  console: m.reg_platform_console,
  vr: m.reg_platform_vr,
  sim_racing: m.reg_platform_sim_racing,
};

const AMENITIES = {
  food_drinks: m.reg_amenity_food_drinks,
  parking: m.reg_amenity_parking,
  step_free: m.reg_amenity_step_free,
  tournaments: m.reg_amenity_tournaments,
  event_rentals: m.reg_amenity_event_rentals,
};

/** Messages without values, matched by their whole English text. */
const EXACT = [
  m.reg_msg_center_name_required,
  m.reg_msg_address_required,
  m.reg_msg_description_required,
  m.reg_msg_community_required,
  m.reg_msg_url,
  m.reg_msg_email,
  m.reg_msg_choose_list,
  m.reg_msg_hours_overlap,
  m.reg_msg_hours_overlap_previous,
  m.reg_msg_stations_whole,
  m.reg_msg_stations_max,
  m.reg_msg_price_amount,
  m.reg_msg_price_negative,
  m.reg_msg_phone,
  m.reg_msg_currency_required,
  m.reg_msg_currency_code,
  m.reg_msg_line,
  m.reg_msg_bidi,
  m.reg_msg_control,
  m.reg_msg_check_form,
  m.reg_not_signed_in_center,
  m.reg_center_registered,
  m.reg_changes_saved,
  m.reg_not_signed_in_party,
  m.reg_msg_event_name_required,
  m.reg_msg_end_after_start,
  m.reg_msg_ends_future,
  m.reg_msg_time_zone_list,
  m.reg_msg_capacity,
  m.reg_msg_valid_datetime,
  m.reg_msg_center_list,
  m.reg_msg_event_forbidden,
  m.reg_start,
  m.reg_end,
  // Values inside patterns ("Latitude is required", "… for Monday (HH:MM) …").
  m.reg_latitude,
  m.reg_longitude,
  ...Object.values(DAYS),
];

/**
 * The validation messages of the owner forms in `locale`, keyed by their English text; empty for
 * English.
 */
export function formMessages(locale: Locale): MessageMap {
  if (locale === BASE_LOCALE) return { exact: {}, patterns: [] };
  const at = (l: Locale) => ({ locale: l });
  const exact = Object.fromEntries(
    EXACT.map((message) => [message({}, at(BASE_LOCALE)), message({}, at(locale))]),
  );
  /** A message with values as its English and `locale` templates (`{name}`s kept). */
  const pattern = (message: (l: Locale) => string): [string, string] => [
    message(BASE_LOCALE),
    message(locale),
  ];
  return {
    exact,
    patterns: [
      pattern((l) => m.reg_msg_too_long({ max: "{max}" }, at(l))),
      pattern((l) => m.reg_msg_coord_required({ label: "{label}" }, at(l))),
      pattern((l) => m.reg_msg_coord_decimal({ label: "{label}" }, at(l))),
      pattern((l) => m.reg_msg_coord_range({ label: "{label}", limit: "{limit}" }, at(l))),
      pattern((l) => m.reg_msg_hours_both({ day: "{day}" }, at(l))),
      pattern((l) => m.reg_msg_hours_order({ close: "{close}", open: "{open}" }, at(l))),
      pattern((l) => m.reg_msg_hours_overnight({ open: "{open}" }, at(l))),
    ],
  };
}

/**
 * Every text of a LAN center or LAN party form page in `locale`.
 * @param form which form: "center" or "party"
 * @param mode "new" (registration) or "edit"; `pendingReview` picks the edit intro
 * @returns plain strings (`example`, `firstRange`, `secondRange` keep their `{…}` placeholders,
 *   a party's `thanks` its `{path}`)
 */
export function ownerFormText(
  locale: Locale,
  form: "center" | "party",
  mode: "new" | "edit",
  pendingReview = false,
): OwnerFormText {
  const o = { locale };
  const to = (href: string) => localizeHref(locale, href);
  const party = form === "party";
  const title = party
    ? mode === "new"
      ? m.reg_party_title_register({}, o)
      : m.reg_party_title_edit({}, o)
    : mode === "new"
      ? m.reg_center_title_register({}, o)
      : m.reg_center_title_edit({}, o);
  const intro = party
    ? mode === "new"
      ? m.reg_party_intro_new({}, o)
      : pendingReview
        ? m.reg_party_intro_edit_pending({}, o)
        : ""
    : mode === "new"
      ? m.reg_center_intro_new({}, o)
      : pendingReview
        ? m.reg_center_intro_edit_pending({}, o)
        : m.reg_center_intro_edit({}, o);
  const names = (table: Record<string, (i: object, o: { locale: Locale }) => string>) =>
    Object.fromEntries(Object.entries(table).map(([key, message]) => [key, message({}, o)]));
  return {
    metaTitle: `${title} | LAN Center Network`,
    metaDescription: party
      ? m.reg_party_meta_description({}, o)
      : m.reg_center_meta_description({}, o),
    title,
    intro,
    submit: mode === "new" ? title : m.reg_save_changes({}, o),
    saving: m.reg_saving({}, o),
    backToDashboard: m.reg_back_dashboard({}, o),
    dashboardHref: to("/dashboard"),
    registered: party ? m.reg_party_registered({}, o) : m.reg_center_registered({}, o),
    changesSaved: m.reg_changes_saved({}, o),
    continueToPlans: m.reg_continue_plans({}, o),
    thanks: party ? m.reg_party_thanks({ path: "{path}" }, o) : m.reg_center_thanks({}, o),
    updated: party ? m.reg_party_updated({}, o) : m.reg_center_updated({}, o),
    editPending: m.reg_edit_pending({}, o),
    resubmitted: party ? m.reg_party_resubmitted({}, o) : m.reg_center_resubmitted({}, o),
    accountRequired: m.reg_account_required({}, o),
    accountRequiredText: party
      ? m.reg_account_required_party({}, o)
      : m.reg_account_required_center({}, o),
    createAccount: m.reg_create_account({}, o),
    signIn: m.reg_sign_in({}, o),
    signupHref: to("/signup-form"),
    loginHref: to("/login"),
    fixFields: m.reg_fix_fields({}, o),
    contactInformation: m.reg_contact_information({}, o),
    ownerFirstName: m.reg_owner_first_name({}, o),
    ownerLastName: m.reg_owner_last_name({}, o),
    firstName: m.reg_first_name({}, o),
    lastName: m.reg_last_name({}, o),
    contactEmail: m.reg_contact_email({}, o),
    communityInformation: m.reg_community_information({}, o),
    communityName: m.reg_community_name({}, o),
    communityKeepHint: m.reg_community_keep_hint({}, o),
    communityDescription: m.reg_community_description({}, o),
    communityCover: m.reg_community_cover({}, o),
    coverHint: m.reg_cover_hint({}, o),
    coverHintReplace: m.reg_cover_hint_replace({}, o),
    coverCurrent: m.reg_cover_current({}, o),
    coverRemove: m.reg_cover_remove({}, o),
    centerInformation: m.reg_center_information({}, o),
    centerName: m.reg_center_name({}, o),
    website: m.reg_website({}, o),
    address: m.reg_address({}, o),
    description: m.reg_description({}, o),
    latitude: m.reg_latitude({}, o),
    longitude: m.reg_longitude({}, o),
    example: m.reg_example({ example: "{example}" }, o),
    photosBefore: m.reg_photos_before({}, o),
    photosLink: m.reg_photos_link({}, o),
    photosAfter: m.reg_photos_after({}, o),
    photosLater: m.reg_photos_later({}, o),
    photosAdd: m.dash_photos_add({ count: "0", max: "8" }, o),
    openingHours: m.reg_opening_hours({}, o),
    hoursIntro: m.reg_hours_intro({}, o),
    closedAllDay: m.reg_closed_all_day({}, o),
    firstRange: m.reg_first_range({ day: "{day}" }, o),
    secondRange: m.reg_second_range({ day: "{day}" }, o),
    opens: m.reg_opens({}, o),
    closes: m.reg_closes({}, o),
    pastMidnight: m.reg_past_midnight({}, o),
    facilities: m.reg_facilities({}, o),
    stations: m.reg_stations({}, o),
    platforms: m.reg_platforms({}, o),
    priceFrom: m.reg_price_from({}, o),
    currency: m.reg_currency({}, o),
    phone: m.reg_phone({}, o),
    amenities: m.reg_amenities({}, o),
    organizerContact: m.reg_organizer_contact({}, o),
    eventInformation: m.reg_event_information({}, o),
    locationInformation: m.reg_location_information({}, o),
    eventName: m.reg_event_name({}, o),
    start: m.reg_start({}, o),
    end: m.reg_end({}, o),
    timeZone: m.reg_time_zone({}, o),
    timeZoneHint: m.reg_time_zone_hint({}, o),
    capacity: m.reg_capacity({}, o),
    capacityHint: m.reg_capacity_hint({}, o),
    coverImage: m.reg_cover_image({}, o),
    partyCoverCurrent: m.reg_party_cover_current({}, o),
    partyCoverRemove: m.reg_party_cover_remove({}, o),
    location: m.reg_location({}, o),
    locationPlaceholder: m.reg_location_placeholder({}, o),
    communityNewHint: m.reg_community_new_hint({}, o),
    hostedAt: m.reg_hosted_at({}, o),
    notListed: m.reg_not_listed({}, o),
    goToDashboard: m.reg_go_dashboard({}, o),
    partyPage: m.reg_party_page({}, o),
    takingYou: m.reg_taking_you({}, o),
    error: m.reg_error({}, o),
    cancel: m.reg_cancel({}, o),
    days: names(DAYS),
    platformNames: names(PLATFORMS),
    amenityNames: names(AMENITIES),
    picker: pickerText(locale),
    messages: formMessages(locale),
  };
}
