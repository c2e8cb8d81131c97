/**
 * Every e-mail the site sends, rendered through the branded React Email layout (ADR 055): each
 * has its subject, a text part with the key sentences the senders' tests look for, and an HTML
 * part with the product name and tagline in which hostile text (hostile-input.ts
 * `HTML_FRAGMENTS`) is shown escaped and never as markup. No hand-written escaping is left.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HTML_FRAGMENTS } from "../../../tests/support/hostile-input";
import {
  changeReviewEmail,
  codeEmail,
  duplicatePaymentRefundedEmail,
  emailChangedNotice,
  partnerLeadEmail,
  passwordChangedEmail,
  paymentFailedEmail,
  planEndedEmail,
  reviewEmail,
  setupRequestCopyEmail,
  setupRequestTeamEmail,
  sharedCommunityNamesEmail,
  type MailContent,
} from "./index.server";
import { PRODUCT, TAGLINE } from "./layout";

const HOSTILE = HTML_FRAGMENTS.join(" ");
const RAW_MARKUP = /<script>alert|<img src=x|<svg onload|<iframe src=|<a href="javascript:/i;

/** Escapes like React does for text and attribute values. */
function reactEscaped(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

function expectBranded(mail: MailContent): void {
  expect(mail.text.startsWith(`${PRODUCT}\n\n`)).toBe(true);
  expect(mail.text).toContain(TAGLINE);
  expect(mail.html).toMatch(/^<!DOCTYPE html/i);
  expect(mail.html).toContain('lang="en"');
  expect(mail.html).toContain(`>${PRODUCT}</h1>`);
  expect(mail.html).toContain(TAGLINE);
  expect(mail.html).not.toMatch(/<script/i);
}

function expectHostileInert(mail: MailContent): void {
  expect(RAW_MARKUP.exec(mail.html)?.[0]).toBeUndefined();
  expect(mail.html).toContain(reactEscaped("<script>alert(1)</script>"));
  // The text part is plain text: the hostile text is there as typed, to be shown as text.
  expect(mail.text).toContain("<script>alert(1)</script>");
}

describe("e-mail templates", () => {
  it("the hand-written escaping module is gone", () => {
    expect(existsSync(join(process.cwd(), "app/server/mail/html.ts"))).toBe(false);
  });

  it("code e-mails: subject per purpose, 'Your code: 123456' in text, the code in HTML", async () => {
    const subjects = {
      "email-verification": "Your LAN Center Network verification code",
      "forget-password": "Your LAN Center Network password reset code",
      "change-email": "Confirm your new e-mail address for LAN Center Network",
      "sign-in": "Your LAN Center Network sign-in code",
    } as const;
    for (const [purpose, subject] of Object.entries(subjects)) {
      const mail = await codeEmail(purpose as keyof typeof subjects, "428613");
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain("Your code: 428613");
      expect(mail.text).toContain("This code expires in 1 hour. Never share it with anyone.");
      expect(mail.html).toContain(">428613<");
      expectBranded(mail);
    }
    expect((await codeEmail("sign-in", "1", 15)).text).toContain("expires in 15 minutes");
  });

  it("e-mail change and password changed notices name the addresses, escaped in HTML", async () => {
    const changed = await emailChangedNotice(`old+${HOSTILE}@example.com`, "new@example.com");
    expect(changed.subject).toBe("Your LAN Center Network e-mail address was changed");
    expect(changed.text).toContain("e-mail address of your LAN Center Network account was changed");
    expectBranded(changed);
    expectHostileInert(changed);

    for (const way of ["changed", "reset"] as const) {
      const mail = await passwordChangedEmail({
        email: `ada+${HOSTILE}@example.com`,
        way,
        supportEmail: "support@example.com",
      });
      expect(mail.subject).toBe("Your LAN Center Network password was changed");
      expect(mail.text).toContain("The password of your LAN Center Network account");
      expect(mail.text).toContain(way === "reset" ? "was reset with a code" : "Security settings");
      expect(mail.text).toContain("support@example.com");
      expectBranded(mail);
      expectHostileInert(mail);
    }
  });

  it("review and change decisions keep their subjects, reason and link", async () => {
    const name = `Arena ${HOSTILE}`;
    const link = "https://site.test/lan-centers/1?a=1&b=2";
    const verified = await reviewEmail({ kind: "center", name, decision: "verified", link });
    expect(verified.subject).toBe(`Your LAN center "${name}" is verified`);
    expect(verified.text).toContain(link);
    expect(verified.html).toContain(`href="${reactEscaped(link)}"`);
    const rejected = await reviewEmail({
      kind: "party",
      name,
      decision: "rejected",
      reason: HOSTILE,
      link,
    });
    expect(rejected.subject).toBe(`Your LAN party "${name}" was not approved`);
    expect(rejected.text).toContain(`Reason: ${HOSTILE}`);
    const approved = await changeReviewEmail({
      kind: "community",
      name,
      decision: "approved",
      link,
    });
    expect(approved.subject).toBe(`Your changes to community "${name}" are approved`);
    const refused = await changeReviewEmail({
      kind: "center",
      name,
      decision: "rejected",
      reason: "That is in the sea",
      link,
    });
    expect(refused.subject).toBe(`Your changes to LAN center "${name}" were not approved`);
    expect(refused.text).toContain("Reason: That is in the sea");
    for (const mail of [verified, rejected, approved, refused]) {
      expectBranded(mail);
      expectHostileInert(mail);
    }
  });

  it("billing notices keep their subjects and 'label: link' lines", async () => {
    const centerName = `Pixel ${HOSTILE}`;
    const failed = await paymentFailedEmail({ centerName, link: "http://site.test/dashboard" });
    expect(failed.subject).toBe(`Payment failed for ${centerName}: update your card`);
    expect(failed.text).toContain("Manage billing: http://site.test/dashboard");
    const ended = await planEndedEmail({ centerName, link: "http://site.test/payment?location=x" });
    expect(ended.subject).toBe(`${centerName} is off the map: its plan ended`);
    expect(ended.text).toContain("Choose a plan: http://site.test/payment?location=x");
    const refund = await duplicatePaymentRefundedEmail({
      centerName,
      amountCents: 5000,
      currency: "usd",
    });
    expect(refund.subject).toBe(`Your second payment for ${centerName} was refunded`);
    expect(refund.text).toContain("refunded its payment of $50.00 in full");
    for (const mail of [failed, ended, refund]) {
      expectBranded(mail);
      expectHostileInert(mail);
    }
  });

  it("setup request, its copy and a partner lead show every detail; the lead's message keeps its lines", async () => {
    const details = {
      userName: `Ada ${HOSTILE}`,
      userEmail: "stranger@example.net",
      lanCenterName: "Setup Arena",
      lanCenterAddress: "1 Main St",
      website: "https://setup.example",
    };
    const team = await setupRequestTeamEmail(details);
    expect(team.subject).toBe("Steam PC Cafe setup request: Setup Arena");
    expect(team.replyTo).toBe("stranger@example.net");
    const copy = await setupRequestCopyEmail(details, "support@example.com");
    expect(copy.subject).toBe("Your setup request for Setup Arena");
    expect(copy.replyTo).toBe("support@example.com");
    expect(copy.text).toContain("our team will contact you within 1-2 business days");
    for (const mail of [team, copy]) {
      for (const line of [
        `Name: Ada ${HOSTILE}`,
        "E-mail: stranger@example.net",
        "LAN center: Setup Arena",
        "Location: 1 Main St",
        "Website: https://setup.example",
      ]) {
        expect(mail.text).toContain(line);
      }
      expectBranded(mail);
      expectHostileInert(mail);
    }

    const lead = await partnerLeadEmail({
      name: "Grace",
      email: "grace@example.org",
      organization: `Hopper Hall ${HOSTILE}`,
      venueType: "Game arena",
      program: "gizmo",
      pagePath: "/signup-gizmo",
      message: "We have 40 PCs.\nAnd a <b>stage</b>.",
    });
    expect(lead.subject).toBe(`New partner lead: Hopper Hall ${HOSTILE}`);
    expect(lead.replyTo).toBe("grace@example.org");
    for (const line of [
      "Venue type: Game arena",
      "Source page: /signup-gizmo",
      "Program: gizmo",
      "Message:\nWe have 40 PCs.\nAnd a <b>stage</b>.",
    ]) {
      expect(lead.text).toContain(line);
    }
    expect(lead.html).toContain("And a &lt;b&gt;stage&lt;/b&gt;.");
    expectBranded(lead);
    expectHostileInert(lead);
  });

  it("the shared community names report lists each group, names escaped (ADR 070)", async () => {
    const createdAt = new Date("2026-01-02T03:04:05Z");
    const mail = await sharedCommunityNamesEmail([
      [
        { id: "c1", name: "Valhallan", organiser: "ada@example.com", createdAt },
        { id: "c2", name: `Valhallan. ${HOSTILE}`, organiser: "no organiser", createdAt },
      ],
    ]);
    expect(mail.subject).toBe("Community names shared by different organisers: 1");
    expect(mail.text).toContain("Group 1");
    expect(mail.text).toContain("Valhallan: ada@example.com, created 2026-01-02, id c1");
    expect(mail.text).toContain("nothing was changed");
    expectBranded(mail);
    expectHostileInert(mail);
  });
});
