/**
 * /unsubscribe?token=… (issue 25 item 6, RFC 8058, ADR 075): the link in every mail of a kind a
 * person can switch off. GET names the kind and offers one button (link scanners follow GETs, so
 * nothing changes then). POST switches that kind off for the link's account and says so: from the
 * button, or a mail provider's one-click POST (`List-Unsubscribe=One-Click`), without a session.
 */
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { Alert, AuthCard, SubmitButton } from "~/components/ui/form";
import { localeFromPath } from "~/i18n/locales";
import { invalidUnsubscribeText, unsubscribeText } from "~/i18n/me.server";
import { isAppError } from "~/server/errors/app-error";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  // noindex stays: the URL carries a person's unsubscribe token, which must not end up in a
  // search index (`npm run lighthouse` skips its is-crawlable audit here and says so).
  return [
    { title: text?.title ?? "" },
    { name: "robots", content: "noindex" },
    { name: "description", content: text?.description ?? "" },
  ];
}

/** The page's language, from its URL. */
function localeOf(request: Request) {
  return localeFromPath(new URL(request.url).pathname);
}

/** The mail area's message in the page's language (it answers in English). */
function messageOf(request: Request, message: string): string {
  const locale = localeOf(request);
  return message === invalidUnsubscribeText("en") ? invalidUnsubscribeText(locale) : message;
}

/** The token of the link: in the query string (the mail's URL), or a form field. */
function tokenOf(request: Request, form?: FormData): string {
  const fromQuery = new URL(request.url).searchParams.get("token");
  const fromForm = form?.get("token");
  return fromQuery ?? (typeof fromForm === "string" ? fromForm : "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  try {
    const info = await servicesOf(context).mail.readUnsubscribe({ token });
    const text = unsubscribeText(localeOf(request), info.kind);
    return { state: "ask" as const, token, label: text.quoted, message: null, text };
  } catch (error) {
    if (!isAppError(error)) throw error;
    const text = unsubscribeText(localeOf(request), null);
    return data(
      {
        state: "invalid" as const,
        token: "",
        label: null,
        message: messageOf(request, error.message),
        text,
      },
      { status: error.status },
    );
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  try {
    const info = await servicesOf(context).mail.unsubscribe({ token: tokenOf(request, form) });
    const { done } = unsubscribeText(localeOf(request), info.kind);
    return { state: "done" as const, label: info.label, message: done };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data(
      { state: "invalid" as const, label: null, message: messageOf(request, error.message) },
      { status: error.status },
    );
  }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const answer = actionData ?? loaderData;
  const { text } = loaderData;
  if (answer.state === "done") {
    return (
      <AuthCard title={text.doneTitle}>
        <Alert tone="success">{answer.message}</Alert>
        <p className="mt-4 text-center">
          <Link to={text.chooseHref}>{text.choose}</Link>
        </p>
      </AuthCard>
    );
  }
  if (answer.state === "invalid") {
    return (
      <AuthCard title={text.title}>
        <Alert tone="error">{answer.message}</Alert>
        <p className="mt-4 text-center">
          <Link to={text.chooseHref}>{text.signInChoose}</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={text.title}>
      <p>
        {text.ask[0]}
        <strong>{loaderData.label}</strong>
        {text.ask[1]}
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton
          busy={navigation.state === "submitting"}
          label={text.submit}
          busyLabel={text.busy}
        />
      </Form>
    </AuthCard>
  );
}
