/**
 * The action behind the three sign-in forms (/login, /account-confirmation, /admin-login;
 * docs/spec/public-site.md §2): reads and checks e-mail and password, then runs the page's sign-in.
 */
import type { RouterContextProvider } from "react-router";
import { firstMessage, signInSchema } from "~/lib/auth-forms";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "./form-data.server";

/** What the page's sign-in receives: the checked credentials with the client, and the form. */
export interface SignInAttempt {
  credentials: { email: string; password: string; client: ReturnType<typeof clientOf> };
  values: { email: string };
  form: FormData;
}

/**
 * Answers a form that fails the sign-in checks with 400, else runs `signIn` (an AppError it
 * throws becomes the form's answer; a redirect passes).
 */
export async function signInAction<T>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  signIn: (attempt: SignInAttempt) => Promise<T>,
) {
  const form = await readFormData(request);
  const values = { email: String(form.get("email") ?? "") };
  const parsed = signInSchema.safeParse({ ...values, password: form.get("password") });
  if (!parsed.success) return invalidForm(values, {}, firstMessage(parsed.error));
  const credentials = { ...parsed.data, client: clientOf(request, context) };
  return formAction(values, () => signIn({ credentials, values, form }));
}
