/**
 * The one way tests read an e-mailed 6-digit code ("Your code: 123456"), wherever the mail
 * went: a server's /dev/outbox page (by base URL or through a Playwright request context), a
 * test database's outbox, or an SMTP sink. Imports nothing from the app, so unit tests, browser
 * tests and scripts can all use it.
 */
import type { APIRequestContext } from "@playwright/test";

/** A sent message as the tests see it. */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Where mail is read from: the base URL of a local-mode server or a Playwright request context
 * (both read its /dev/outbox page), or a function listing the messages newest first.
 */
export type MailSource =
  | string
  | Pick<APIRequestContext, "get">
  | (() => readonly SentMail[] | Promise<readonly SentMail[]>);

/** The 6-digit code in a message's text, if it has one. */
export function codeIn(text: string): string | undefined {
  return /Your code: (\d{6})/.exec(text)?.[1];
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};
const unescapeHtml = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (e) => entities[e]!);

/** The messages of a /dev/outbox page, newest first (as the page lists them). */
export function parseOutboxPage(html: string): SentMail[] {
  return html
    .split('data-testid="outbox-message"')
    .slice(1)
    .map((chunk) => ({
      to: unescapeHtml(/data-testid="outbox-to">([^<]*)</.exec(chunk)?.[1] ?? ""),
      subject: unescapeHtml(/<h2[^>]*>([^<]*)<\/h2>/.exec(chunk)?.[1] ?? ""),
      text: unescapeHtml(/<pre[^>]*>([\s\S]*?)<\/pre>/.exec(chunk)?.[1] ?? ""),
    }));
}

/** The messages of `source`, newest first. */
async function messagesOf(source: MailSource): Promise<readonly SentMail[]> {
  if (typeof source === "function") return source();
  const html =
    typeof source === "string"
      ? await (await fetch(`${source}/dev/outbox`)).text()
      : await (await source.get("/dev/outbox")).text();
  return parseOutboxPage(html);
}

/**
 * The code of the newest message to `email` whose subject contains `subject` (any subject when
 * not given), waiting for it to arrive.
 * @throws when no such message with a code arrived within `timeoutMs` (default 10 s)
 */
export async function readCode(
  source: MailSource,
  email: string,
  subject = "",
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = (await messagesOf(source)).find(
      (m) => m.to === email && m.subject.includes(subject) && codeIn(m.text),
    );
    if (message) return codeIn(message.text)!;
    if (Date.now() >= deadline) {
      throw new Error(`no code e-mailed to ${email}${subject ? ` with "${subject}"` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
