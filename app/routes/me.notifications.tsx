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
import { localeFromPath } from "~/i18n/locales";
import { mailKindLabel, notificationsText } from "~/i18n/me.server";
import { MAIL_KINDS, type MailPreferences } from "~/server/mail/index.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.text.meta;
  return [{ title: text?.title ?? "" }, { name: "description", content: text?.description ?? "" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, mail } = servicesOf(context);
  const user = await auth.requireUser(request);
  const preferences = await mail.getPreferences({ userId: user.id });
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    text: notificationsText(locale),
    switches: MAIL_KINDS.map((kind) => ({
      kind,
      label: mailKindLabel(locale, kind),
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
  const { text } = loaderData;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <p className="text-sm">
        <Link to={text.backHref}>{text.back}</Link>
      </p>
      <h1 className="heading-2 mt-4">{text.title}</h1>
      <p className="mt-2 text-ink-300">{text.intro}</p>
      <Form method="post" className="card mt-6 space-y-4">
        {saved && <Alert tone="success">{text.saved}</Alert>}
        <fieldset className="space-y-3">
          <legend className="font-semibold">{text.legend}</legend>
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
          label={text.save}
          busyLabel={text.saving}
          className="btn-primary"
        />
      </Form>
    </div>
  );
}
