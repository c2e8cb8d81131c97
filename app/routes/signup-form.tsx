/**
 * /signup-form 'Create Account' (docs/spec/public-site.md §2, §4, §5, §8;
 * docs/spec/owner-portal.md §8; sign-up form): the form with the debounced e-mail availability
 * check, the eleven rules in order (shared zod schema, browser and server), then the 6-digit
 * verification step with 'Resend Code', then the success step (signed in). Works without
 * JavaScript.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/signup-form";
import { SignUpForm, SignUpSuccess, VerifyEmailStep } from "~/components/auth/sign-up";
import { codeSchema, firstMessage, signUpSchema } from "~/lib/auth-forms";
import { resendMessages, signUpMessages } from "~/lib/auth-messages";
import type { FormAnswer } from "~/lib/form-answer";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

/** Ours: the account exists but its code e-mail could not be sent. */
const CODE_NOT_SENT = "Failed to send verification code. Please try again.";

export function meta() {
  return [{ title: "Create Account | LAN Center Network" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await servicesOf(context).auth.getSessionUser(request);
  const step = new URL(request.url).searchParams.get("step");
  if (user && step === "success") return { success: { firstName: user.firstName } };
  if (user) throw redirect("/dashboard");
  return { success: null };
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

  if (intent === "verify") {
    const values = { email: field("email").trim().toLowerCase() };
    const parsed = codeSchema.safeParse({ email: field("email"), code: field("code") });
    if (!parsed.success) return invalidForm(values, {}, firstMessage(parsed.error), "verify");
    return formAction(
      values,
      async () => {
        const { headers } = await auth.verifySignUpCode({ ...parsed.data, client });
        throw redirect("/signup-form?step=success", { headers });
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
        const answer: FormAnswer = {
          values: { email, sentAt: String(Date.now()) },
          fieldErrors: {},
          formError: null,
          notice: resendMessages.sent,
          intent: "verify",
        };
        return answer;
      },
      "verify",
    );
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
  if (!parsed.success) return invalidForm(values, {}, firstMessage(parsed.error), "form");
  return formAction(
    values,
    async () => {
      const { mailFailed } = await auth.signUp({ ...parsed.data, client });
      const answer: FormAnswer = {
        values: { email: parsed.data.email },
        fieldErrors: {},
        formError: mailFailed ? CODE_NOT_SENT : null,
        intent: "verify",
      };
      return data(answer);
    },
    "form",
  );
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.success) return <SignUpSuccess firstName={loaderData.success.firstName} />;
  if (actionData?.intent === "verify") {
    const email = actionData.values.email ?? "";
    const sentAt = actionData.values.sentAt;
    return (
      <VerifyEmailStep
        key={email}
        email={email}
        error={actionData.formError ?? undefined}
        notice={actionData.notice ?? undefined}
        sentAt={sentAt ? Number(sentAt) : undefined}
      />
    );
  }
  const values = actionData?.values;
  return (
    <SignUpForm
      error={actionData?.formError ?? undefined}
      emailTaken={actionData?.formError === signUpMessages.invalidCredentials}
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
