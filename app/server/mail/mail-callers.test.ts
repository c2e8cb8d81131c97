/**
 * The outgoing-mail rule (SECURITY.md "Outgoing mail") as a review list: every `.send(` in the
 * app's source is listed here with the kind of recipient it writes to. A new caller fails this
 * test until it is reviewed and added, with its recipient kind.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { guardMailer, MailRecipientRefused, type MailRecipient } from "./index.server";
import type { Mailer } from "./mailer.server";

/**
 * "queue": a job queue's `send` (pg-boss, `Jobs.send`), which enqueues a job, not a message.
 * "outbox": the outbox's delivery (ADR 093) handing a stored message to the transport: its
 * typed recipient is checked again by `recipientAddress` (the guard's rule) at delivery.
 * "storage": the AWS SDK's `S3Client.send` (a request to the photo bucket, ADR 096), no mail.
 */
type Kind = MailRecipient["kind"] | "guard" | "typed" | "queue" | "outbox" | "storage";

/** Reviewed callers: file → the recipient kind of each `.send(`, in source order. */
const reviewed: Record<string, { kinds: Kind[]; why: string }> = {
  "app/server/auth/auth.server.ts": {
    kinds: ["proving"],
    why: "one-time codes to the address being proven (guardMailer), under code-request limits",
  },
  "app/server/auth/password-notice.server.ts": {
    kinds: ["account"],
    why: "password-changed notice to the account row's own address (looked up, never a form's), through guardMailer",
  },
  "app/server/auth/account-settings.server.ts": {
    kinds: ["account"],
    why: "e-mail change notice to the session's account and current address, through guardMailer",
  },
  "app/server/billing/duplicate-refunds.server.ts": {
    kinds: ["account"],
    why: "refund notice to the paying account's own address, through guardMailer",
  },
  "app/server/billing/owner-notices.server.ts": {
    kinds: ["account"],
    why: "payment failed and plan ended notices to the owner's account address, through guardMailer",
  },
  "app/server/directory/review-actions.server.ts": {
    kinds: ["account"],
    why: "review decision to the item owner's account address, through guardMailer",
  },
  "app/server/directory/community-name-reports.server.ts": {
    kinds: ["team"],
    why: "one-time report of community names shared by different organisers to the configured support address (ADR 070), through guardMailer",
  },
  "app/server/directory/owner-onboarding.server.ts": {
    kinds: ["team", "account", "typed"],
    why: "setup request: team message, copy to the session's address; the adapter passes typed recipients",
  },
  "app/server/partners/partner-page.server.ts": {
    kinds: ["team"],
    why: "new partner lead to the configured support address, through guardMailer, within the lead limit",
  },
  "app/server/mail/recipients.server.ts": {
    kinds: ["guard"],
    why: "guardMailer hands checked addresses to the transport",
  },
  "app/server/mail/service.server.ts": {
    kinds: ["typed"],
    why: "mail service sends through guardMailer",
  },
  "app/server/mail/outgoing.server.ts": {
    kinds: ["queue", "queue", "outbox", "queue"],
    why: "the outbox (ADR 093): Jobs.send stores a message's wake-up job (store, retry, admin Retry); the delivery hands the stored message to the transport after recipientAddress checked its typed recipient again",
  },
  "app/server/directory/admin-digest.server.ts": {
    kinds: ["queue"],
    why: "Jobs.send schedules the next daily run; its mail goes through mail.queue (a team recipient)",
  },
  "app/server/attendance/reminders.server.ts": {
    kinds: ["queue"],
    why: "Jobs.send schedules an event reminder; its mail goes through mail.queue (an account, kind event_reminders)",
  },
  "app/server/follows/digest.server.ts": {
    kinds: ["queue"],
    why: "Jobs.send schedules the next daily follow digest; its mails go through mail.queue (accounts, kind follow_digest)",
  },
  "app/server/insights/monthly.server.ts": {
    kinds: ["queue"],
    why: "Jobs.send schedules the next hourly run; the owners' summaries go through mail.queue (accounts, kind owner_monthly)",
  },
  "app/server/insights/retention.server.ts": {
    kinds: ["queue"],
    why: "Jobs.send schedules the next daily roll-up of old insight rows; no mail",
  },
  "app/server/jobs/jobs.server.ts": {
    kinds: ["queue"],
    why: "pg-boss's send stores a job; no mail",
  },
  "app/server/photos/service.server.ts": {
    kinds: ["queue"],
    why: "Jobs.send schedules the next sweep of deleted photos' files in an external store; no mail",
  },
  "app/server/photos/s3-storage.server.ts": {
    kinds: ["storage", "storage", "storage", "storage", "storage"],
    why: "S3Client.send: put, get, head, delete and list objects of the photo bucket (ADR 096); no mail",
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

function countSends(source: string): number {
  return source.match(/\.\s*send\s*\(/g)?.length ?? 0;
}

describe("outgoing mail", () => {
  it("every place that sends mail is reviewed with its recipient kind", () => {
    const root = process.cwd();
    const found: Record<string, number> = {};
    for (const file of sourceFiles(join(root, "app"))) {
      const sends = countSends(readFileSync(file, "utf8"));
      if (sends > 0) found[relative(root, file).split("\\").join("/")] = sends;
    }
    const expected = Object.fromEntries(
      Object.entries(reviewed).map(([file, entry]) => [file, entry.kinds.length]),
    );
    expect(found).toEqual(expected);
  });

  it("every caller but the guard itself sends through guardMailer (typed recipients)", () => {
    const root = process.cwd();
    const unguarded = Object.keys(reviewed).filter((file) => {
      const kinds = reviewed[file]!.kinds;
      if (kinds.includes("guard") || kinds.every((kind) => kind === "queue" || kind === "storage"))
        return false;
      if (kinds.includes("outbox"))
        return !/\brecipientAddress\(/.test(readFileSync(join(root, file), "utf8"));
      const source = readFileSync(join(root, file), "utf8");
      return !/\bguardMailer\(|\bGuardedMailer\b/.test(source);
    });
    expect(unguarded).toEqual([]);
  });

  const sent: string[] = [];
  const transport: Mailer = { kind: "outbox", send: async (to) => void sent.push(to) };
  const mailer = guardMailer(transport, { teamAddresses: ["support@example.com"] });
  const content = { subject: "s", text: "t", html: "h" };

  it("guardMailer refuses a team recipient that is not configured, and bare lists", async () => {
    sent.length = 0;
    await expect(
      mailer.send({ kind: "team", email: "stranger@example.net" }, content),
    ).rejects.toBeInstanceOf(MailRecipientRefused);
    await expect(
      mailer.send({ kind: "account", userId: "u", email: "a@example.com, b@example.net" }, content),
    ).rejects.toBeInstanceOf(MailRecipientRefused);
    await expect(
      mailer.send({ kind: "account", userId: "", email: "a@example.com" }, content),
    ).rejects.toBeInstanceOf(MailRecipientRefused);
    expect(sent).toEqual([]);
    await mailer.send({ kind: "team", email: "Support@Example.com" }, content);
    await mailer.send({ kind: "account", userId: "u", email: "a@example.com" }, content);
    expect(sent).toEqual(["Support@Example.com", "a@example.com"]);
  });
});
