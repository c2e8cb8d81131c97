/**
 * /verify-reset-code (public-site.md §2, §5, §8): the 6-digit reset code and 'Resend Code'.
 * Without a reset in progress (signed cookie from /forgot-password) it redirects to
 * /forgot-password. A correct code is remembered in the cookie for /change-password.
 */
import { useEffect, useState } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/verify-reset-code";
import { CODE_SENT_NOTICE_MS } from "~/components/auth/sign-up";
import { CodeStepForms } from "~/components/ui/auth-fields";
import { Alert, AuthCard } from "~/components/ui/form";
import { useFormCheck } from "~/components/ui/use-form-check";
import { codeSchema, firstMessage } from "~/lib/auth-forms";
import { codeMessages, resendMessages } from "~/lib/auth-messages";
import { useHydrated } from "~/lib/use-hydrated";
import { checkResetCode, resendResetCode } from "~/server/auth/accounts.server";
import { accountsContext, clientOf } from "~/server/auth/request.server";
import { readResetState, saveResetState } from "~/server/auth/reset-state.server";
import { readFormData } from "~/server/http/form-data.server";

export function meta() {
  return [{ title: "Enter Reset Code | LAN Center Network" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const state = await readResetState(request);
  if (!state) throw redirect("/forgot-password");
  return { email: state.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const state = await readResetState(request);
  if (!state) throw redirect("/forgot-password");
  const form = await readFormData(request);
  const client = clientOf(request, context);
  if (form.get("intent") === "resend") {
    const result = await resendResetCode(accountsContext(), state.email, client);
    if (!result.ok) return data({ error: result.message, notice: undefined, sentAt: 0 }, 429);
    return { error: undefined, notice: resendMessages.sentShort, sentAt: Date.now() };
  }
  const parsed = codeSchema.safeParse({ email: state.email, code: form.get("code") });
  if (!parsed.success) {
    return data({ error: firstMessage(parsed.error), notice: undefined, sentAt: 0 }, 400);
  }
  const result = await checkResetCode(accountsContext(), parsed.data, client);
  if (!result.ok) {
    const status = result.message === codeMessages.tooManyChecks ? 429 : 400;
    return data({ error: result.message, notice: undefined, sentAt: 0 }, status);
  }
  throw redirect("/change-password", {
    headers: { "Set-Cookie": await saveResetState({ email: state.email, code: parsed.data.code }) },
  });
}

export default function VerifyResetCode({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const check = useFormCheck(codeSchema, ["code"], { email: loaderData.email });
  const [showNotice, setShowNotice] = useState(false);
  useEffect(() => {
    if (!actionData?.notice) return;
    setShowNotice(true);
    const timer = setTimeout(() => setShowNotice(false), CODE_SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [actionData?.notice, actionData?.sentAt]);
  const message = check.error ?? actionData?.error;
  return (
    <AuthCard
      title="Enter Reset Code"
      subtitle={
        <>
          We&apos;ve sent a 6-digit code to{" "}
          <strong className="text-white">{loaderData.email}</strong>. The code expires in 1 hour.
        </>
      }
    >
      <div className="space-y-4">
        {message && <Alert tone="error">{message}</Alert>}
        {actionData?.notice && (showNotice || !hydrated) && (
          <Alert tone="success">{actionData.notice}</Alert>
        )}
        <CodeStepForms
          label="Reset Code"
          submitLabel="Verify Code"
          onSubmit={check.onSubmit}
          onCodeChange={() => check.setError(null)}
        />
        <p className="text-center text-sm">
          <Link to="/forgot-password">Use a different email</Link>
        </p>
      </div>
    </AuthCard>
  );
}
