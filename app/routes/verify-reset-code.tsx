/**
 * /verify-reset-code (docs/spec/public-site.md §2, §5, §8): the 6-digit reset code and 'Resend
 * Code'. Without a reset in progress (signed cookie from /forgot-password) it redirects to
 * /forgot-password. A correct code is remembered in the cookie for /change-password.
 */
import { useEffect, useState } from "react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/verify-reset-code";
import { CODE_SENT_NOTICE_MS } from "~/components/auth/sign-up";
import { CodeStepForms } from "~/components/ui/auth-fields";
import { Alert, AuthCard } from "~/components/ui/form";
import { useFormCheck } from "~/components/ui/use-form-check";
import { say } from "~/components/auth/auth-texts";
import { resetCodeText } from "~/i18n/auth.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { useLocalizedHref } from "~/i18n/use-localized-href";
import { codeSchema, firstMessage } from "~/lib/auth-forms";
import { resendMessages } from "~/lib/auth-messages";
import { useHydrated } from "~/lib/use-hydrated";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return [{ title: text?.title ?? "" }, { name: "description", content: text?.description ?? "" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const state = await servicesOf(context).auth.readResetState(request);
  if (!state) throw redirect(localizeHref(locale, "/forgot-password"));
  return { email: state.email, text: resetCodeText(locale) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = servicesOf(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const state = await auth.readResetState(request);
  if (!state) throw redirect(localizeHref(locale, "/forgot-password"));
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
    throw redirect(localizeHref(locale, "/change-password"), {
      headers: {
        "Set-Cookie": await auth.saveResetState({ email: state.email, code: parsed.data.code }),
      },
    });
  });
}

export default function VerifyResetCode({ loaderData, actionData }: Route.ComponentProps) {
  const { text } = loaderData;
  const to = useLocalizedHref();
  const hydrated = useHydrated();
  const check = useFormCheck(codeSchema, ["code"], { email: loaderData.email });
  const [showNotice, setShowNotice] = useState(false);
  useEffect(() => {
    if (!actionData?.notice) return;
    setShowNotice(true);
    const timer = setTimeout(() => setShowNotice(false), CODE_SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [actionData?.notice, actionData?.values.sentAt]);
  const message = check.error ?? actionData?.formError;
  return (
    <AuthCard
      title={text.title}
      subtitle={
        <>
          {text.subtitle[0]}
          <strong className="text-white">{loaderData.email}</strong>
          {text.subtitle[1]}
        </>
      }
    >
      <div className="space-y-4">
        {message && <Alert tone="error">{say(text.form, message)}</Alert>}
        {actionData?.notice && (showNotice || !hydrated) && (
          <Alert tone="success">{say(text.form, actionData.notice)}</Alert>
        )}
        <CodeStepForms
          label={text.codeLabel}
          submitLabel={text.submit}
          onSubmit={check.onSubmit}
          onCodeChange={() => check.setError(null)}
          words={text.form}
        />
        <p className="text-center text-sm">
          <Link to={to("/forgot-password")}>{text.otherEmail}</Link>
        </p>
      </div>
    </AuthCard>
  );
}
