/**
 * The one branded e-mail layout (ADR 055): every message the site sends is a list of blocks,
 * rendered twice from the same data: the HTML part through React Email (`render`, so every
 * value is escaped by React, never by hand) and the text part as plain lines. Templates in this
 * folder build blocks; nothing else writes e-mail markup.
 */
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  render,
  Section,
  Text,
} from "@react-email/components";
import type { CSSProperties } from "react";

/** The product name every message is signed with. */
export const PRODUCT = "LAN Center Network";
/** The tagline under the name in the header and footer. */
export const TAGLINE = "Uniting centers world-wide";

/** A rendered message without sender or recipient. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Where replies go (e.g. the owner of a setup request); the outbox does not keep it. */
  replyTo?: string;
}

/** One piece of a message's body; each kind has one look in HTML and one line form in text. */
export type MailBlock =
  /** A paragraph. */
  | { kind: "paragraph"; text: string }
  /** A quieter paragraph (what to do if this was not you, etc.). */
  | { kind: "note"; text: string }
  /** A one-time code, large in HTML; "Your code: 123456" in text (tests read that line). */
  | { kind: "code"; code: string }
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
}

const colors = {
  ink: "#1f1f2e",
  muted: "#555566",
  brand: "#4338ca",
  page: "#f5f5fa",
  card: "#ffffff",
  line: "#e2e2ec",
};

const wrap: CSSProperties = { overflowWrap: "anywhere", wordBreak: "break-word" };

const styles = {
  body: {
    backgroundColor: colors.page,
    color: colors.ink,
    fontFamily: "Arial, Helvetica, sans-serif",
    margin: 0,
    padding: "24px 0",
  },
  container: {
    backgroundColor: colors.card,
    borderRadius: "12px",
    maxWidth: "520px",
    padding: "24px",
  },
  brand: { color: colors.brand, fontSize: "20px", fontWeight: 700, margin: 0 },
  tagline: { color: colors.muted, fontSize: "13px", margin: "4px 0 0" },
  paragraph: { ...wrap, fontSize: "15px", lineHeight: "24px", margin: "16px 0" },
  note: { ...wrap, color: colors.muted, fontSize: "13px", lineHeight: "20px", margin: "16px 0" },
  code: {
    fontFamily: "'Courier New', monospace",
    fontSize: "32px",
    fontWeight: 700,
    letterSpacing: "6px",
    margin: "24px 0",
  },
  detailLabel: { color: colors.muted, fontSize: "13px", margin: "12px 0 0" },
  detailValue: { ...wrap, fontSize: "15px", lineHeight: "22px", margin: 0 },
  quote: {
    ...wrap,
    borderLeft: `4px solid ${colors.line}`,
    fontSize: "15px",
    lineHeight: "22px",
    margin: "8px 0 16px",
    paddingLeft: "12px",
    whiteSpace: "pre-wrap",
  },
  action: {
    backgroundColor: colors.brand,
    borderRadius: "8px",
    color: "#ffffff",
    display: "inline-block",
    fontSize: "15px",
    fontWeight: 700,
    padding: "12px 20px",
    textDecoration: "none",
  },
  link: { ...wrap, color: colors.brand, fontSize: "14px" },
  hr: { borderColor: colors.line, margin: "24px 0 16px" },
  footer: { color: colors.muted, fontSize: "12px", lineHeight: "18px", margin: 0 },
} satisfies Record<string, CSSProperties>;

function HtmlBlock({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <Text style={styles.paragraph}>{block.text}</Text>;
    case "note":
      return <Text style={styles.note}>{block.text}</Text>;
    case "code":
      return (
        <Section>
          <Text style={styles.detailLabel}>Your code</Text>
          <Text style={styles.code}>{block.code}</Text>
        </Section>
      );
    case "details":
      return (
        <Section>
          {block.rows.map(([label, value]) => (
            <div key={label}>
              <Text style={styles.detailLabel}>{label}</Text>
              <Text style={styles.detailValue}>{value}</Text>
            </div>
          ))}
        </Section>
      );
    case "quote":
      return (
        <Section>
          <Text style={styles.detailLabel}>{block.label}</Text>
          <Text style={styles.quote}>{block.text}</Text>
        </Section>
      );
    case "action":
      return (
        <Section style={{ margin: "24px 0" }}>
          <Link href={block.href} style={styles.action}>
            {block.label}
          </Link>
        </Section>
      );
    case "link":
      return (
        <Text style={styles.paragraph}>
          <Link href={block.href} style={styles.link}>
            {block.href}
          </Link>
        </Text>
      );
  }
}

/** The branded document: header with name and tagline, the blocks, and a footer. */
export function BrandedEmail({ message }: { message: MailMessage }) {
  return (
    <Html lang="en">
      <Head>
        <title>{message.subject}</title>
      </Head>
      <Preview>{message.preview ?? message.subject}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section>
            <Heading as="h1" style={styles.brand}>
              {PRODUCT}
            </Heading>
            <Text style={styles.tagline}>{TAGLINE}</Text>
          </Section>
          {message.blocks.map((block, i) => (
            <HtmlBlock key={i} block={block} />
          ))}
          <Hr style={styles.hr} />
          <Text style={styles.footer}>
            {PRODUCT} · {TAGLINE}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
    case "note":
      return block.text;
    case "code":
      return `Your code: ${block.code}`;
    case "details":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "quote":
      return `${block.label}:\n${block.text}`;
    case "action":
      return `${block.label}: ${block.href}`;
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
  return [PRODUCT, ...message.blocks.map(textOf), `-- \n${PRODUCT} - ${TAGLINE}`].join("\n\n");
}

/**
 * Renders a message in the branded layout.
 * @returns subject, the text part and the HTML part (React Email's `render`; every value escaped)
 */
export async function composeEmail(message: MailMessage): Promise<MailContent> {
  const html = await render(<BrandedEmail message={message} />);
  return {
    subject: message.subject,
    text: textPart(message),
    html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  };
}
