/**
 * /admin/mail (issue 29 item 2, ADR 093): the mail the site could not deliver yet. Every message
 * with a failed attempt (still retried, or failed for good after about a day) or overdue, newest
 * first: recipient (an address being proven with a code is masked), subject, status, attempts,
 * the mail server's last answer and the next attempt. Never a body (codes stay out of sight).
 * Retry is a form POST (works without JavaScript): it puts the message back in line and tries it
 * at once. Admins only (403 otherwise; visitors go to /login). Texts, statuses and Retry's answers
 * in the URL's language (`adminMailText`, issue 28 item 1).
 */
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.mail";
import { Alert } from "~/components/ui/form";
import { withMessage } from "~/i18n/actions.server";
import { adminMailAnswer, adminMailAttempts, adminMailText } from "~/i18n/admin.server";
import { adminWhen } from "~/i18n/admin-reviews.server";
import { localeFromPath } from "~/i18n/locales";
import type { FormAnswer } from "~/lib/form-answer";
import { appErrorAnswer } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.text.metaTitle ?? "" }, { name: "robots", content: "noindex" }];
}

/** The language of `request`'s URL. */
const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, mail } = servicesOf(context);
  await auth.requireAdmin(request);
  const locale = localeOf(request);
  const text = adminMailText(locale);
  // Times on the UTC clock, in the page's language (as /admin/reviews shows its dates).
  const when = (value: Date | string) => adminWhen(locale, value);
  const messages = (await mail.listUndelivered()).map((message) => ({
    ...message,
    statusLine: adminMailAttempts(locale, text.statuses[message.status], message.attempts),
    written: when(message.createdAt),
    nextAttempt: when(message.nextAttemptAt),
  }));
  return { messages, text };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, mail } = servicesOf(context);
  await auth.requireAdmin(request);
  const form = await readFormData(request);
  const id = form.get("id");
  const values = { id: typeof id === "string" ? id : "" };
  // The mail area answers in English; the admin reads it in the page's language.
  const answer = (message: string) => adminMailAnswer(localeOf(request), message);
  try {
    const { notice } = await mail.retryMail({ id: values.id });
    return { values, fieldErrors: {}, formError: null, notice: answer(notice) };
  } catch (error) {
    return appErrorAnswer(withMessage(error, answer), values);
  }
}

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  const { messages, text } = loaderData;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const navigation = useNavigation();
  return (
    <div className="page">
      <h1 className="heading-1">{text.title}</h1>
      <p className="mt-2 text-ink-300">{text.intro}</p>
      {answer?.notice && (
        <div className="mt-4">
          <Alert tone="success">{answer.notice}</Alert>
        </div>
      )}
      {answer?.formError && (
        <div className="mt-4">
          <Alert tone="error">{answer.formError}</Alert>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="mt-8">{text.none}</p>
      ) : (
        <ul className="mt-8 space-y-4" aria-label={text.listLabel}>
          {messages.map((message) => {
            const busy =
              navigation.state !== "idle" && navigation.formData?.get("id") === message.id;
            return (
              <li key={message.id}>
                <article className="card grid gap-2" aria-labelledby={`mail-${message.id}`}>
                  <h2 id={`mail-${message.id}`} className="font-semibold break-words">
                    {message.subject}
                  </h2>
                  <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
                    <dt className="text-ink-300">{text.terms.to}</dt>
                    <dd className="break-all">{message.to}</dd>
                    <dt className="text-ink-300">{text.terms.status}</dt>
                    <dd>{message.statusLine}</dd>
                    <dt className="text-ink-300">{text.terms.written}</dt>
                    <dd>{message.written}</dd>
                    {message.status !== "failed" && (
                      <>
                        <dt className="text-ink-300">{text.terms.next}</dt>
                        <dd>{message.nextAttempt}</dd>
                      </>
                    )}
                    {message.lastError && (
                      <>
                        <dt className="text-ink-300">{text.terms.serverSaid}</dt>
                        <dd className="break-words">{message.lastError}</dd>
                      </>
                    )}
                  </dl>
                  {message.status !== "sending" && (
                    <Form method="post">
                      <input type="hidden" name="id" value={message.id} />
                      <button
                        type="submit"
                        className="btn-secondary"
                        disabled={busy}
                        aria-describedby={`mail-${message.id}`}
                      >
                        {busy ? text.retrying : text.retry}
                      </button>
                    </Form>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
