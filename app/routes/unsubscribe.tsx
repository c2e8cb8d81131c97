/**
 * /unsubscribe?token=… (issue 25 item 6, RFC 8058, ADR 075): the link in every mail of a kind a
 * person can switch off. GET names the kind and offers one button (link scanners follow GETs, so
 * nothing changes then). POST switches that kind off for the link's account and says so: from the
 * button, or a mail provider's one-click POST (`List-Unsubscribe=One-Click`), without a session.
 */
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { Alert, AuthCard, SubmitButton } from "~/components/ui/form";
import { isAppError } from "~/server/errors/app-error";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  // noindex stays: the URL carries a person's unsubscribe token, which must not end up in a
  // search index (`npm run lighthouse` skips its is-crawlable audit here and says so).
  return [
    { title: "Unsubscribe | LAN Center Network" },
    { name: "robots", content: "noindex" },
    {
      name: "description",
      content:
        "Stop one kind of e-mail from LAN Center Network with one click, without signing in.",
    },
  ];
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
    return { state: "ask" as const, token, label: info.label, message: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data(
      { state: "invalid" as const, token: "", label: null, message: error.message },
      { status: error.status },
    );
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  try {
    const info = await servicesOf(context).mail.unsubscribe({ token: tokenOf(request, form) });
    return { state: "done" as const, label: info.label, message: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data(
      { state: "invalid" as const, label: null, message: error.message },
      { status: error.status },
    );
  }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const answer = actionData ?? loaderData;
  if (answer.state === "done") {
    return (
      <AuthCard title="You are unsubscribed">
        <Alert tone="success">
          You will no longer get e-mails of the kind ‘{answer.label}’. Other e-mails are not
          affected.
        </Alert>
        <p className="mt-4 text-center">
          <Link to="/me/notifications">Choose which e-mails you get</Link>
        </p>
      </AuthCard>
    );
  }
  if (answer.state === "invalid") {
    return (
      <AuthCard title="Unsubscribe">
        <Alert tone="error">{answer.message}</Alert>
        <p className="mt-4 text-center">
          <Link to="/me/notifications">Sign in and choose which e-mails you get</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Unsubscribe">
      <p>
        Stop e-mails of the kind <strong>‘{loaderData.label}’</strong> to the account this e-mail
        was sent to? You do not need to sign in. Other e-mails are not affected, and you can switch
        it on again under your notification settings.
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton
          busy={navigation.state === "submitting"}
          label="Unsubscribe"
          busyLabel="Unsubscribing..."
        />
      </Form>
    </AuthCard>
  );
}
