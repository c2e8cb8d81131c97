/**
 * The one branded e-mail layout (ADR 055): every message the site sends is a list of blocks,
 * rendered twice from the same data: the HTML part through React Email (`render`, so every
 * value is escaped by React, never by hand) and the text part as plain lines. Templates in this
 * folder build blocks; nothing else writes e-mail markup. The HTML part's markup is in
 * `branded-email.tsx`, loaded on the first message: React Email's package brings a code
 * highlighter and more (about 8 MB of heap and a second of start-up) that a server which sends
 * no mail never needs (issue 15, ADR 065).
 */
import { BASE_LOCALE, isLocale } from "~/i18n/locales";
import { m } from "~/paraglide/messages";

/** The product name every message is signed with. */
export const PRODUCT = "LAN Center Network";
/** The tagline under the name in the header and footer. */
export const TAGLINE = "Uniting centers world-wide";

/**
 * The tagline in the message's language (issue 28: the chrome's `footer_tagline`); the English
 * {@link TAGLINE} for English, a missing or an unknown language.
 */
export function taglineIn(lang: string | undefined): string {
  return isLocale(lang) && lang !== BASE_LOCALE ? m.footer_tagline({}, { locale: lang }) : TAGLINE;
}

/** A rendered message without sender or recipient. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Where replies go (e.g. the owner of a setup request); the outbox does not keep it. */
  replyTo?: string;
  /**
   * Extra header fields for SMTP (e.g. `List-Unsubscribe`, added by the mail queue for mail of a
   * kind, ADR 075); the outbox does not keep them.
   */
  headers?: Record<string, string>;
}

/** One piece of a message's body; each kind has one look in HTML and one line form in text. */
export type MailBlock =
  /** A paragraph. */
  | { kind: "paragraph"; text: string }
  /** A quieter paragraph (what to do if this was not you, etc.). */
  | { kind: "note"; text: string }
  /** A one-time code, large in HTML; "Your code: 123456" in text (tests read that line). */
  | { kind: "code"; code: string; /** "Your code" unless translated (issue 28). */ label?: string }
  /** Label and value rows (a setup request's details); "Label: value" lines in text. */
  | { kind: "details"; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** Text someone typed, line breaks kept (a lead's message). */
  | { kind: "quote"; label: string; text: string }
  /** A button-like link; "label: href" in text. */
  | { kind: "action"; label: string; href: string }
  /** A plain link shown as its own address; the address alone on a line in text. */
  | { kind: "link"; href: string };

/** What a template hands to `composeEmail`. */
export interface MailMessage {
  subject: string;
  /** The inbox preview line (hidden in the body); defaults to the subject. */
  preview?: string;
  blocks: readonly MailBlock[];
  replyTo?: string;
  /** The language of the text, `<html lang>` of the HTML part (issue 28); default "en". */
  lang?: string;
}

/**
 * The colon after a label in `lang`: French sets a no-break space before it ("Début : …"), the
 * other languages none (issue 28 item 1).
 */
export function labelColon(lang: string | undefined): string {
  return lang === "fr" ? "\u00a0:" : ":";
}

function textOf(block: MailBlock, colon: string): string {
  switch (block.kind) {
    case "paragraph":
    case "note":
      return block.text;
    case "code":
      return `${block.label ?? "Your code"}${colon} ${block.code}`;
    case "details":
      return block.rows.map(([label, value]) => `${label}${colon} ${value}`).join("\n");
    case "quote":
      return `${block.label}${colon}\n${block.text}`;
    case "action":
      return `${block.label}${colon} ${block.href}`;
    case "link":
      return block.href;
  }
}

/**
 * The text part: the product name, each block separated by a blank line, and the signature.
 * @returns plain text with `\n` line ends
 */
export function textPart(message: MailMessage): string {
  // ASCII signature: a text part without other non-ASCII text can go out as 7bit.
  const tagline = taglineIn(message.lang);
  const colon = labelColon(message.lang);
  return [
    PRODUCT,
    ...message.blocks.map((block) => textOf(block, colon)),
    `-- \n${PRODUCT} - ${tagline}`,
  ].join("\n\n");
}

/**
 * Renders a message in the branded layout.
 * @returns subject, the text part and the HTML part (React Email's `render`; every value escaped)
 */
export async function composeEmail(message: MailMessage): Promise<MailContent> {
  const { renderBrandedEmail } = await import("./branded-email");
  const html = await renderBrandedEmail(message);
  return {
    subject: message.subject,
    text: textPart(message),
    html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  };
}
