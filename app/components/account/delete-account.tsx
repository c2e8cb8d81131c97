/**
 * The Delete account page (issue 25 item 7, ADR 080): what goes, what is kept (with the link to
 * /privacy), Download my data first, then the password and a red Delete account button; or, after
 * the deletion, the confirmation. Works without JavaScript (a plain POST form).
 */
import { Form, Link, useNavigation } from "react-router";
import { Alert, AuthCard, AuthLinks, PasswordField } from "~/components/ui/form";
import { deleteAccountMessages } from "~/lib/auth-messages";
import type { FormAnswer } from "~/lib/form-answer";
import { say, type AuthFormTexts } from "~/components/auth/auth-texts";

/**
 * The loader's view of the account: deleted, or its address and live subscriptions (with the
 * sentence that says so, in the page's language).
 */
export type DeleteAccountView =
  | { deleted: true }
  | { deleted: false; email: string; liveSubscriptions: number; liveText: string };

/** The page's words in its language (issue 28), built by the loader (app/i18n/me.server.ts). */
export interface DeleteAccountTexts {
  deletedTitle: string;
  deletedAgain: string;
  title: string;
  removes: string;
  items: string[];
  /** The provider sentence around the privacy link: [before, after]. */
  provider: [string, string];
  privacyLink: string;
  privacyHref: string;
  download: string;
  copy: string;
  hint: string;
  deleting: string;
  submit: string;
  keep: string;
  keepHref: string;
  form: AuthFormTexts;
}

/** The page; `answer` is the failed action's answer (wrong password, Stripe, database). */
export function DeleteAccountPage({
  account,
  answer,
  text,
}: {
  account: DeleteAccountView;
  answer: FormAnswer | undefined;
  text: DeleteAccountTexts;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (account.deleted) {
    return (
      <AuthCard title={text.deletedTitle}>
        <Alert tone="success">{say(text.form, deleteAccountMessages.deleted)}</Alert>
        <p className="mt-4 text-ink-300">{text.deletedAgain}</p>
        <AuthLinks homeLabel={text.form.backHome} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={text.title} subtitle={account.email}>
      <p className="text-ink-200">{text.removes}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-300">
        {text.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {account.liveSubscriptions > 0 && (
        <p className="mt-3 text-sm text-amber-200">{account.liveText}</p>
      )}
      <p className="mt-3 text-sm text-ink-300">
        {text.provider[0]}
        <Link to={text.privacyHref}>{text.privacyLink}</Link>
        {text.provider[1]}
      </p>
      <p className="mt-3 text-sm">
        <a href="/account/data.json" download>
          {text.download}
        </a>{" "}
        <span className="text-ink-300">{text.copy}</span>
      </p>
      <Form method="post" noValidate className="mt-6 space-y-4">
        {answer?.formError && <Alert tone="error">{say(text.form, answer.formError)}</Alert>}
        <PasswordField
          label={text.form.password}
          name="password"
          autoComplete="current-password"
          hint={text.hint}
          required
          showLabel={text.form.show}
          hideLabel={text.form.hide}
        />
        <button
          type="submit"
          className="btn-primary w-full bg-red-700 hover:bg-red-800"
          disabled={busy}
        >
          {busy ? text.deleting : text.submit}
        </button>
      </Form>
      <AuthLinks homeLabel={text.form.backHome}>
        <p>
          <Link to={text.keepHref}>{text.keep}</Link>
        </p>
      </AuthLinks>
    </AuthCard>
  );
}
