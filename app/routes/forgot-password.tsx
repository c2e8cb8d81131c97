/**
 * /forgot-password (docs/spec/public-site.md §2 "Password reset pages", §5, §8): e-mail field and
 * 'Send Reset Code'; on success the e-mail is kept in the signed reset cookie and the browser
 * goes to /verify-reset-code.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { EmailField } from "~/components/ui/auth-fields";
import { Alert, AuthCard, AuthLinks, SubmitButton } from "~/components/ui/form";
import { useFormCheck } from "~/components/ui/use-form-check";
import { firstMessage, resetRequestSchema } from "~/lib/auth-forms";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [
    { title: "Forgot Password | LAN Center Network" },
    {
      name: "description",
      content:
        "Forgot your LAN Center Network password? Enter your e-mail address and we send you a code to set a new one.",
    },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const values = { email: String(form.get("email") ?? "") };
  const parsed = resetRequestSchema.safeParse(values);
  if (!parsed.success) return invalidForm(values, {}, firstMessage(parsed.error));
  const { auth } = servicesOf(context);
  return formAction(values, async () => {
    await auth.requestPasswordReset({
      email: parsed.data.email,
      client: clientOf(request, context),
    });
    throw redirect("/verify-reset-code", {
      headers: { "Set-Cookie": await auth.saveResetState({ email: parsed.data.email }) },
    });
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const check = useFormCheck(resetRequestSchema, ["email"]);
  const message = check.error ?? actionData?.formError;
  return (
    <AuthCard
      title="Reset Your Password"
      subtitle="Enter your account's email address and we'll send you a 6-digit reset code."
    >
      <Form method="post" noValidate className="space-y-4" onSubmit={check.onSubmit}>
        {message && <Alert tone="error">{message}</Alert>}
        <EmailField defaultValue={actionData?.values.email} />
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
