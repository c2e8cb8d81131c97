/**
 * /dev/outbox (mail and the dev outbox; docs/architecture.md "Modes"): the dev outbox, newest
 * first, in local mode only; 404 in production mode. Shows each message's text body (with its code)
 * and nothing else secret.
 */
import { data } from "react-router";
import type { Route } from "./+types/dev.outbox";
import { localServicesOf } from "~/server/services.server";

export function meta() {
  return [{ title: "Dev Outbox | LAN Center Network" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const messages = await localServicesOf(context).listOutbox();
  return data(
    {
      messages: messages.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        createdAt: m.createdAt.toISOString(),
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <div className="page">
      <h1 className="heading-1">Dev Outbox</h1>
      <p className="mt-2 text-ink-300">
        Messages the site would have e-mailed, newest first. Shown only in local mode.
      </p>
      {messages.length === 0 ? (
        <p className="mt-6">No messages yet.</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="card" data-testid="outbox-message">
              <h2 className="text-lg font-semibold text-white">{m.subject}</h2>
              <p className="mt-1 text-sm text-ink-300">
                To <span data-testid="outbox-to">{m.to}</span> ·{" "}
                <time dateTime={m.createdAt}>{m.createdAt.replace("T", " ").slice(0, 19)} UTC</time>
              </p>
              <pre className="mt-3 overflow-x-auto whitespace-pre-wrap text-sm">{m.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
