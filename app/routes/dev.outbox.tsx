/**
 * /dev/outbox (mail and the dev outbox; docs/architecture.md "Modes"): the dev outbox, newest
 * first, in local mode only; 404 in production mode. Shows each message's text part (with its code)
 * next to its HTML part, which is shown in a sandboxed iframe through `srcdoc` (no scripts, no
 * same-origin access, no forms: `sandbox=""`), so a message's markup can never act on this page
 * (ADR 055). Nothing else secret is shown.
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
        html: m.htmlBody,
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
              <div className="mt-3 grid gap-4 lg:grid-cols-2">
                <section aria-label={`Text part of ${m.subject}`}>
                  <h3 className="text-sm font-semibold text-ink-200">Text</h3>
                  <pre
                    className="mt-2 overflow-x-auto whitespace-pre-wrap break-words text-sm"
                    tabIndex={0}
                  >
                    {m.text}
                  </pre>
                </section>
                <section aria-label={`HTML part of ${m.subject}`}>
                  <h3 className="text-sm font-semibold text-ink-200">HTML</h3>
                  <iframe
                    className="mt-2 h-[32rem] w-full rounded-lg border border-ink-700 bg-white"
                    data-testid="outbox-html"
                    loading="lazy"
                    referrerPolicy="no-referrer"
                    sandbox=""
                    srcDoc={m.html}
                    title={`HTML part of ${m.subject}`}
                  />
                </section>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
