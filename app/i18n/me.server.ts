/**
 * The gamer's own pages in one language (issue 28 item 1, ADR 099): /me, /me/notifications,
 * /account/delete and /unsubscribe. English repeats today's literals exactly (a test compares
 * them); links are localized; event times are formatted with Intl in the page's language, in
 * the venue's zone. Built by the loaders on the server, so no page ships a catalog.
 */
import { formatInZone } from "~/lib/time-zone";
import { m } from "~/paraglide/messages";
import { formatZonedTime } from "./format";
import { BASE_LOCALE, localizeHref, type Locale } from "./locales";

/** A text cut around one placeholder: [before, after] (the component puts a link between). */
function around(render: (marker: string) => string): [string, string] {
  const marker = "\u0000";
  const [before = "", after = ""] = render(marker).split(marker);
  return [before, after];
}

/** "{title} | LAN Center Network". */
function pageTitle(title: string): string {
  return `${title} | LAN Center Network`;
}

/**
 * An event's start on the venue's wall clock in `locale` ("Sa., 5. Dez. 2026, 18:00 MEZ");
 * English is today's `formatInZone` output exactly. An unknown zone falls back to UTC.
 */
export function formatStart(locale: Locale, value: Date | string, timeZone: string): string {
  if (locale === BASE_LOCALE) return formatInZone(value, timeZone);
  return formatZonedTime(locale, value, timeZone);
}

/** /me's words; `firstName` makes the heading ('Hi, Robin', else 'My page'). */
export function myPageText(locale: Locale, firstName: string) {
  const o = { locale };
  const to = (href: string) => localizeHref(locale, href);
  return {
    meta: { title: pageTitle(m.me_meta_title({}, o)), description: m.me_meta_description({}, o) },
    heading: firstName ? m.me_hi({ firstName }, o) : m.me_meta_title({}, o),
    intro: m.me_intro({}, o),
    notifications: m.me_notification_settings({}, o),
    goDashboard: m.me_go_dashboard({}, o),
    goingTitle: m.me_going_title({}, o),
    goingEmpty: around((link) => m.me_going_empty({ link }, o)),
    goingEmptyLink: m.me_going_empty_link({}, o),
    followingTitle: m.me_following_title({}, o),
    followingEmpty: around((link) => m.me_following_empty({ link }, o)),
    followingEmptyLink: m.me_following_empty_link({}, o),
    kindCenter: m.me_kind_center({}, o),
    kindCommunity: m.me_kind_community({}, o),
    next: m.me_next({}, o),
    noUpcoming: m.me_no_upcoming({}, o),
    feedTitle: m.me_feed_title({}, o),
    feedText: m.me_feed_text({}, o),
    feedReady: m.me_feed_ready({}, o),
    feedSubscribe: m.me_feed_subscribe({}, o),
    feedHttps: m.me_feed_https({}, o),
    feedHowto: m.me_feed_howto({}, o),
    feedHas: m.me_feed_has({}, o),
    feedReset: m.me_feed_reset({}, o),
    feedCreate: m.me_feed_create({}, o),
    feedBusy: m.me_feed_busy({}, o),
    dataTitle: m.me_data_title({}, o),
    data: accountDataText(locale),
    href: {
      notifications: to("/me/notifications"),
      dashboard: to("/dashboard"),
      events: to("/events"),
      centers: to("/lan-centers"),
    },
  };
}

/** Download my data / Delete account (the links of /me and the dashboard's Security tab). */
export function accountDataText(locale: Locale) {
  const o = { locale };
  return {
    download: m.acct_download({}, o),
    remove: m.acct_delete_link({}, o),
    removeHref: localizeHref(locale, "/account/delete"),
  };
}

/**
 * The label of a mail kind (the mail area's `MAIL_KINDS`) in `locale`, for the switches of
 * /me/notifications and /unsubscribe; an unknown kind is returned as it is.
 */
export function mailKindLabel(locale: Locale, kind: string): string {
  const o = { locale };
  const labels: Record<string, string> = {
    event_reminders: m.me_mail_event_reminders({}, o),
    follow_digest: m.me_mail_follow_digest({}, o),
    event_changes: m.me_mail_event_changes({}, o),
    owner_monthly: m.me_mail_owner_monthly({}, o),
    review_notices: m.me_mail_review_notices({}, o),
  };
  return labels[kind] ?? kind;
}

/** /me/notifications. */
export function notificationsText(locale: Locale) {
  const o = { locale };
  return {
    meta: {
      title: pageTitle(m.me_notif_title({}, o)),
      description: m.me_notif_meta_description({}, o),
    },
    back: m.me_notif_back({}, o),
    backHref: localizeHref(locale, "/me"),
    title: m.me_notif_title({}, o),
    intro: m.me_notif_intro({}, o),
    saved: m.me_notif_saved({}, o),
    legend: m.me_notif_legend({}, o),
    save: m.me_notif_save({}, o),
    saving: m.me_notif_saving({}, o),
  };
}

/** /account/delete (both states: the form, and 'Account deleted'). */
export function deleteAccountText(locale: Locale) {
  const o = { locale };
  return {
    meta: {
      title: pageTitle(m.acct_delete_meta_title({}, o)),
      description: m.acct_delete_meta_description({}, o),
    },
    deletedTitle: m.acct_deleted_title({}, o),
    deletedAgain: m.acct_deleted_again({}, o),
    title: m.acct_delete_title({}, o),
    removes: m.acct_delete_removes({}, o),
    items: [
      m.acct_delete_item1({}, o),
      m.acct_delete_item2({}, o),
      m.acct_delete_item3({}, o),
      m.acct_delete_item4({}, o),
    ],
    provider: around((link) => m.acct_delete_provider({ link }, o)),
    privacyLink: m.acct_delete_privacy_link({}, o),
    privacyHref: localizeHref(locale, "/privacy#your-data"),
    download: m.acct_download({}, o),
    copy: m.acct_delete_copy({}, o),
    hint: m.acct_delete_hint({}, o),
    deleting: m.acct_deleting({}, o),
    submit: m.acct_delete_link({}, o),
    keep: m.acct_keep({}, o),
    keepHref: localizeHref(locale, "/dashboard"),
  };
}

/** 'Your live subscription is cancelled at once…' for `count` live subscriptions. */
export function liveSubscriptionsText(locale: Locale, count: number): string {
  return m.acct_delete_live({ count }, { locale });
}

/** /unsubscribe; `kind` names the mail kind of a valid link. */
export function unsubscribeText(locale: Locale, kind: string | null) {
  const o = { locale };
  const quoted = kind ? m.acct_unsub_quoted({ label: mailKindLabel(locale, kind) }, o) : "";
  return {
    meta: {
      title: pageTitle(m.acct_unsub_title({}, o)),
      description: m.acct_unsub_meta_description({}, o),
    },
    title: m.acct_unsub_title({}, o),
    doneTitle: m.acct_unsub_done_title({}, o),
    done: m.acct_unsub_done({ label: quoted }, o),
    choose: m.acct_unsub_choose({}, o),
    signInChoose: m.acct_unsub_sign_in_choose({}, o),
    chooseHref: localizeHref(locale, "/me/notifications"),
    ask: around((label) => m.acct_unsub_ask({ label }, o)),
    quoted,
    submit: m.acct_unsub_title({}, o),
    busy: m.acct_unsub_busy({}, o),
  };
}

/** The invalid-link message of /unsubscribe in `locale` (the mail area answers in English). */
export function invalidUnsubscribeText(locale: Locale): string {
  return m.acct_unsub_invalid({}, { locale });
}
