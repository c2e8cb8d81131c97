/**
 * The team is e-mailed about each new partner lead (issue 16 point 6), on a real database:
 * the support address gets the lead's details and message with reply-to the lead, only for
 * leads within the per-client limit; a honeypot submission, an invalid form and a failing
 * mailer send nothing, and a mail failure keeps the stored lead.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { createMailer } from "../mail/mailer.server";
import { listOutbox } from "../mail/outbox.server";
import type { Mailer } from "../mail/index.server";
import { LEAD_RATE_LIMIT } from "./leads.server";
import { submitPartnerLead } from "./partner-page.server";
import { partnerLeads } from "./schema";

const SUPPORT = "team@lancenter.example";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const lead = {
  name: "Grace Hopper",
  email: "grace@hall.example",
  organization: "Hopper Hall",
  venueType: "game-arena",
  message: "We have 40 PCs.\n<b>And a stage.</b>",
};

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`partner lead notice on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let mailer: Mailer;
    let ip = 0;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      mailer = createMailer({
        smtpUrl: undefined,
        from: "t@example.com",
        db: handle.db,
        log: () => {},
      });
    });
    beforeEach(async () => {
      await handle.db.delete(partnerLeads);
    });
    afterAll(() => handle?.close());

    const teamMail = async () =>
      (await listOutbox(handle.db, 500)).filter((m) => m.toAddress === SUPPORT);
    const submit = (fields: Record<string, string>, clientAddress: string, m = mailer) =>
      submitPartnerLead({
        db: handle.db,
        path: "/signup-gizmo",
        form: form(fields),
        clientAddress,
        notice: { mailer: m, supportEmail: SUPPORT },
      });

    it("e-mails the team a stored lead with its venue type, source page and message", async () => {
      const before = (await teamMail()).length;
      await submit(lead, `192.0.2.${++ip}`);
      const mails = await teamMail();
      expect(mails).toHaveLength(before + 1);
      const [mail] = mails;
      expect(mail!.subject).toBe("New partner lead: Hopper Hall");
      for (const line of [
        "Name: Grace Hopper",
        "E-mail: grace@hall.example",
        "Venue type: Game arena",
        "Source page: /signup-gizmo",
        "Message:\nWe have 40 PCs.\n<b>And a stage.</b>",
      ]) {
        expect(mail!.textBody).toContain(line);
      }
      expect(mail!.htmlBody).toContain("&lt;b&gt;And a stage.&lt;/b&gt;");
      expect(mail!.htmlBody).not.toContain("<b>And a stage.</b>");
    });

    it("sends nothing for a honeypot or invalid submission, and nothing past the limit", async () => {
      const address = `198.51.100.${++ip}`;
      const before = (await teamMail()).length;
      await submit({ ...lead, website: "http://spam.example" }, address);
      await expect(submit({ ...lead, email: "nope" }, address)).rejects.toMatchObject({
        status: 400,
      });
      expect(await teamMail()).toHaveLength(before);
      for (let i = 0; i < LEAD_RATE_LIMIT; i++) await submit(lead, address);
      await expect(submit(lead, address)).rejects.toMatchObject({ status: 429 });
      expect(await teamMail()).toHaveLength(before + LEAD_RATE_LIMIT);
    });

    it("keeps the lead when the team's e-mail fails", async () => {
      const failing: Mailer = {
        kind: "smtp",
        send: async () => {
          throw new Error("SMTP down");
        },
      };
      await submit(lead, `203.0.113.${++ip}`, failing);
      expect(await handle.db.select().from(partnerLeads)).toHaveLength(1);
    });
  });
}
