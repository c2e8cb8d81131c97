/**
 * The Delete account page (issue 25 item 7, ADR 080): what goes, what is kept (with the link to
 * /privacy), Download my data first, then the password and a red Delete account button; or, after
 * the deletion, the confirmation. Works without JavaScript (a plain POST form).
 */
import { Form, Link, useNavigation } from "react-router";
import { Alert, AuthCard, AuthLinks, PasswordField } from "~/components/ui/form";
import { deleteAccountMessages } from "~/lib/auth-messages";
import type { FormAnswer } from "~/lib/form-answer";

/** The loader's view of the account: deleted, or its address and live subscriptions. */
export type DeleteAccountView =
  { deleted: true } | { deleted: false; email: string; liveSubscriptions: number };

/** The page; `answer` is the failed action's answer (wrong password, Stripe, database). */
export function DeleteAccountPage({
  account,
  answer,
}: {
  account: DeleteAccountView;
  answer: FormAnswer | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (account.deleted) {
    return (
      <AuthCard title="Account deleted">
        <Alert tone="success">{deleteAccountMessages.deleted}</Alert>
        <p className="mt-4 text-ink-300">
          Your address may sign up again at any time; it starts from scratch.
        </p>
        <AuthLinks />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Delete account" subtitle={account.email}>
      <p className="text-ink-200">Deleting your account removes, for good:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-300">
        <li>your sign-in, profile and sessions;</li>
        <li>your LAN centers, LAN parties and communities, with their photos and contacts;</li>
        <li>the events you are going to, the centers you follow and your mail settings;</li>
        <li>the messages and contact requests stored under your address.</li>
      </ul>
      {account.liveSubscriptions > 0 && (
        <p className="mt-3 text-sm text-amber-200">
          {account.liveSubscriptions === 1
            ? "Your live subscription is cancelled at once; no further payment is taken."
            : `Your ${account.liveSubscriptions} live subscriptions are cancelled at once; no further payment is taken.`}
        </p>
      )}
      <p className="mt-3 text-sm text-ink-300">
        The payment provider keeps its records of past payments, as the law requires. What is kept
        and why is on the <Link to="/privacy#your-data">privacy page</Link>.
      </p>
      <p className="mt-3 text-sm">
        <a href="/account/data.json" download>
          Download my data
        </a>{" "}
        <span className="text-ink-300">first if you want a copy (JSON).</span>
      </p>
      <Form method="post" noValidate className="mt-6 space-y-4">
        {answer?.formError && <Alert tone="error">{answer.formError}</Alert>}
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          hint="Enter your password to confirm."
          required
        />
        <button
          type="submit"
          className="btn-primary w-full bg-red-700 hover:bg-red-800"
          disabled={busy}
        >
          {busy ? "Deleting..." : "Delete account"}
        </button>
      </Form>
      <AuthLinks>
        <p>
          <Link to="/dashboard">Keep my account</Link>
        </p>
      </AuthLinks>
    </AuthCard>
  );
}
