/**
 * The owner portal's texts in one language (issue 28 item 1, ADR 099): the dashboard layout, its
 * Overview cards and its Email Settings and Security tabs. Built on the server by the dashboard
 * loaders and handed to the components as plain strings; texts that carry a value per item (a
 * center's name, a date) keep their `{name}` placeholders for `fillText` in the component. The
 * account messages the forms show (the zod schemas' English, app/lib/auth-messages.ts) are
 * translated by their English text: `accountMessages(locale)` is the map a page sends to the
 * browser, where `translate` shows the browser's own check and the action's answer in the page's
 * language (English stays the spec's words).
 */
import type { DashboardText, MessageMap, PhotosLinkText } from "~/components/owner/owner-text";
import { MAX_CENTER_PHOTOS } from "~/lib/owner-cards";
import { m } from "~/paraglide/messages";
import { BASE_LOCALE, localizeHref, type Locale } from "./locales";
import { formMessages } from "./owner-form.server";
import { panelMessages, panelsText } from "./owner-panels.server";

/**
 * The dashboard's layout, Overview and tab texts in `locale`.
 * @returns plain strings; `welcome`, `editAria`, `deleteAria`, `registered`, `reason`, `starts`,
 *   `ends`, `attendees`, `attendeesAria`, `photosAria` keep their `{…}` placeholders, and
 *   `myCenters`/`myParties`/`photosAdd`/`photos` keep `{count}` (and `{max}` filled in here)
 */
export function dashboardText(locale: Locale): DashboardText {
  const o = { locale };
  const to = (href: string) => localizeHref(locale, href);
  const keep = (name: string) => `{${name}}`;
  return {
    metaTitle: m.dash_meta_title({}, o),
    signInRequired: m.dash_sign_in_required({}, o),
    signInSubtitle: m.dash_sign_in_subtitle({}, o),
    signIn: m.dash_sign_in({}, o),
    loginHref: to("/login"),
    welcome: m.dash_welcome({ name: keep("name") }, o),
    administrator: m.dash_administrator({}, o),
    activeSubscriptions: m.dash_active_subscriptions({}, o),
    tabsLabel: m.dash_tabs_label({}, o),
    tabs: [
      { to: to("/dashboard"), label: m.dash_tab_overview({}, o) },
      { to: to("/dashboard/email"), label: m.dash_tab_email({}, o) },
      { to: to("/dashboard/security"), label: m.dash_tab_security({}, o) },
      { to: to("/dashboard/insights"), label: m.dash_tab_insights({}, o) },
    ],
    overview: {
      getStarted: m.dash_get_started({}, o),
      getStartedText: m.dash_get_started_text({}, o),
      addLanCenter: m.dash_add_lan_center({}, o),
      addLanParty: m.dash_add_lan_party({}, o),
      myCenters: m.dash_my_centers({ count: keep("count") }, o),
      addCenter: m.dash_add_center({}, o),
      noCenters: m.dash_no_centers({}, o),
      myParties: m.dash_my_parties({ count: keep("count") }, o),
      addParty: m.dash_add_party({}, o),
      noParties: m.dash_no_parties({}, o),
      contactManagement: m.dash_contact_management({}, o),
      allContacts: m.dash_all_contacts({}, o),
      unavailable: m.dash_unavailable({}, o),
      registerCenterHref: to("/register-lan-center"),
      registerPartyHref: to("/register-lan-party"),
      contactsHref: to("/contacts"),
    },
    cards: {
      noCommunity: m.dash_no_community({}, o),
      edit: m.dash_edit({}, o),
      editAria: m.dash_edit_aria({ name: keep("name") }, o),
      delete: m.dash_delete({}, o),
      deleteAria: m.dash_delete_aria({ name: keep("name") }, o),
      subscription: m.dash_subscription({}, o),
      noSubscription: m.dash_no_subscription({}, o),
      nextSteps: m.dash_next_steps({}, o),
      inProgress: m.dash_in_progress({}, o),
      getStarted: m.dash_get_started({}, o),
      registered: m.dash_registered({ date: keep("date") }, o),
      reason: m.dash_reason({ reason: keep("reason") }, o),
      starts: m.dash_starts({ time: keep("time") }, o),
      ends: m.dash_ends({ time: keep("time") }, o),
      attendees: m.dash_attendees({ count: keep("count") }, o),
      attendeesAria: m.dash_attendees_aria({ count: keep("count"), name: keep("name") }, o),
      visitWebsite: m.dash_visit_website({}, o),
      photos: photosLinkText(locale),
    },
    email: {
      title: m.dash_email_title({}, o),
      currentEmail: m.dash_current_email({}, o),
      codeSent: m.dash_msg_code_sent({}, o),
      verificationCode: m.dash_verification_code({}, o),
      codeHint: m.dash_code_hint({}, o),
      verifying: m.dash_verifying({}, o),
      verifyUpdate: m.dash_verify_update({}, o),
      cancel: m.dash_cancel({}, o),
      sending: m.dash_sending({}, o),
      resendCode: m.dash_resend_code({}, o),
      newEmail: m.dash_new_email({}, o),
      newEmailHint: m.dash_new_email_hint({}, o),
      sendCode: m.dash_send_code({}, o),
      checking: m.dash_msg_checking({}, o),
    },
    security: {
      title: m.dash_tab_security({}, o),
      intro: m.dash_security_intro({}, o),
      currentPassword: m.dash_current_password({}, o),
      newPassword: m.dash_new_password({}, o),
      confirmNewPassword: m.dash_confirm_new_password({}, o),
      updating: m.dash_updating({}, o),
      updatePassword: m.dash_update_password({}, o),
      yourData: m.dash_your_data({}, o),
      yourDataText: m.dash_your_data_text({}, o),
    },
    panels: panelsText(locale),
    messages: dashboardMessages(locale),
    locale,
  };
}

/**
 * The photos link's texts: 'Add photos ({count} of 8)' below the maximum, 'Photos ({count} of 8)'
 * at it, and its accessible name '{label} for {name}' (placeholders kept for the component).
 */
export function photosLinkText(locale: Locale): PhotosLinkText {
  const o = { locale };
  const max = String(MAX_CENTER_PHOTOS);
  return {
    add: m.dash_photos_add({ count: "{count}", max }, o),
    full: m.dash_photos({ count: "{count}", max }, o),
    aria: m.dash_photos_aria({ label: "{label}", name: "{name}" }, o),
  };
}

/** The account forms' messages (app/lib/auth-messages.ts), keyed by their English text. */
const ACCOUNT_MESSAGES = [
  m.dash_msg_email_empty,
  m.auth_err_email_invalid,
  m.dash_msg_email_same,
  m.dash_msg_email_taken,
  m.dash_msg_checking,
  m.dash_msg_code_sent,
  m.dash_msg_code_empty,
  m.auth_err_code_length,
  m.auth_err_resend_sent_short,
  m.auth_err_resend_too_many,
  m.dash_msg_no_pending,
  m.auth_err_send_code_failed,
  m.dash_msg_email_failed,
  m.auth_err_code_expired,
  m.auth_err_code_invalid,
  m.auth_err_code_fallback,
  m.auth_err_code_too_many_tries,
  m.auth_err_too_many,
  m.auth_err_new_password_empty,
  m.auth_err_password_short,
  m.auth_err_password_long,
  m.auth_err_passwords_differ,
  m.auth_err_password_common,
  m.dash_msg_current_empty,
  m.dash_msg_current_wrong,
  m.dash_msg_password_updated,
  m.dash_msg_password_failed,
  m.auth_err_check_form,
  m.dash_center_deleted,
  m.dash_party_deleted,
  m.dash_setup_sent,
  m.dash_party_accepted,
  m.dash_party_declined,
];

/**
 * The dashboard's messages in `locale`, keyed by their English text (the spec's words the zod
 * schemas and services produce). Empty for English, where every message is shown as it is.
 */
export function accountMessages(locale: Locale): MessageMap {
  return messageMap(locale, ACCOUNT_MESSAGES, []);
}

/**
 * Every message the Overview shows in `locale`, keyed by English: the account forms' and
 * dashboard's (`accountMessages`), the dialogs' and panels' (`panelMessages`: setup request,
 * listing lines, subscription errors) and the field checks shared with the owner forms
 * (`formMessages`). Empty for English.
 */
export function dashboardMessages(locale: Locale): MessageMap {
  const account = accountMessages(locale);
  if (locale === BASE_LOCALE) return account;
  const form = formMessages(locale);
  const panels = panelMessages(locale);
  return {
    exact: { ...form.exact, ...Object.fromEntries(panels.exact), ...account.exact },
    patterns: [...account.patterns, ...panels.patterns, ...form.patterns],
  };
}

/** A message function of the catalogs (inputs are strings). */
type Message = (inputs: never, options: { locale: Locale }) => string;

/**
 * The map `translate` reads: `exact` messages by their English, and `patterns` of messages that
 * carry values, each as its English and `locale` template with the `{name}` placeholders kept.
 * Empty for English.
 */
function messageMap(
  locale: Locale,
  exact: readonly (() => string)[] | readonly Message[],
  patterns: readonly [Message, Record<string, string>][],
  more: [english: string, text: string][] = [],
): MessageMap {
  if (locale === BASE_LOCALE) return { exact: {}, patterns: [] };
  const call = (message: Message, inputs: Record<string, string>, at: Locale) =>
    message(inputs as never, { locale: at });
  return {
    exact: Object.fromEntries([
      ...exact.map((message) => [
        call(message as Message, {}, BASE_LOCALE),
        call(message as Message, {}, locale),
      ]),
      ...more,
    ]),
    patterns: patterns.map(([message, inputs]) => [
      call(message, inputs, BASE_LOCALE),
      call(message, inputs, locale),
    ]),
  };
}

/**
 * The Insights tab's page title and search description in `locale` (issue 26 item 4).
 * @returns `{ title, description }`, plain strings
 */
export function insightsMetaText(locale: Locale): { title: string; description: string } {
  const o = { locale };
  return {
    title: m.insights_meta_title({}, o),
    description: m.insights_meta_description({}, o),
  };
}
