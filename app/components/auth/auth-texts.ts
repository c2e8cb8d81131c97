/**
 * The shapes of the account forms' words (issue 28 item 1, ADR 099) with their English, which
 * is the specification's text. The loaders of the account pages build these in the page's
 * language on the server (`app/i18n/auth.server.ts`) and hand them to the components as props;
 * the English here is only the default for pages that pass none (e.g. /admin-login). Browser-safe:
 * no catalog is imported.
 */

/** Words of the shared account form pieces (fields, code steps, 'Send a new code', links). */
export interface AuthFormTexts {
  email: string;
  password: string;
  show: string;
  hide: string;
  sending: string;
  sendNewCode: string;
  resendCode: string;
  verifying: string;
  forgot: string;
  createOne: string;
  backHome: string;
  /**
   * The page's language for every known account message (AppError and browser-side check
   * texts of app/lib/auth-messages.ts), keyed by its English; empty for English.
   */
  errors: Record<string, string>;
}

/** The English of {@link AuthFormTexts} (the spec's words, as the forms had them). */
export const AUTH_FORM_EN: AuthFormTexts = {
  email: "Email",
  password: "Password",
  show: "Show",
  hide: "Hide",
  sending: "Sending...",
  sendNewCode: "Send a new code",
  resendCode: "Resend Code",
  verifying: "Verifying...",
  forgot: "Forgot your password?",
  createOne: "Create one",
  backHome: "Back to Home",
  errors: {},
};

/**
 * A message in the page's language: its translation from `errors` when it is a known account
 * message, else the message as it is (owner-entered or unknown text is never guessed at).
 */
export function say(texts: Pick<AuthFormTexts, "errors">, message: string): string;
export function say(
  texts: Pick<AuthFormTexts, "errors">,
  message: string | null | undefined,
): string | undefined;
export function say(texts: Pick<AuthFormTexts, "errors">, message: string | null | undefined) {
  if (!message) return undefined;
  return texts.errors[message] ?? message;
}

/** /signup-form's words: the form, the code step and the success step (issue 28). */
export interface SignUpTexts {
  title: string;
  subtitle: string;
  useLegend: string;
  play: string;
  playHint: string;
  run: string;
  runHint: string;
  firstName: string;
  lastName: string;
  checkingSpinner: string;
  takenTitle: string;
  takenText: string;
  signInInstead: string;
  resetPassword: string;
  confirmPassword: string;
  creating: string;
  checkingButton: string;
  invalidButton: string;
  submit: string;
  haveAccount: string;
  signInHere: string;
  orGoTo: string;
  signInPage: string;
  verify: {
    title: string;
    /** The subtitle around the address: [before, after]. */
    subtitle: [string, string];
    codeLabel: string;
    submit: string;
    noCode: string;
  };
  success: {
    title: string;
    dashboard: string;
    register: string;
    dashboardHref: string;
    registerHref: string;
  };
  form: AuthFormTexts;
}
