/**
 * /signup-form 'Create Account' (docs/spec/public-site.md §2, §4, §5, §8;
 * docs/spec/owner-portal.md §8; sign-up form): the form with the debounced e-mail availability
 * check, the eleven rules in order (shared zod schema, browser and server), then the 6-digit
 * verification step with 'Resend Code', then the success step (signed in). Works without
 * JavaScript. The code step is its own URL, `?step=verify`, with the address in the signed
 * `lcn_signup` cookie, so a reload keeps it; /login's 'Send a new code' posts `intent=resend`
 * here for an unverified account (issue 16 point 1), as does this form's own when the address
 * is waiting for its code (issue 24 item 4).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/signup-form";
import { SignUpForm, SignUpSuccess, VerifyEmailStep } from "~/components/auth/sign-up";
import { codeSchema, firstMessage, isEmailShaped, signUpSchema } from "~/lib/auth-forms";
import { resendMessages, signUpMessages } from "~/lib/auth-messages";
import { safeRedirectTo, sameSitePath } from "~/lib/url";
import { signUpText, welcomeText } from "~/i18n/auth.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { localizedWayBack } from "~/i18n/way-back";
import { clientOf } from "~/server/auth/request.server";
import { landingPath } from "~/server/http/account-home.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

/** Ours: the account exists but its code e-mail could not be sent. */
const CODE_NOT_SENT = "Failed to send verification code. Please try again.";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return [{ title: text?.title ?? "" }, { name: "description", content: text?.description ?? "" }];
}

/** Where the code step lives; `sent=1` after a resend, `notSent=1` when the mail failed. */
const VERIFY_STEP = "/signup-form?step=verify";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = servicesOf(context);
  const user = await auth.getSessionUser(request);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const text = signUpText(locale);
  const step = url.searchParams.get("step");
  if (user && step === "success") {
    const welcome = welcomeText(locale, user.firstName);
    return { success: { welcome }, verify: null, start: null, text };
  }
  if (user) {
    const back = sameSitePath(url.searchParams.get("redirectTo"));
    const to = back ? safeRedirectTo(back) : await landingPath(servicesOf(context), user);
    throw redirect(localizedWayBack(locale, to));
  }
  if (step === "verify") {
    const email = await auth.readPendingSignUp(request);
    if (!email) throw redirect(localizeHref(locale, "/signup-form"));
    const sentAt = Number(url.searchParams.get("sent")) || null;
    const verify = {
      email,
      sentAt,
      notice: sentAt ? resendMessages.sent : null,
      error: url.searchParams.get("notSent") ? CODE_NOT_SENT : null,
    };
    return { success: null, verify, start: null, text };
  }
  // 'I play' or 'I run a venue or event' (issue 25 item 1): `?as=` preselects; the way back
  // (`?redirectTo=`, e.g. /follow) rides along to after the code step.
  const as = url.searchParams.get("as");
  const redirectTo = sameSitePath(url.searchParams.get("redirectTo"));
  const start = {
    accountType: as === "play" || as === "run" ? as : redirectTo ? "play" : "run",
    redirectTo,
  } as const;
  return { success: null, verify: null, start, text };
}

/**
 * The steps answer with the intent of the step to show: "form" (values kept) or "verify"
 * (`values.email`, and `values.sentAt` after a resend).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const field = (name: string) => String(form.get(name) ?? "");
  const client = clientOf(request, context);
  const { auth } = servicesOf(context);
  const intent = field("intent");
  // The page's language: redirects stay in it (issue 28).
  const locale = localeFromPath(new URL(request.url).pathname);

  if (intent === "verify") {
    const values = { email: field("email").trim().toLowerCase() };
    const parsed = codeSchema.safeParse({ email: field("email"), code: field("code") });
    if (!parsed.success) return invalidForm(values, {}, firstMessage(parsed.error), "verify");
    return formAction(
      values,
      async () => {
        const back = await auth.readSignUpRedirect(request);
        const { headers, intent } = await auth.verifySignUpCode({ ...parsed.data, client });
        headers.append("Set-Cookie", await auth.clearPendingSignUp());
        // A way back (a follow, issue 25 item 2) wins; a gamer lands on /me (item 1).
        const to = back
          ? safeRedirectTo(back)
          : intent === "play"
            ? "/me"
            : "/signup-form?step=success";
        throw redirect(localizedWayBack(locale, to), { headers });
      },
      "verify",
    );
  }

  if (intent === "resend") {
    const email = field("email").trim().toLowerCase();
    return formAction(
      { email },
      async () => {
        await auth.resendSignUpCode({ email, client });
        // Only a verifiable address is remembered (a tampered field shows the form again).
        if (!isEmailShaped(email)) throw redirect(localizeHref(locale, "/signup-form"));
        const back = await auth.readSignUpRedirect(request);
        throw redirect(`${localizeHref(locale, VERIFY_STEP)}&sent=${Date.now()}`, {
          headers: { "Set-Cookie": await auth.savePendingSignUp(email, back) },
        });
      },
      "verify",
    );
  }

  const accountType = field("accountType") === "play" ? "play" : "run";
  const redirectTo = sameSitePath(field("redirectTo"));
  const values = {
    firstName: field("firstName"),
    lastName: field("lastName"),
    email: field("email"),
    accountType,
    redirectTo: redirectTo ?? "",
  };
  const parsed = signUpSchema({
    emailTaken: false,
    checkingEmail: false,
    configured: true,
  }).safeParse({
    ...values,
    password: field("password"),
    confirmPassword: field("confirmPassword"),
  });
  if (!parsed.success) return invalidForm(values, {}, firstMessage(parsed.error), "form");
  return formAction(
    values,
    async () => {
      // The page's language is the account's (issue 28): its code e-mail is written in it.
      const { mailFailed } = await auth.signUp({
        ...parsed.data,
        intent: accountType,
        locale,
        client,
      });
      const step = localizeHref(locale, VERIFY_STEP);
      throw redirect(mailFailed ? `${step}&notSent=1` : step, {
        headers: {
          "Set-Cookie": await auth.savePendingSignUp(parsed.data.email, redirectTo),
        },
      });
    },
    "form",
  );
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { text } = loaderData;
  if (loaderData.success) return <SignUpSuccess welcome={loaderData.success.welcome} text={text} />;
  if (actionData?.intent === "verify") {
    const email = actionData.values.email ?? "";
    return (
      <VerifyEmailStep
        key={email}
        email={email}
        error={actionData.formError ?? undefined}
        text={text}
      />
    );
  }
  if (loaderData.verify) {
    const { email, notice, error, sentAt } = loaderData.verify;
    return (
      <VerifyEmailStep
        key={email}
        email={email}
        error={error ?? undefined}
        notice={notice ?? undefined}
        sentAt={sentAt ?? undefined}
        text={text}
      />
    );
  }
  const values = actionData?.values;
  const start = loaderData.start;
  return (
    <SignUpForm
      accountType={values?.accountType === "play" ? "play" : (start?.accountType ?? "run")}
      redirectTo={values?.redirectTo || start?.redirectTo || null}
      text={text}
      error={actionData?.formError ?? undefined}
      emailTaken={actionData?.formError === signUpMessages.invalidCredentials}
      waitingForCode={actionData?.formError === signUpMessages.waitingForCode}
      values={
        values
          ? {
              firstName: values.firstName ?? "",
              lastName: values.lastName ?? "",
              email: values.email ?? "",
            }
          : undefined
      }
    />
  );
}
