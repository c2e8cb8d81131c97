/**
 * /verify-reset-code (public-site.md §2, §5, §8): the 6-digit reset code and 'Resend Code'.
 * Without a reset in progress (signed cookie from /forgot-password) it redirects to
 * /forgot-password. A correct code is remembered in the cookie for /change-password.
 */
import { useEffect, useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/verify-reset-code";
import { CODE_SENT_NOTICE_MS } from "~/components/auth/sign-up";
import { Alert, AuthCard, TextField } from "~/components/ui/form";
import { codeSchema, firstMessage, sanitizeCode } from "~/lib/auth-forms";
import { resendMessages } from "~/lib/auth-messages";
import { useHydrated } from "~/lib/use-hydrated";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [{ title: "Enter Reset Code | LAN Center Network" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await servicesOf(context).auth.readResetState(request);
  if (!state) throw redirect("/forgot-password");
  return { email: state.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = servicesOf(context);
  const state = await auth.readResetState(request);
  if (!state) throw redirect("/forgot-password");
  const form = await readFormData(request);
  const client = clientOf(request, context);
  if (form.get("intent") === "resend") {
    return formAction(
      {},
      async () => {
        await auth.resendResetCode({ email: state.email, client });
        // The time makes a second resend show the notice again.
        const values = { sentAt: String(Date.now()) };
        return { values, fieldErrors: {}, formError: null, notice: resendMessages.sentShort };
      },
      "resend",
    );
  }
  const parsed = codeSchema.safeParse({ email: state.email, code: form.get("code") });
  if (!parsed.success) return invalidForm({}, {}, firstMessage(parsed.error));
  return formAction({}, async () => {
    await auth.checkResetCode({ ...parsed.data, client });
    throw redirect("/change-password", {
      headers: {
        "Set-Cookie": await auth.saveResetState({ email: state.email, code: parsed.data.code }),
      },
    });
  });
}

export default function VerifyResetCode({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  const [code, setCode] = useState("");
  const [clientError, setClientError] = useState<string | null>(null);
  const [showNotice, setShowNotice] = useState(false);
  useEffect(() => {
    if (!actionData?.notice) return;
    setShowNotice(true);
    const timer = setTimeout(() => setShowNotice(false), CODE_SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [actionData?.notice, actionData?.values.sentAt]);
  const message = clientError ?? actionData?.formError;
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
        <Form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            const parsed = codeSchema.safeParse({ email: loaderData.email, code });
            if (!parsed.success) {
              event.preventDefault();
              setClientError(firstMessage(parsed.error));
            } else setClientError(null);
          }}
        >
          <input type="hidden" name="intent" value="verify" />
          <TextField
            label="Reset Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onChange={(event) => {
              setCode(sanitizeCode(event.target.value));
              setClientError(null);
            }}
            className="mt-1 block w-full rounded-lg border border-ink-600 bg-ink-950 px-3 py-2.5 text-center font-mono text-2xl tracking-[0.5em] text-white"
          />
          <button
            type="submit"
            className="btn-primary w-full"
            disabled={hydrated && (code.length !== 6 || navigation.state === "submitting")}
          >
            {intent === "verify" ? "Verifying..." : "Verify Code"}
          </button>
        </Form>
        <Form method="post" className="text-center">
          <input type="hidden" name="intent" value="resend" />
          <button
            type="submit"
            className="btn-secondary"
            disabled={navigation.state === "submitting"}
          >
            {intent === "resend" ? "Sending..." : "Resend Code"}
          </button>
        </Form>
        <p className="text-center text-sm">
          <Link to="/forgot-password">Use a different email</Link>
        </p>
      </div>
    </AuthCard>
  );
}
