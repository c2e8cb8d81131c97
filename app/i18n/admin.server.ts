/**
 * The admin pages' texts in one language (issue 28 item 1, ADR 099): administrators are people
 * with a language too. /admin-login: meta, headings, the button words, the success step and the
 * auth area's 'Invalid credentials. Access denied.' and 'Authentication failed…' (raised in English, shown through the form's
 * English → language map). English repeats today's literals word for word (a test compares them).
 */
import { adminLoginMessages } from "~/lib/auth-messages";
import { m } from "~/paraglide/messages";
import { authFormText, pageTitle } from "./auth.server";
import { localizeHref, type Locale } from "./locales";

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
