/**
 * The admin pages' texts in one language (issue 28 item 1, ADR 099): administrators are people
 * with a language too. /admin-login: meta, headings, the button words, the success step and the
 * auth area's 'Invalid credentials. Access denied.' and 'Authentication failed…' (raised in English, shown through the form's
 * English → language map); /admin/mail: headings, the list's terms and statuses, the Retry button
 * and the mail area's answers to it (raised in English, translated by their English text).
 * English repeats today's literals word for word (a test compares them).
 */
import { adminLoginMessages } from "~/lib/auth-messages";
import { m } from "~/paraglide/messages";
import { authFormText, pageTitle } from "./auth.server";
import { formatNumber } from "./format";
import { BASE_LOCALE, localizeHref, type Locale } from "./locales";

/**
 * /admin-login in `locale`.
 * @returns meta, title and subtitle, submit and pending labels, the shared form words (with the
 *   admin refusal in `form.errors`), the success step's texts and the dashboard's localized path
 */
export function adminLoginText(locale: Locale) {
  const o = { locale };
  const form = authFormText(locale);
  return {
    meta: {
      title: pageTitle(m.adm_login_title({}, o)),
      description: m.adm_login_meta_description({}, o),
    },
    title: m.adm_login_title({}, o),
    subtitle: m.adm_login_subtitle({}, o),
    submit: m.adm_login_submit({}, o),
    pending: m.auth_login_signing_in({}, o),
    form: {
      ...form,
      errors: {
        ...form.errors,
        [adminLoginMessages.denied]: m.adm_login_denied({}, o),
        [adminLoginMessages.failed]: m.adm_login_failed({}, o),
      },
    },
    success: {
      title: m.adm_login_success_title({}, o),
      text: m.adm_login_success_text({}, o),
      dashboard: m.adm_login_go_dashboard({}, o),
    },
    dashboardHref: localizeHref(locale, "/dashboard"),
    homeHref: localizeHref(locale, "/"),
  };
}

/** The mail area's answers to Retry, as message functions (their English is the area's text). */
const MAIL_ANSWERS = [
  m.adm_mail_sent,
  m.adm_mail_still_refused,
  m.adm_mail_busy,
  m.adm_mail_dropped,
  m.adm_mail_done,
  m.adm_mail_choose,
];

/**
 * /admin/mail in `locale`.
 * @returns meta title, heading, intro, empty state, list label, the terms of each message, the
 *   status words and the Retry button's two states
 */
export function adminMailText(locale: Locale) {
  const o = { locale };
  return {
    metaTitle: pageTitle(m.adm_mail_title({}, o)),
    title: m.adm_mail_title({}, o),
    intro: m.adm_mail_intro({}, o),
    none: m.adm_mail_none({}, o),
    listLabel: m.adm_mail_list_label({}, o),
    terms: {
      to: m.adm_mail_to({}, o),
      status: m.adm_mail_status({}, o),
      written: m.adm_mail_written({}, o),
      next: m.adm_mail_next({}, o),
      serverSaid: m.adm_mail_server_said({}, o),
    },
    statuses: {
      pending: m.adm_mail_status_pending({}, o),
      sending: m.adm_mail_status_sending({}, o),
      failed: m.adm_mail_status_failed({}, o),
    },
    retry: m.adm_mail_retry({}, o),
    retrying: m.adm_mail_retrying({}, o),
  };
}

/**
 * A message's status line on /admin/mail: "Retrying, 3 attempts" in `locale`.
 * @param status the status word in `locale` (from {@link adminMailText})
 * @param count how many attempts were made
 */
export function adminMailAttempts(locale: Locale, status: string, count: number): string {
  return m.adm_mail_attempts({ count, shown: formatNumber(locale, count), status }, { locale });
}

/**
 * The mail area's English answer to Retry (a notice or an error) in `locale`.
 * @returns the translation, or `message` as it came when it is not one of the area's answers
 */
export function adminMailAnswer(locale: Locale, message: string): string {
  for (const answer of MAIL_ANSWERS) {
    if (answer({}, { locale: BASE_LOCALE }) === message) return answer({}, { locale });
  }
  return message;
}
