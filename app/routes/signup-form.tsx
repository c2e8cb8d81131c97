/**
 * /signup-form 'Create Account' (public-site.md §2, §4, §5, §8; owner-portal.md §8; issue 4
 * item 4): the form with the debounced e-mail availability check, the eleven rules in order
 * (shared zod schema, browser and server), then the 6-digit verification step with
 * 'Resend Code', then the success step (signed in). Works without JavaScript.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/signup-form";
import { SignUpForm, SignUpSuccess, VerifyEmailStep } from "~/components/auth/sign-up";
import { codeSchema, firstMessage, signUpSchema } from "~/lib/auth-forms";
import { resendMessages } from "~/lib/auth-messages";
import { resendSignUpCode, signUp, verifySignUpCode } from "~/server/auth/accounts.server";
import { accountsContext, clientOf } from "~/server/auth/request.server";
import { getSessionUser } from "~/server/auth/session.server";
import { readFormData } from "~/server/http/form-data.server";

export function meta() {
  return [{ title: "Create Account | LAN Center Network" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const step = new URL(request.url).searchParams.get("step");
  if (user && step === "success") return { success: { firstName: user.firstName } };
  if (user) throw redirect("/dashboard");
  return { success: null };
}

type ActionResult =
  | {
      step: "form";
      error: string;
      emailTaken: boolean;
      values: { firstName: string; lastName: string; email: string };
    }
  | { step: "verify"; email: string; error?: string; notice?: string; sentAt?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const field = (name: string) => String(form.get(name) ?? "");
  const client = clientOf(request, context);
  const intent = field("intent");

  if (intent === "verify") {
    const parsed = codeSchema.safeParse({ email: field("email"), code: field("code") });
    const email = field("email").trim().toLowerCase();
    if (!parsed.success) {
      return data<ActionResult>({ step: "verify", email, error: firstMessage(parsed.error) }, 400);
    }
    const result = await verifySignUpCode(accountsContext(), parsed.data, client);
    if (!result.ok)
      return data<ActionResult>({ step: "verify", email, error: result.message }, 400);
    throw redirect("/signup-form?step=success", { headers: result.headers });
  }

  if (intent === "resend") {
    const email = field("email").trim().toLowerCase();
    const result = await resendSignUpCode(accountsContext(), email, client);
    if (!result.ok) {
      const status = result.message === resendMessages.tooMany ? 429 : 500;
      return data<ActionResult>({ step: "verify", email, error: result.message }, status);
    }
    return data<ActionResult>({
      step: "verify",
      email,
      notice: resendMessages.sent,
      sentAt: Date.now(),
    });
  }

  const values = {
    firstName: field("firstName"),
    lastName: field("lastName"),
    email: field("email"),
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
  if (!parsed.success) {
    return data<ActionResult>(
      { step: "form", error: firstMessage(parsed.error), emailTaken: false, values },
      400,
    );
  }
  const result = await signUp(accountsContext(), parsed.data, client);
  if (!result.ok) {
    return data<ActionResult>(
      { step: "form", error: result.message, emailTaken: result.emailTaken ?? false, values },
      result.emailTaken ? 409 : 400,
    );
  }
  return data<ActionResult>({
    step: "verify",
    email: parsed.data.email,
    ...(result.mailFailed ? { error: "Failed to send verification code. Please try again." } : {}),
  });
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.success) return <SignUpSuccess firstName={loaderData.success.firstName} />;
  if (actionData?.step === "verify") {
    return (
      <VerifyEmailStep
        key={actionData.email}
        email={actionData.email}
        error={actionData.error}
        notice={actionData.notice}
        sentAt={actionData.sentAt}
      />
    );
  }
  return (
    <SignUpForm
      error={actionData?.error}
      emailTaken={actionData?.emailTaken ?? false}
      values={actionData?.values}
    />
  );
}
