/**
 * /admin/mail (issue 29 item 2, ADR 093): the mail the site could not deliver yet. Every message
 * with a failed attempt (still retried, or failed for good after about a day) or overdue, newest
 * first: recipient (an address being proven with a code is masked), subject, status, attempts,
 * the mail server's last answer and the next attempt. Never a body (codes stay out of sight).
 * Retry is a form POST (works without JavaScript): it puts the message back in line and tries it
 * at once. Admins only (403 otherwise; visitors go to /login).
 */
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.mail";
import { Alert } from "~/components/ui/form";
import type { FormAnswer } from "~/lib/form-answer";
import { appErrorAnswer } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [
    { title: "Undelivered mail | LAN Center Network" },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, mail } = servicesOf(context);
  await auth.requireAdmin(request);
  return { messages: await mail.listUndelivered() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, mail } = servicesOf(context);
  await auth.requireAdmin(request);
  const form = await readFormData(request);
  const id = form.get("id");
  const values = { id: typeof id === "string" ? id : "" };
  try {
    const { notice } = await mail.retryMail({ id: values.id });
    return { values, fieldErrors: {}, formError: null, notice };
  } catch (error) {
    return appErrorAnswer(error, values);
  }
}

const when = (value: Date | string) =>
  new Date(value).toISOString().slice(0, 16).replace("T", " ") + " UTC";

const STATUS_LABELS = {
  pending: "Retrying",
  sending: "Sending",
  failed: "Failed",
} as const;

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const navigation = useNavigation();
  return (
    <div className="page">
      <h1 className="heading-1">Undelivered mail</h1>
      <p className="mt-2 text-ink-300">
        Every message is kept until the mail server accepts it and retried after 1, 2, 4, … minutes,
        then hourly, for about a day. Messages the server refused are listed here, newest first;
        message bodies are not shown.
      </p>
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
        <p className="mt-8">No undelivered mail. Every message was accepted by the mail server.</p>
      ) : (
        <ul className="mt-8 space-y-4" aria-label="Undelivered messages">
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
                    <dt className="text-ink-300">To</dt>
                    <dd className="break-all">{message.to}</dd>
                    <dt className="text-ink-300">Status</dt>
                    <dd>
                      {STATUS_LABELS[message.status]}, {message.attempts}{" "}
                      {message.attempts === 1 ? "attempt" : "attempts"}
                    </dd>
                    <dt className="text-ink-300">Written</dt>
                    <dd>{when(message.createdAt)}</dd>
                    {message.status !== "failed" && (
                      <>
                        <dt className="text-ink-300">Next attempt</dt>
                        <dd>{when(message.nextAttemptAt)}</dd>
                      </>
                    )}
                    {message.lastError && (
                      <>
                        <dt className="text-ink-300">Mail server said</dt>
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
                        {busy ? "Retrying…" : "Retry"}
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
