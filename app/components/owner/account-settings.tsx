/**
 * The dashboard's Email Settings and Security tabs (owner-portal.md §2, §5, §8; issue 5 items 7
 * and 8). Plain POST forms to the dashboard action (field `intent`), so both work without
 * JavaScript; with JavaScript the same zod schemas answer before the round trip.
 */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/owner/field";
import { PasswordField, Spinner, TextField } from "~/components/ui/form";
import {
  changePasswordSchema,
  emailChangeCodeSchema,
  firstMessage,
  newEmailSchema,
  sanitizeCode,
} from "~/lib/auth-forms";
import { emailChangeMessages, passwordChangeMessages } from "~/lib/auth-messages";

/** What the dashboard action answers for these tabs. */
export interface AccountResult {
  intent: "email-send" | "email-resend" | "email-verify" | "password";
  error: string | null;
  notice: string | null;
  values: { newEmail?: string };
}

/** Email Settings: the new-address step, or the code step while a change is pending. */
export function EmailSettingsTab({
  currentEmail,
  pendingEmail,
  result,
}: {
  currentEmail: string;
  pendingEmail: string | null;
  result: AccountResult | undefined;
}) {
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const error = clientError ?? result?.error ?? null;
  return (
    <section aria-labelledby="email-title" className="card max-w-xl">
      <h2 id="email-title" className="heading-2">
        Email Settings
      </h2>
      <p className="mt-2 text-ink-300">
        Current email: <strong className="text-white">{currentEmail}</strong>
      </p>
      <div className="mt-4 space-y-4">
        {error && <FormAlert kind="error">{error}</FormAlert>}
        {!error && result?.notice && <FormAlert kind="success">{result.notice}</FormAlert>}
        {pendingEmail ? (
          <>
            <p className="text-white">
              {emailChangeMessages.codeSent}: <strong>{pendingEmail}</strong>
            </p>
            <Form
              method="post"
              noValidate
              className="space-y-4"
              onSubmit={(event) => {
                const parsed = emailChangeCodeSchema.safeParse({
                  code: new FormData(event.currentTarget).get("code"),
                });
                if (!parsed.success) {
                  event.preventDefault();
                  setClientError(firstMessage(parsed.error));
                } else setClientError(null);
              }}
            >
              <input type="hidden" name="intent" value="email-verify" />
              <TextField
                label="Verification Code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(sanitizeCode(event.currentTarget.value))}
                hint="Enter the 6-digit code. The code expires in 1 hour."
              />
              <button type="submit" className="btn-primary" disabled={Boolean(submitting)}>
                {submitting === "email-verify" ? "Verifying..." : "Verify & Update Email"}
              </button>
            </Form>
            <div className="flex flex-wrap gap-3">
              <Form method="post">
                <input type="hidden" name="intent" value="email-cancel" />
                <button type="submit" className="btn-secondary" disabled={Boolean(submitting)}>
                  Cancel
                </button>
              </Form>
              <Form method="post" onSubmit={() => setClientError(null)}>
                <input type="hidden" name="intent" value="email-resend" />
                <button type="submit" className="btn-secondary" disabled={Boolean(submitting)}>
                  {submitting === "email-resend" ? "Sending..." : "Resend Code"}
                </button>
              </Form>
            </div>
          </>
        ) : (
          <Form
            method="post"
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              const parsed = newEmailSchema(currentEmail).safeParse({
                newEmail: new FormData(event.currentTarget).get("newEmail"),
              });
              if (!parsed.success) {
                event.preventDefault();
                setClientError(firstMessage(parsed.error));
              } else setClientError(null);
            }}
          >
            <input type="hidden" name="intent" value="email-send" />
            <TextField
              label="New Email Address"
              name="newEmail"
              type="email"
              autoComplete="email"
              maxLength={254}
              defaultValue={result?.values.newEmail ?? ""}
              hint="We will send a 6-digit code to the new address. The code expires in 1 hour."
            />
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="btn-primary" disabled={Boolean(submitting)}>
                Send Code
              </button>
              {submitting === "email-send" && <Spinner label={emailChangeMessages.checking} />}
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
  result,
}: {
  updated: boolean;
  result: AccountResult | undefined;
}) {
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const submitting = navigation.state === "submitting";
  const error = clientError ?? result?.error ?? null;
  return (
    <section aria-labelledby="security-title" className="card max-w-xl">
      <h2 id="security-title" className="heading-2">
        Security
      </h2>
      <p className="mt-2 text-ink-300">
        Change your password. Your other signed-in devices will be signed out.
      </p>
      <Form
        method="post"
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const parsed = changePasswordSchema.safeParse({
            currentPassword: form.get("currentPassword"),
            password: form.get("password"),
            confirmPassword: form.get("confirmPassword"),
          });
          if (!parsed.success) {
            event.preventDefault();
            setClientError(firstMessage(parsed.error));
          } else setClientError(null);
        }}
      >
        {error && <FormAlert kind="error">{error}</FormAlert>}
        {!error && updated && (
          <FormAlert kind="success">{passwordChangeMessages.updated}</FormAlert>
        )}
        <input type="hidden" name="intent" value="password" />
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          maxLength={128}
        />
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          maxLength={128}
        />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={128}
        />
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? "Updating..." : "Update Password"}
        </button>
      </Form>
    </section>
  );
}
