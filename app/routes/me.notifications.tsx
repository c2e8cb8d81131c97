/**
 * /me/notifications (issue 25 item 6, ADR 075): one switch per kind of mail a person can turn
 * off (event reminders, new events from follows, event changes, monthly summaries for owners),
 * all on by default, and Save; a plain form POST. Signed-in accounts only: visitors go to /login
 * and come back here.
 */
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/me.notifications";
import { Alert, SubmitButton } from "~/components/ui/form";
import { readFormData } from "~/server/http/form-data.server";
import { MAIL_KIND_LABELS, MAIL_KINDS, type MailPreferences } from "~/server/mail/index.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [
    { title: "Notifications | LAN Center Network" },
    {
      name: "description",
      content: "Choose which e-mails LAN Center Network sends you: one switch per kind of mail.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, mail } = servicesOf(context);
  const user = await auth.requireUser(request);
  const preferences = await mail.getPreferences({ userId: user.id });
  return {
    switches: MAIL_KINDS.map((kind) => ({
      kind,
      label: MAIL_KIND_LABELS[kind],
      on: preferences[kind],
    })),
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, mail } = servicesOf(context);
  const user = await auth.requireUser(request);
  const form = await readFormData(request);
  // An unchecked checkbox sends nothing: every kind not in the form is switched off.
  const preferences = Object.fromEntries(
    MAIL_KINDS.map((kind) => [kind, form.get(kind) === "on"]),
  ) as MailPreferences;
  await mail.savePreferences({ userId: user.id, preferences });
  return { saved: true };
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saved = actionData?.saved ?? loaderData.saved;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <p className="text-sm">
        <Link to="/me">← Back to my page</Link>
      </p>
      <h1 className="heading-2 mt-4">Notifications</h1>
      <p className="mt-2 text-ink-300">
        Choose which e-mails you get. E-mails about your account, such as sign-in codes, are always
        sent.
      </p>
      <Form method="post" className="card mt-6 space-y-4">
        {saved && <Alert tone="success">Your notification settings are saved.</Alert>}
        <fieldset className="space-y-3">
          <legend className="font-semibold">E-mail me about</legend>
          {loaderData.switches.map((item) => (
            <div key={item.kind} className="flex items-center gap-3">
              <input
                type="checkbox"
                id={`kind-${item.kind}`}
                name={item.kind}
                defaultChecked={item.on}
                className="h-5 w-5"
              />
              <label htmlFor={`kind-${item.kind}`}>{item.label}</label>
            </div>
          ))}
        </fieldset>
        <SubmitButton
          busy={navigation.state === "submitting"}
          label="Save"
          busyLabel="Saving..."
          className="btn-primary"
        />
      </Form>
    </div>
  );
}
