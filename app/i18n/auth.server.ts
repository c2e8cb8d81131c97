/**
 * The account pages' texts in one language (issue 28 item 1, ADR 099): /login, /signup-form with
 * its code and success steps, /forgot-password, /verify-reset-code, /reset-password, and the
 * account area's messages. English repeats today's literals exactly (app/lib/auth-messages.ts and
 * the pages'; a test compares them). Built by the pages' loaders on the server, so no page ships a
 * catalog in its JavaScript.
 *
 * Error messages: the auth area and the shared zod schemas keep answering in English (the spec's
 * text, also what the browser-side checks produce); `authErrors(locale)` maps each of those
 * English texts to the page's language, and the forms show `say(texts, message)`. One map at the
 * page boundary instead of a locale threaded through every service and schema.
 */
import type { AuthFormTexts, SignUpTexts } from "~/components/auth/auth-texts";
import {
  codeMessages,
  deleteAccountMessages,
  emailConfirmationMessages,
  newPasswordMessages,
  resendMessages,
  resetMessages,
  signInMessages,
  signUpMessages,
} from "~/lib/auth-messages";
import { m } from "~/paraglide/messages";
import { BASE_LOCALE, localizeHref, type Locale } from "./locales";

type Options = { locale: Locale };
type Text = (inputs: Record<string, never>, options: Options) => string;

/**
 * Every English account message with its catalog function. Messages with the same English
 * share one key (e.g. the several 'Too many attempts…' texts).
 */
const ERROR_KEYS: ReadonlyArray<readonly [string, Text]> = [
  [signUpMessages.emailTaken, m.auth_err_signup_email_taken],
  [signUpMessages.checking, m.auth_err_signup_checking],
  [signUpMessages.notConfigured, m.auth_err_not_configured],
  [signUpMessages.firstName, m.auth_err_first_name],
  [signUpMessages.lastName, m.auth_err_last_name],
  [signUpMessages.emailEmpty, m.auth_err_email_empty_dot],
  [signUpMessages.emailInvalid, m.auth_err_email_invalid_dot],
  [signUpMessages.passwordEmpty, m.auth_err_password_empty_signup],
  [signUpMessages.passwordsDiffer, m.auth_err_passwords_differ],
  [signUpMessages.passwordShort, m.auth_err_password_short],
  [signUpMessages.confirmEmpty, m.auth_err_confirm_empty],
  [signUpMessages.passwordLong, m.auth_err_password_long],
  [signUpMessages.firstNameLong, m.auth_err_first_name_long],
  [signUpMessages.lastNameLong, m.auth_err_last_name_long],
  [signUpMessages.passwordCommon, m.auth_err_password_common],
  [signUpMessages.waitingForCode, m.auth_err_waiting_for_code],
  [signUpMessages.invalidCredentials, m.auth_err_invalid_credentials],
  [signUpMessages.databaseError, m.auth_err_database],
  [signUpMessages.failed, m.auth_err_signup_failed],
  [signUpMessages.tooMany, m.auth_err_too_many],
  [signUpMessages.sendCodeFailed, m.auth_err_send_code_failed],
  [signInMessages.incorrect, m.auth_err_signin_incorrect],
  [signInMessages.noAccount, m.auth_err_no_account],
  [signInMessages.tooMany, m.auth_err_signin_too_many],
  [signInMessages.failed, m.auth_err_signin_failed],
  [signInMessages.unverified, m.auth_err_unverified],
  [signInMessages.emailEmpty, m.auth_err_email_empty],
  [signInMessages.emailInvalid, m.auth_err_email_invalid],
  [signInMessages.passwordEmpty, m.auth_err_password_empty],
  [resetMessages.tooMany, m.auth_err_reset_too_many],
  [resetMessages.failed, m.auth_err_reset_failed],
  [codeMessages.empty, m.auth_err_code_empty],
  [codeMessages.length, m.auth_err_code_length],
  [codeMessages.emailRequired, m.auth_err_email_required],
  [codeMessages.expired, m.auth_err_code_expired],
  [codeMessages.invalid, m.auth_err_code_invalid],
  [codeMessages.fallback, m.auth_err_code_fallback],
  [codeMessages.tooManyTries, m.auth_err_code_too_many_tries],
  [codeMessages.tooManyChecks, m.auth_err_too_many],
  [codeMessages.unavailable, m.auth_err_unavailable],
  [codeMessages.verifyFailed, m.auth_err_verify_failed],
  [resendMessages.sent, m.auth_err_resend_sent],
  [resendMessages.sentShort, m.auth_err_resend_sent_short],
  [resendMessages.tooMany, m.auth_err_resend_too_many],
  [resendMessages.failed, m.auth_err_resend_failed],
  [newPasswordMessages.empty, m.auth_err_new_password_empty],
  [newPasswordMessages.failed, m.auth_err_new_password_failed],
  [newPasswordMessages.updated, m.auth_err_password_updated],
  [emailConfirmationMessages.expired, m.auth_err_confirm_expired],
  [emailConfirmationMessages.sessionFailed, m.auth_err_confirm_session_failed],
  [emailConfirmationMessages.missing, m.auth_err_confirm_missing],
  [emailConfirmationMessages.exception, m.auth_err_confirm_exception],
  [emailConfirmationMessages.success, m.auth_err_confirm_success],
  [deleteAccountMessages.passwordEmpty, m.auth_err_delete_password_empty],
  [deleteAccountMessages.passwordWrong, m.auth_err_delete_password_wrong],
  [deleteAccountMessages.failed, m.auth_err_delete_failed],
  [deleteAccountMessages.deleted, m.auth_err_deleted],
  ["Please check the form and try again.", m.auth_err_check_form],
];

/**
 * The account messages in `locale`, keyed by their English (the texts the auth area's
 * `AppError`s and the shared form checks carry).
 * @returns English → translation; empty for English (the messages are already right)
 */
export function authErrors(locale: Locale): Record<string, string> {
  if (locale === BASE_LOCALE) return {};
  const o = { locale };
  return Object.fromEntries(ERROR_KEYS.map(([english, text]) => [english, text({}, o)]));
}

/** Every English message {@link authErrors} knows (for tests). */
export const KNOWN_AUTH_MESSAGES: readonly string[] = ERROR_KEYS.map(([english]) => english);

/**
 * A translated account message, or `message` unchanged when it is not one of ours.
 * `Email confirmation failed: {reason}` keeps better-auth's reason as it came.
 */
export function authMessage(locale: Locale, message: string): string {
  const prefix = emailConfirmationMessages.failed("");
  if (locale !== BASE_LOCALE && message.startsWith(prefix)) {
    return m.auth_err_confirm_failed({ reason: message.slice(prefix.length) }, { locale });
  }
  return authErrors(locale)[message] ?? message;
}

/** The shared words of the account forms in `locale` (see {@link AuthFormTexts}). */
export function authFormText(locale: Locale): AuthFormTexts {
  const o = { locale };
  return {
    email: m.auth_email({}, o),
    password: m.auth_password({}, o),
    show: m.auth_show({}, o),
    hide: m.auth_hide({}, o),
    sending: m.auth_sending({}, o),
    sendNewCode: m.auth_send_new_code({}, o),
    resendCode: m.auth_resend_code({}, o),
    verifying: m.auth_verifying({}, o),
    forgot: m.auth_login_forgot({}, o),
    createOne: m.auth_login_create_one({}, o),
    backHome: m.auth_back_home({}, o),
    errors: authErrors(locale),
  };
}

/** "{title} | LAN Center Network", the account pages' document title. */
export function pageTitle(title: string): string {
  return `${title} | LAN Center Network`;
}

/**
 * A text with one placeholder cut around it, so a component can wrap the value (e.g. the
 * address in `<strong>`): `[before, after]`.
 */
function around(render: (marker: string) => string): [string, string] {
  const marker = "\u0000";
  const [before = "", after = ""] = render(marker).split(marker);
  return [before, after];
}

/** /login: meta, heading, notices for `?message=`, labels. */
export function loginText(locale: Locale) {
  const o = { locale };
  return {
    meta: {
      title: pageTitle(m.auth_login_title({}, o)),
      description: m.auth_login_meta_description({}, o),
    },
    title: m.auth_login_title({}, o),
    subtitle: m.auth_login_subtitle({}, o),
    submit: m.auth_login_title({}, o),
    pending: m.auth_login_signing_in({}, o),
    noAccount: m.auth_login_no_account({}, o),
    notices: {
      "password-updated": m.auth_login_notice_password_updated({}, o),
      "signed-out": m.auth_login_notice_signed_out({}, o),
      follow: m.auth_login_notice_follow({}, o),
    } as Record<string, string>,
    form: authFormText(locale),
  };
}

/** /signup-form: the form, the code step and the success step. */
export function signUpText(
  locale: Locale,
): SignUpTexts & { meta: { title: string; description: string } } {
  const o = { locale };
  return {
    meta: {
      title: pageTitle(m.auth_signup_title({}, o)),
      description: m.auth_signup_meta_description({}, o),
    },
    title: m.auth_signup_title({}, o),
    subtitle: m.auth_signup_subtitle({}, o),
    useLegend: m.auth_signup_use_legend({}, o),
    play: m.auth_signup_play({}, o),
    playHint: m.auth_signup_play_hint({}, o),
    run: m.auth_signup_run({}, o),
    runHint: m.auth_signup_run_hint({}, o),
    firstName: m.auth_signup_first_name({}, o),
    lastName: m.auth_signup_last_name({}, o),
    checkingSpinner: m.auth_signup_checking_spinner({}, o),
    takenTitle: m.auth_signup_taken_title({}, o),
    takenText: m.auth_signup_taken_text({}, o),
    signInInstead: m.auth_signup_sign_in_instead({}, o),
    resetPassword: m.auth_signup_reset_password({}, o),
    confirmPassword: m.auth_signup_confirm_password({}, o),
    creating: m.auth_signup_creating({}, o),
    checkingButton: m.auth_signup_checking_button({}, o),
    invalidButton: m.auth_signup_invalid_button({}, o),
    submit: m.auth_signup_title({}, o),
    haveAccount: m.auth_signup_have_account({}, o),
    signInHere: m.auth_signup_sign_in_here({}, o),
    orGoTo: m.auth_signup_or_go_to({}, o),
    signInPage: m.auth_signup_sign_in_page({}, o),
    verify: {
      title: m.auth_verify_title({}, o),
      subtitle: around((email) => m.auth_verify_subtitle({ email }, o)),
      codeLabel: m.auth_verify_code_label({}, o),
      submit: m.auth_verify_submit({}, o),
      noCode: m.auth_verify_no_code({}, o),
    },
    success: {
      title: m.auth_success_title({}, o),
      dashboard: m.auth_success_dashboard({}, o),
      register: m.auth_success_register({}, o),
      dashboardHref: localizeHref(locale, "/dashboard"),
      registerHref: localizeHref(locale, "/register-lan-center"),
    },
    form: authFormText(locale),
  };
}

/** The success step's welcome line, with or without the first name. */
export function welcomeText(locale: Locale, firstName: string): string {
  return firstName
    ? m.auth_success_welcome_name({ firstName }, { locale })
    : m.auth_success_welcome({}, { locale });
}

/** /forgot-password. */
export function forgotPasswordText(locale: Locale) {
  const o = { locale };
  return {
    meta: {
      title: pageTitle(m.auth_forgot_meta_title({}, o)),
      description: m.auth_forgot_meta_description({}, o),
    },
    title: m.auth_reset_title({}, o),
    subtitle: m.auth_forgot_subtitle({}, o),
    submit: m.auth_forgot_submit({}, o),
    backToSignIn: m.auth_back_to_sign_in({}, o),
    form: authFormText(locale),
  };
}

/** /verify-reset-code. */
export function resetCodeText(locale: Locale) {
  const o = { locale };
  return {
    meta: {
      title: pageTitle(m.auth_reset_code_title({}, o)),
      description: m.auth_reset_code_meta_description({}, o),
    },
    title: m.auth_reset_code_title({}, o),
    subtitle: around((email) => m.auth_reset_code_subtitle({ email }, o)),
    codeLabel: m.auth_reset_code_label({}, o),
    submit: m.auth_reset_code_submit({}, o),
    otherEmail: m.auth_reset_code_other_email({}, o),
    form: authFormText(locale),
  };
}

/** /reset-password (old recovery links). */
export function recoveryText(locale: Locale) {
  const o = { locale };
  return {
    meta: {
      title: m.auth_reset_title({}, o),
      description: m.auth_recovery_meta_description({}, o),
    },
    title: m.auth_reset_title({}, o),
    linkFailed: m.auth_recovery_link_failed({}, o),
    lead: m.auth_recovery_lead({}, o),
    text: m.auth_recovery_text({}, o),
    cta: m.auth_recovery_cta({}, o),
    ctaHref: localizeHref(locale, "/forgot-password"),
  };
}

/** /account-confirmation: 'Email Confirmed Successfully!' with the sign-in form. */
export function accountConfirmedText(locale: Locale) {
  const o = { locale };
  return {
    meta: {
      title: pageTitle(m.auth_confirmed_meta_title({}, o)),
      description: m.auth_confirmed_meta_description({}, o),
    },
    title: m.auth_confirmed_title({}, o),
    subtitle: m.auth_confirmed_subtitle({}, o),
    submit: m.auth_login_title({}, o),
    pending: m.auth_login_signing_in({}, o),
    needAccount: m.auth_confirmed_need_account({}, o),
    form: authFormText(locale),
  };
}

/** /change-password: the new password form and 'Password Updated!'. */
export function newPasswordText(locale: Locale) {
  const o = { locale };
  return {
    meta: { title: pageTitle(m.auth_newpw_meta_title({}, o)) },
    title: m.auth_newpw_meta_title({}, o),
    subtitle: m.auth_newpw_subtitle({}, o),
    newPassword: m.auth_newpw_new({}, o),
    confirmPassword: m.auth_newpw_confirm({}, o),
    submit: m.auth_newpw_submit({}, o),
    updating: m.auth_newpw_updating({}, o),
    updatedTitle: m.auth_err_password_updated({}, o),
    updated: m.auth_newpw_done({}, o),
    goSignIn: m.auth_newpw_go_sign_in({}, o),
    loginHref: localizeHref(locale, "/login?message=password-updated"),
    form: authFormText(locale),
  };
}

/** /email-change-success. */
export function emailUpdatedText(locale: Locale) {
  const o = { locale };
  return {
    meta: {
      title: pageTitle(m.auth_email_updated_meta_title({}, o)),
      description: m.auth_email_updated_meta_description({}, o),
    },
    title: m.auth_email_updated_title({}, o),
    message: m.auth_err_confirm_success({}, o),
    countdown: m.auth_email_updated_countdown({}, o),
    goNow: m.auth_email_updated_go_now({}, o),
    dashboardHref: localizeHref(locale, "/dashboard"),
  };
}

/** /email-confirmation: loading, success and error states. */
export function emailConfirmationText(locale: Locale) {
  const o = { locale };
  return {
    meta: {
      title: pageTitle(m.auth_emailconf_meta_title({}, o)),
      description: m.auth_emailconf_meta_description({}, o),
    },
    loadingTitle: m.auth_emailconf_loading_title({}, o),
    loading: m.auth_emailconf_loading({}, o),
    successTitle: m.auth_emailconf_success_title({}, o),
    success: m.auth_err_confirm_success({}, o),
    failedTitle: m.auth_emailconf_failed_title({}, o),
    backToDashboard: m.auth_back_to_dashboard({}, o),
    dashboardHref: localizeHref(locale, "/dashboard"),
    resetInstead: m.auth_emailconf_reset_instead({}, o),
    resetHref: localizeHref(locale, "/forgot-password"),
    /** The 'failed: {reason}' prefix in this language (the hash outcome is read in the browser). */
    failedPrefix: around((reason) => m.auth_err_confirm_failed({ reason }, o)),
    form: authFormText(locale),
  };
}
