/**
 * The HTML part of the branded e-mail layout (ADR 055): React Email components, rendered with
 * React Email's `render` (every value escaped by React). Loaded by `composeEmail` in
 * `layout.tsx` on the first message only (issue 15, ADR 065).
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
import { PRODUCT, taglineIn, type MailBlock, type MailMessage } from "./layout";

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
          <Text style={styles.detailLabel}>{block.label ?? "Your code"}</Text>
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
  const tagline = taglineIn(message.lang);
  return (
    <Html lang={message.lang ?? "en"}>
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
            <Text style={styles.tagline}>{tagline}</Text>
          </Section>
          {message.blocks.map((block, i) => (
            <HtmlBlock key={i} block={block} />
          ))}
          <Hr style={styles.hr} />
          <Text style={styles.footer}>
            {PRODUCT} · {tagline}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The HTML part of a message in the branded layout.
 * @returns the HTML document (React Email's `render`)
 */
export function renderBrandedEmail(message: MailMessage): Promise<string> {
  return render(<BrandedEmail message={message} />);
}
