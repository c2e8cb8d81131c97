/**
 * /account/delete, Delete account (issue 25 item 7, ADR 080): says what goes and what is kept,
 * asks for the password, then cancels live subscriptions at Stripe, ends the session and erases
 * the account from every area in one transaction, and redirects to `?deleted=1`, which says so
 * (the session is gone by then). Signed-in accounts only (visitors go to /login and come back).
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/account.delete";
import { DeleteAccountPage } from "~/components/account/delete-account";
import { authFormText } from "~/i18n/auth.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { deleteAccountText, liveSubscriptionsText } from "~/i18n/me.server";
import { formValues } from "~/lib/form-fields";
import { clientOf } from "~/server/auth/request.server";
import { formAction } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  // No robots noindex: the form is shown only to a signed-in account, never to a crawler (who
  // gets /login), and Lighthouse's SEO check counts it (issue 25 "Done when").
  return [{ title: text?.title ?? "" }, { name: "description", content: text?.description ?? "" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, billing } = servicesOf(context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const text = { ...deleteAccountText(locale), form: authFormText(locale) };
  // After a deletion the session is gone: the page only says so.
  if (url.searchParams.get("deleted") === "1") {
    return data({ deleted: true as const, text }, { headers: { "Cache-Control": "no-store" } });
  }
  const user = await auth.requireUser(request);
  const subscriptions = await billing.listSubscriptionsForUser({ userId: user.id });
  const live = subscriptions.filter((row) =>
    ["active", "trialing", "past_due"].includes(row.status),
  ).length;
  const liveText = live > 0 ? liveSubscriptionsText(locale, live) : "";
  return data(
    { deleted: false as const, email: user.email, liveSubscriptions: live, liveText, text },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, privacy } = servicesOf(context);
  const user = await auth.requireUser(request);
  const values = formValues(await readFormData(request));
  return formAction({}, async () => {
    const headers = await privacy.deleteAccount({
      subject: { userId: user.id, email: user.email },
      password: values.password ?? "",
      client: clientOf(request, context),
    });
    const locale = localeFromPath(new URL(request.url).pathname);
    throw redirect(localizeHref(locale, "/account/delete?deleted=1"), { headers });
  });
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  return <DeleteAccountPage account={loaderData} answer={actionData} text={loaderData.text} />;
}
