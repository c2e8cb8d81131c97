/**
 * The dashboard's Email Settings and Security tabs (docs/spec/owner-portal.md §2, §5, §8; the Email
 * Settings tab and the Security tab). Plain POST forms to their tab's route (field `intent`), so
 * both work without JavaScript; with JavaScript the same zod schemas answer before the round trip.
 */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { AccountDataLinks } from "~/components/account/account-data-links";
import { CodeField, PasswordPair } from "~/components/ui/auth-fields";
import { Alert, PasswordField, Spinner, TextField } from "~/components/ui/form";
import { useFleeting } from "~/components/ui/use-fleeting";
import { useFormCheck } from "~/components/ui/use-form-check";
import type { FormAnswer } from "~/lib/form-answer";
import { changePasswordSchema, emailChangeCodeSchema, newEmailSchema } from "~/lib/auth-forms";
import {
  emailChangeMessages,
  newPasswordMessages,
  passwordChangeMessages,
} from "~/lib/auth-messages";
import { translate, useDashboardText } from "./owner-text";

/** Email Settings: the new-address step, or the code step while a change is pending. */
export function EmailSettingsTab({
  currentEmail,
  pendingEmail,
  answer,
}: {
  currentEmail: string;
  pendingEmail: string | null;
  /** The tab action's answer (undefined before the first post). */
  answer: FormAnswer | undefined;
}) {
  const { email: text, messages } = useDashboardText();
  const navigation = useNavigation();
  const codeCheck = useFormCheck(emailChangeCodeSchema, ["code"]);
  const emailCheck = useFormCheck(newEmailSchema(currentEmail), ["newEmail"]);
  const [code, setCode] = useState("");
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const error = translate(messages, codeCheck.error ?? emailCheck.error ?? answer?.formError);
  // 'New code sent! Check your email.' clears after 3 s; other notices stay.
  const resent = answer?.notice === emailChangeMessages.resent ? answer : null;
  const resentVisible = useFleeting(resent);
  const notice = resent && !resentVisible ? null : translate(messages, answer?.notice);
  return (
    <section aria-labelledby="email-title" className="card max-w-xl">
      <h2 id="email-title" className="heading-2">
        {text.title}
      </h2>
      <p className="mt-2 text-ink-300">
        {text.currentEmail} <strong className="text-white">{currentEmail}</strong>
      </p>
      <div className="mt-4 space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        {!error && notice && <Alert tone="success">{notice}</Alert>}
        {pendingEmail ? (
          <>
            <p className="text-white">
              {text.codeSent}: <strong>{pendingEmail}</strong>
            </p>
            <Form method="post" noValidate className="space-y-4" onSubmit={codeCheck.onSubmit}>
              <input type="hidden" name="intent" value="email-verify" />
              <CodeField
                label={text.verificationCode}
                value={code}
                onChange={setCode}
                hint={text.codeHint}
              />
              <button type="submit" className="btn-primary" disabled={Boolean(submitting)}>
                {submitting === "email-verify" ? text.verifying : text.verifyUpdate}
              </button>
            </Form>
            <div className="flex flex-wrap gap-3">
              <Form method="post">
                <input type="hidden" name="intent" value="email-cancel" />
                <button type="submit" className="btn-secondary" disabled={Boolean(submitting)}>
                  {text.cancel}
                </button>
              </Form>
              <Form method="post" onSubmit={() => codeCheck.setError(null)}>
                <input type="hidden" name="intent" value="email-resend" />
                <button type="submit" className="btn-secondary" disabled={Boolean(submitting)}>
                  {submitting === "email-resend" ? text.sending : text.resendCode}
                </button>
              </Form>
            </div>
          </>
        ) : (
          <Form method="post" noValidate className="space-y-4" onSubmit={emailCheck.onSubmit}>
            <input type="hidden" name="intent" value="email-send" />
            <TextField
              label={text.newEmail}
              name="newEmail"
              type="email"
              autoComplete="email"
              maxChars={254}
              defaultValue={answer?.values.newEmail ?? ""}
              hint={text.newEmailHint}
            />
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="btn-primary" disabled={Boolean(submitting)}>
                {text.sendCode}
              </button>
              {submitting === "email-send" && <Spinner label={text.checking} />}
            </div>
          </Form>
        )}
      </div>
    </section>
  );
}

/** Security: current, new and confirmed password, each with a show/hide toggle. */
export function SecurityTab({
  updated,
  answer,
}: {
  /** True after a successful change (the action redirects with `?updated=password`). */
  updated: boolean;
  /** The tab action's answer (undefined before the first post). */
  answer: FormAnswer | undefined;
}) {
  const { security: text, messages } = useDashboardText();
  const navigation = useNavigation();
  const check = useFormCheck(changePasswordSchema, [
    "currentPassword",
    "password",
    "confirmPassword",
  ]);
  const submitting = navigation.state === "submitting";
  const error = translate(messages, check.error ?? answer?.formError);
  return (
    <section aria-labelledby="security-title" className="card max-w-xl">
      <h2 id="security-title" className="heading-2">
        {text.title}
      </h2>
      <p className="mt-2 text-ink-300">{text.intro}</p>
      <Form method="post" noValidate className="mt-4 space-y-4" onSubmit={check.onSubmit}>
        {error && <Alert tone="error">{error}</Alert>}
        {!error && updated && (
          <Alert tone="success">{translate(messages, passwordChangeMessages.updated)}</Alert>
        )}
        <input type="hidden" name="intent" value="password" />
        <PasswordField
          label={text.currentPassword}
          name="currentPassword"
          autoComplete="current-password"
        />
        <PasswordPair
          label={text.newPassword}
          confirmLabel={text.confirmNewPassword}
          mismatchMessage={translate(messages, newPasswordMessages.differ)}
        />
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? text.updating : text.updatePassword}
        </button>
      </Form>
      <h3 className="mt-8 font-semibold text-white">{text.yourData}</h3>
      <p className="mt-1 text-sm text-ink-300">{text.yourDataText}</p>
      <AccountDataLinks className="mt-2 text-sm" />
    </section>
  );
}
