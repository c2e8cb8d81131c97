/**
 * /dashboard/email, the Email Settings tab (spec: owner-portal.md §2, §5, §8; issue 5 item 7):
 * a 6-digit code goes to the new address; the pending address lives in a signed HttpOnly
 * cookie. Intents: email-send, email-resend, email-verify, email-cancel. Failures answer a
 * `FormAnswer`; successes redirect so a reload does not repeat them.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/dashboard.email";
import { EmailSettingsTab } from "~/components/owner/account-settings";
import { emailChangeCodeSchema, firstMessage, newEmailSchema } from "~/lib/auth-forms";
import { emailChangeMessages } from "~/lib/auth-messages";
import type { FormAnswer } from "~/lib/form-answer";
import { formValues } from "~/lib/form-fields";
import { requestEmailChange, verifyEmailChange } from "~/server/auth/account-settings.server";
import {
  clearPendingEmailChange,
  readPendingEmailChange,
  savePendingEmailChange,
} from "~/server/auth/email-change-state.server";
import { accountsContext, clientOf } from "~/server/auth/request.server";
import { getSessionUser, requireUser } from "~/server/auth/session.server";
import { invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { getMailer } from "~/server/runtime.server";

const EMAIL_TAB = "/dashboard/email";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return { currentEmail: null, pendingEmail: null };
  const pending = await readPendingEmailChange(request, user.id);
  return { currentEmail: user.email, pendingEmail: pending?.newEmail ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const values = formValues(await readFormData(request));
  const intent = values.intent ?? "";
  const client = clientOf(request, context);
  const ctx = accountsContext();
  const failed = (message: string, kept: Record<string, string> = {}) =>
    invalidForm(kept, {}, message, intent);
  if (intent === "email-cancel") {
    throw redirect(EMAIL_TAB, { headers: { "Set-Cookie": await clearPendingEmailChange() } });
  }
  if (intent === "email-send") {
    const typed = { newEmail: values.newEmail ?? "" };
    const parsed = newEmailSchema(user.email).safeParse(values);
    if (!parsed.success) return failed(firstMessage(parsed.error), typed);
    const { newEmail } = parsed.data;
    const result = await requestEmailChange(ctx, { currentEmail: user.email, newEmail }, client);
    if (!result.ok) return failed(result.message, typed);
    throw redirect(EMAIL_TAB, {
      headers: { "Set-Cookie": await savePendingEmailChange({ userId: user.id, newEmail }) },
    });
  }
  if (intent !== "email-resend" && intent !== "email-verify") {
    throw data(null, { status: 400, statusText: "Bad Request" });
  }
  const pending = await readPendingEmailChange(request, user.id);
  if (!pending) return failed(emailChangeMessages.noPending);
  if (intent === "email-resend") {
    const result = await requestEmailChange(
      ctx,
      { currentEmail: user.email, newEmail: pending.newEmail },
      client,
    );
    if (!result.ok) return failed(result.message);
    const sent: FormAnswer = {
      values: {},
      fieldErrors: {},
      formError: null,
      notice: emailChangeMessages.resent,
      intent,
    };
    return sent;
  }
  const parsed = emailChangeCodeSchema.safeParse(values);
  if (!parsed.success) return failed(firstMessage(parsed.error));
  const result = await verifyEmailChange(
    { ...ctx, mailer: getMailer() },
    { currentEmail: user.email, newEmail: pending.newEmail, code: parsed.data.code },
    client,
  );
  if (!result.ok) return failed(result.message);
  result.headers.append("Set-Cookie", await clearPendingEmailChange());
  throw redirect("/email-change-success", { headers: result.headers });
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
