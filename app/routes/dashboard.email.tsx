/**
 * /dashboard/email, the Email Settings tab (docs/spec/owner-portal.md §2, §5, §8; the Email
 * Settings tab): a 6-digit code goes to the new address; the pending address lives in a signed
 * HttpOnly cookie. Intents: email-send, email-resend, email-verify, email-cancel. Failures answer a
 * `FormAnswer`; successes redirect so a reload does not repeat them.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/dashboard.email";
import { EmailSettingsTab } from "~/components/owner/account-settings";
import { emailChangeCodeSchema, firstMessage, newEmailSchema } from "~/lib/auth-forms";
import { emailChangeMessages } from "~/lib/auth-messages";
import type { FormAnswer } from "~/lib/form-answer";
import { formValues } from "~/lib/form-fields";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = servicesOf(context);
  const user = await auth.getSessionUser(request);
  if (!user) return { currentEmail: null, pendingEmail: null };
  const pending = await auth.readPendingEmailChange(request, user.id);
  return { currentEmail: user.email, pendingEmail: pending?.newEmail ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = servicesOf(context);
  const user = await auth.requireUser(request);
  const values = formValues(await readFormData(request));
  const intent = values.intent ?? "";
  const client = clientOf(request, context);
  // Redirects stay in the page's language (/de/dashboard/email).
  const locale = localeFromPath(new URL(request.url).pathname);
  const EMAIL_TAB = localizeHref(locale, "/dashboard/email");
  const currentEmail = user.email;
  if (intent === "email-cancel") {
    throw redirect(EMAIL_TAB, { headers: { "Set-Cookie": await auth.clearPendingEmailChange() } });
  }
  if (intent === "email-send") {
    const typed = { newEmail: values.newEmail ?? "" };
    const parsed = newEmailSchema(currentEmail).safeParse(values);
    if (!parsed.success) return invalidForm(typed, {}, firstMessage(parsed.error), intent);
    const { newEmail } = parsed.data;
    return formAction(
      typed,
      async () => {
        await auth.requestEmailChange({ currentEmail, newEmail, client });
        const cookie = await auth.savePendingEmailChange({ userId: user.id, newEmail });
        throw redirect(EMAIL_TAB, { headers: { "Set-Cookie": cookie } });
      },
      intent,
    );
  }
  if (intent !== "email-resend" && intent !== "email-verify") {
    throw data(null, { status: 400, statusText: "Bad Request" });
  }
  const pending = await auth.readPendingEmailChange(request, user.id);
  if (!pending) return invalidForm({}, {}, emailChangeMessages.noPending, intent);
  const { newEmail } = pending;
  if (intent === "email-resend") {
    return formAction(
      {},
      async () => {
        await auth.requestEmailChange({ currentEmail, newEmail, client });
        const sent: FormAnswer = {
          values: {},
          fieldErrors: {},
          formError: null,
          notice: emailChangeMessages.resent,
          intent,
        };
        return sent;
      },
      intent,
    );
  }
  const parsed = emailChangeCodeSchema.safeParse(values);
  if (!parsed.success) return invalidForm({}, {}, firstMessage(parsed.error), intent);
  const { code } = parsed.data;
  return formAction(
    {},
    async () => {
      const { headers } = await auth.verifyEmailChange({
        userId: user.id,
        currentEmail,
        newEmail,
        code,
        client,
      });
      headers.append("Set-Cookie", await auth.clearPendingEmailChange());
      throw redirect(localizeHref(locale, "/email-change-success"), { headers });
    },
    intent,
  );
}

export default function DashboardEmail({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.currentEmail) return null;
  return (
    <EmailSettingsTab
      currentEmail={loaderData.currentEmail}
      pendingEmail={loaderData.pendingEmail}
      answer={actionData}
    />
  );
}
