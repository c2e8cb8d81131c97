/**
 * The dashboard Overview's dialogs and panels in one language (issue 28 item 1, ADR 099): Delete
 * LAN Center?/Party?, Next Steps, Confirm Your Details, 'Parties at your centers', the owners'
 * chat, the review badge, the listing status line, the admins' contact cards and the subscription
 * panel. Built on the server (`dashboardText` adds them as `panels`) and handed to the
 * components as plain strings; texts that carry a value keep their `{name}` placeholders for
 * `fillText`. The English messages the shared code produces (app/lib/listing-status.ts,
 * setup-request.ts, subscription-status.ts) are translated by their English text
 * (`panelMessages`, merged into the dashboard's message map).
 */
import type { SubscriptionPanelText } from "~/components/billing/subscription-panel";
import type { ContactCardsText } from "~/components/owner/contact-cards";
import type { PanelsText, PickerText } from "~/components/owner/owner-text";
import { formatPriceCents, plans } from "~/content/plans";
import type { OwnerChat } from "~/lib/owner-chat";
import { m } from "~/paraglide/messages";
import { intlLocale } from "./format";
import { localizeHref, type Locale } from "./locales";
import { localizedPlans } from "./plans.server";

type O = { locale: Locale };

/**
 * The subscription panel's texts in `locale` (English: today's words, `SUBSCRIPTION_PANEL_ENGLISH`).
 * @returns plain strings; `cardEnding` keeps `{brand}` and `{last4}`; `statuses` by Stripe status;
 *   `plansPath` the localized /payment; `errors` the API's English messages mapped to `locale`
 */
export function subscriptionPanelText(locale: Locale): SubscriptionPanelText {
  const o: O = { locale };
  return {
    title: m.own_sub_title({}, o),
    ended: m.own_sub_ended({}, o),
    resumed: m.own_sub_resumed({}, o),
    manageBilling: m.own_sub_manage_billing({}, o),
    resuming: m.own_sub_resuming({}, o),
    resume: m.own_sub_resume({}, o),
    cancel: m.own_sub_cancel({}, o),
    confirmLabel: m.own_sub_confirm_label({}, o),
    confirmText: m.own_sub_confirm_text({}, o),
    canceling: m.own_sub_canceling({}, o),
    yesCancel: m.own_sub_yes_cancel({}, o),
    keep: m.own_sub_keep({}, o),
    none: m.own_sub_none({}, o),
    noneText: m.own_sub_none_text({}, o),
    viewPlans: m.own_view_plans({}, o),
    plan: m.own_sub_plan({}, o),
    unknownPlan: m.own_sub_unknown_plan({}, o),
    status: m.own_sub_status({}, o),
    endingSoon: m.own_sub_ending_soon({}, o),
    renews: m.own_sub_renews({}, o),
    expires: m.own_sub_expires({}, o),
    paymentMethod: m.own_sub_payment_method({}, o),
    cardEnding: m.own_sub_card_ending({ brand: "{brand}", last4: "{last4}" }, o),
    card: m.own_sub_card({}, o),
    completePayment: m.own_sub_complete_payment({}, o),
    plansPath: localizeHref(locale, "/payment"),
    statuses: subscriptionStatusWords(locale),
    errors: Object.fromEntries(
      SUBSCRIPTION_ERRORS.map((message) => [message({}, EN), message({}, o)]),
    ),
    locale,
  };
}

/**
 * Stripe's subscription statuses in `locale`, by status (`active`, `past_due`, …): the spec's
 * five and Stripe's four others. English: "Active", "Past Due", … as `statusDisplay` writes
 * them. The one list of these words: /payment, /success, the dashboard and the admin pages.
 */
export function subscriptionStatusWords(locale: Locale): Record<string, string> {
  const o = { locale };
  return {
    active: m.own_sub_status_active({}, o),
    trialing: m.own_sub_status_trialing({}, o),
    canceled: m.own_sub_status_canceled({}, o),
    past_due: m.own_sub_status_past_due({}, o),
    not_started: m.own_sub_status_not_started({}, o),
    incomplete: m.sub_status_incomplete({}, o),
    incomplete_expired: m.sub_status_incomplete_expired({}, o),
    unpaid: m.sub_status_unpaid({}, o),
    paused: m.sub_status_paused({}, o),
  };
}

const EN: O = { locale: "en" };

/**
 * The owners' chat offer (`ownerChatOffer`, app/lib/owner-chat.ts) in `locale`: the plan's price
 * line ("$50 per month" in English) formatted with `Intl` in the page's language, and the
 * upgrade's list from the translated plan features. The plan's name stays (a product name).
 * @returns the offer with `price` (and `adds`) in `locale`; an invite or null as given
 */
export function localizedChat(locale: Locale, chat: OwnerChat | null): OwnerChat | null {
  if (!chat || chat.kind === "invite") return chat;
  const full = plans.find((plan) => plan.id === "subscription")!;
  const amount = formatPriceCents(full.priceCents, full.currency, intlLocale(locale));
  const price = m.sub_price_per_month({ price: amount }, { locale });
  if (chat.kind === "plans") return { ...chat, price };
  const translated = localizedPlans(locale).find((plan) => plan.id === "subscription")!.features;
  const adds = chat.adds.map((feature) => translated[full.features.indexOf(feature)] ?? feature);
  return { ...chat, price, adds };
}

/** The subscription API's messages (SUBSCRIPTION_MESSAGES), keyed by their English text. */
const SUBSCRIPTION_ERRORS = [
  m.own_sub_err_sign_in,
  m.own_sub_err_cancel,
  m.own_sub_err_resume,
  m.own_sub_err_denied,
  m.own_sub_err_intent,
  m.own_sub_err_portal,
  m.own_sub_err_no_billing,
];

/**
 * The admins' contact cards in `locale` (English: `CONTACT_CARDS_ENGLISH`); `added` keeps `{date}`.
 */
export function contactCardsText(locale: Locale): ContactCardsText {
  const o: O = { locale };
  return {
    none: m.own_contacts_none({}, o),
    account: m.own_contacts_account({}, o),
    accountNote: m.own_contacts_account_note({}, o),
    unnamed: m.own_contacts_unnamed({}, o),
    venueType: m.own_contacts_venue_type({}, o),
    sourcePage: m.own_contacts_source_page({}, o),
    added: m.own_contacts_added({ date: "{date}" }, o),
    locale,
  };
}

/**
 * Every dialog and panel text of the Overview in `locale`.
 * @returns plain strings; the `{…}` placeholders named in `PanelsText` are kept for `fillText`
 */
export function panelsText(locale: Locale): PanelsText {
  const o: O = { locale };
  const keep = (name: string) => `{${name}}`;
  return {
    dialogs: {
      cancel: m.reg_cancel({}, o),
      deleting: m.own_deleting({}, o),
      delete: m.own_delete({}, o),
      deleteCenterTitle: m.own_delete_center_title({}, o),
      deleteCenterBlocked: m.own_delete_center_blocked({ name: keep("name") }, o),
      deleteCenterBody: m.own_delete_center_body({ name: keep("name") }, o),
      deletePartyTitle: m.own_delete_party_title({}, o),
      deletePartyBody: m.own_delete_party_body({ name: keep("name") }, o),
      nextStepsTitle: m.own_next_steps_title({}, o),
      step1Title: m.own_step1_title({}, o),
      step1Text: m.own_step1_text({}, o),
      resendDetails: m.own_resend_details({}, o),
      sendDetails: m.own_send_details({}, o),
      step2Title: m.own_step2_title({}, o),
      whatsNext: m.own_whats_next({}, o),
      nextSetup: m.own_next_setup({}, o),
      nextListing: m.own_next_listing({}, o),
      nextAccess: m.own_next_access({}, o),
      confirmTitle: m.own_confirm_title({}, o),
      firstName: m.reg_first_name({}, o),
      lastName: m.reg_last_name({}, o),
      email: m.own_email({}, o),
      centerName: m.own_center_name({}, o),
      location: m.reg_location({}, o),
      websiteOptional: m.own_website_optional({}, o),
      confirmNote: m.own_confirm_note({}, o),
      sending: m.own_sending({}, o),
      confirmSend: m.own_confirm_send({}, o),
    },
    venues: {
      title: m.own_venues_title({ count: keep("count") }, o),
      intro: m.own_venues_intro({}, o),
      at: m.own_venue_at({ center: keep("center"), start: keep("start"), end: keep("end") }, o),
      pending: m.own_venue_pending({}, o),
      accepted: m.own_venue_accepted({}, o),
      declined: m.own_venue_declined({}, o),
      accept: m.own_accept({}, o),
      decline: m.own_decline({}, o),
      acceptAria: m.own_accept_aria({ party: keep("party"), center: keep("center") }, o),
      declineAria: m.own_decline_aria({ party: keep("party"), center: keep("center") }, o),
    },
    chat: {
      title: m.own_chat_title({}, o),
      join: m.own_chat_join({}, o),
      newTab: m.own_new_tab({}, o),
      plans: m.own_chat_plans({ plan: keep("plan"), price: keep("price") }, o),
      viewPlans: m.own_view_plans({}, o),
      invite: m.own_chat_invite({}, o),
      upgrade: m.own_chat_upgrade({ plan: keep("plan"), price: keep("price") }, o),
      write: m.own_chat_write({ email: keep("email") }, o),
    },
    review: {
      verified: m.own_verified({}, o),
      pending: m.own_pending_review({}, o),
      rejected: m.own_not_approved({}, o),
    },
    listingFor: m.own_listing_for({ name: keep("name") }, o),
    contacts: contactCardsText(locale),
    subscription: subscriptionPanelText(locale),
  };
}

/** The most places the picker's search shows (`limit` of /places/search.json). */
const MAX_PLACES = 8;

/**
 * The location picker's texts in `locale` (issue 14 item 2): `setTo` keeps `{place}`, `moved`
 * `{lat}`/`{lng}`, `source` `{geonames}`/`{license}`; `found[n]` is the plural "n places found"
 * for every count the search can answer (0…8).
 */
export function pickerText(locale: Locale): PickerText {
  const o: O = { locale };
  return {
    setTo: m.own_pick_set_to({ place: "{place}" }, o),
    myLocation: m.own_pick_my_location({}, o),
    moved: m.own_pick_moved({ lat: "{lat}", lng: "{lng}" }, o),
    loading: m.own_pick_loading({}, o),
    help: m.own_pick_help({}, o),
    source: m.own_pick_source({ geonames: "{geonames}", license: "{license}" }, o),
    find: m.own_pick_find({}, o),
    placeholder: m.own_pick_placeholder({}, o),
    unavailable: m.own_pick_unavailable({}, o),
    unavailableLong: m.own_pick_unavailable_long({}, o),
    matching: m.own_pick_matching({}, o),
    refused: m.own_pick_refused({}, o),
    unknown: m.own_pick_unknown({}, o),
    locating: m.own_pick_locating({}, o),
    useLocation: m.own_pick_use_location({}, o),
    mapLabel: m.own_pick_map_label({}, o),
    pinTitle: m.own_pick_pin_title({}, o),
    pinAlt: m.own_pick_pin_alt({}, o),
    found: Array.from({ length: MAX_PLACES + 1 }, (_, count) => m.own_pick_found({ count }, o)),
  };
}

/** Messages without values, matched by their whole English text. */
const EXACT = [
  m.own_msg_setup_user,
  m.own_msg_setup_center,
  m.own_msg_first_name,
  m.own_msg_last_name,
  m.own_msg_email,
  m.own_msg_center_name,
  m.own_msg_location,
  m.own_ls_review_wait,
  m.own_ls_resubmitted,
  m.own_ls_missing_location,
  m.own_ls_community,
  m.own_ls_payment_failed,
  m.own_ls_no_plan,
  m.own_ls_live_changes,
  m.own_ls_live,
  m.own_ls_ended,
  m.own_ls_the_venue,
  m.own_ls_party_changes,
  m.own_ls_party_live,
  m.dash_edit,
  m.own_ls_update_card,
  m.own_ls_choose_plan,
  m.own_ls_view_listing,
  m.own_err_center_not_found,
  m.own_err_event_not_found,
  m.own_err_delete_failed,
  m.own_err_delete_party_failed,
  m.own_err_delete_blocked,
  m.own_err_setup_limit,
  ...SUBSCRIPTION_ERRORS,
];

/**
 * The Overview's messages from shared code in `locale` as [English, text] pairs: `exact` whole
 * texts and `patterns` with their `{name}` placeholders kept (for `MessageMap`).
 */
export function panelMessages(locale: Locale): {
  exact: [string, string][];
  patterns: [string, string][];
} {
  const o: O = { locale };
  const pair = (message: (inputs: never, options: O) => string, inputs: object = {}) =>
    [message(inputs as never, EN), message(inputs as never, o)] as [string, string];
  return {
    exact: EXACT.map((message) => pair(message as never)),
    patterns: [
      pair(m.own_ls_not_approved as never, { reason: "{reason}" }),
      pair(m.own_ls_community_named as never, { community: "{community}" }),
      pair(m.own_ls_venue_declined as never, { venue: "{venue}" }),
      pair(m.own_ls_venue_pending as never, { venue: "{venue}" }),
      pair(m.own_msg_setup_failed as never, { email: "{email}" }),
    ],
  };
}
