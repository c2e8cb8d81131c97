/**
 * /forgot-password (public-site.md §2 "Password reset pages", §5, §8): e-mail field and
 * 'Send Reset Code'; on success the e-mail is kept in the signed reset cookie and the browser
 * goes to /verify-reset-code.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { EmailField } from "~/components/ui/auth-fields";
import { Alert, AuthCard, AuthLinks, SubmitButton } from "~/components/ui/form";
import { useFormCheck } from "~/components/ui/use-form-check";
import { firstMessage, resetRequestSchema } from "~/lib/auth-forms";
import { resetMessages } from "~/lib/auth-messages";
import { requestPasswordReset } from "~/server/auth/accounts.server";
import { accountsContext, clientOf } from "~/server/auth/request.server";
import { saveResetState } from "~/server/auth/reset-state.server";
import { readFormData } from "~/server/http/form-data.server";

export function meta() {
  return [{ title: "Forgot Password | LAN Center Network" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const email = String(form.get("email") ?? "");
  const parsed = resetRequestSchema.safeParse({ email });
  if (!parsed.success) return data({ error: firstMessage(parsed.error), email }, { status: 400 });
  const result = await requestPasswordReset(
    accountsContext(),
    parsed.data.email,
    clientOf(request, context),
  );
  if (!result.ok) {
    const status = result.message === resetMessages.tooMany ? 429 : 400;
    return data({ error: result.message, email }, { status });
  }
  throw redirect("/verify-reset-code", {
    headers: { "Set-Cookie": await saveResetState({ email: parsed.data.email }) },
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const check = useFormCheck(resetRequestSchema, ["email"]);
  const message = check.error ?? actionData?.error;
  return (
    <AuthCard
      title="Reset Your Password"
      subtitle="Enter your account's email address and we'll send you a 6-digit reset code."
    >
      <Form method="post" noValidate className="space-y-4" onSubmit={check.onSubmit}>
        {message && <Alert tone="error">{message}</Alert>}
        <EmailField defaultValue={actionData?.email} />
        <SubmitButton
          busy={navigation.state === "submitting"}
          label="Send Reset Code"
          busyLabel="Sending..."
        />
      </Form>
      <AuthLinks>
        <p>
          <Link to="/login">Back to Sign In</Link>
        </p>
      </AuthLinks>
    </AuthCard>
  );
}
