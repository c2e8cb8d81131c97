/**
 * /forgot-password (public-site.md §2 "Password reset pages", §5, §8): e-mail field and
 * 'Send Reset Code'; on success the e-mail is kept in the signed reset cookie and the browser
 * goes to /verify-reset-code.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import { useState } from "react";
import type { Route } from "./+types/forgot-password";
import { Alert, AuthCard, TextField } from "~/components/ui/form";
import { firstMessage, resetRequestSchema } from "~/lib/auth-forms";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [{ title: "Forgot Password | LAN Center Network" }];
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
  const [clientError, setClientError] = useState<string | null>(null);
  const message = clientError ?? actionData?.formError;
  return (
    <AuthCard
      title="Reset Your Password"
      subtitle="Enter your account's email address and we'll send you a 6-digit reset code."
    >
      <Form
        method="post"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const parsed = resetRequestSchema.safeParse({
            email: new FormData(event.currentTarget).get("email"),
          });
          if (!parsed.success) {
            event.preventDefault();
            setClientError(firstMessage(parsed.error));
          } else setClientError(null);
        }}
      >
        {message && <Alert tone="error">{message}</Alert>}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.values.email}
        />
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={navigation.state === "submitting"}
        >
          {navigation.state === "submitting" ? "Sending..." : "Send Reset Code"}
        </button>
      </Form>
      <div className="mt-6 space-y-2 text-center text-sm">
        <p>
          <Link to="/login">Back to Sign In</Link>
        </p>
        <p>
          <Link to="/">Back to Home</Link>
        </p>
      </div>
    </AuthCard>
  );
}
