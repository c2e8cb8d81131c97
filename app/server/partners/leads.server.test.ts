import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { LEAD_RATE_LIMIT, clientKeyFor, submitLead } from "./leads.server";
import { partnerLeads } from "./schema";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  organization: "Analytical Arena",
  venueType: "game-arena",
  message: "We have 40 PCs.",
};
const baseOrigin = {
  program: "gizmo",
  pagePath: "/signup-gizmo",
  clientAddress: "203.0.113.7",
} as const;
const origin = baseOrigin;

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`submitLead on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
    });
    beforeEach(async () => {
      await handle.db.delete(partnerLeads);
    });
    afterAll(() => handle?.close());

    it("stores a valid lead with its program and page, but not the raw address", async () => {
      expect(await submitLead(handle.db, form(valid), origin)).toEqual({ status: "sent" });
      const rows = await handle.db.select().from(partnerLeads);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...valid, program: "gizmo", pagePath: "/signup-gizmo" });
      expect(rows[0]!.clientKey).toBe(clientKeyFor("203.0.113.7"));
      expect(JSON.stringify(rows[0])).not.toContain("203.0.113.7");
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const result = await submitLead(
        handle.db,
        form({ ...valid, website: "http://spam" }),
        origin,
      );
      expect(result).toEqual({ status: "sent" });
      expect(await handle.db.select().from(partnerLeads)).toHaveLength(0);
    });

    it("returns messages and the typed values for invalid input", async () => {
      const typed = { ...valid, email: "not-an-email" };
      const result = await submitLead(handle.db, form(typed), origin);
      expect(result).toEqual({
        status: "invalid",
        errors: { email: "Please enter a valid email address." },
        values: typed,
      });
      expect(await handle.db.select().from(partnerLeads)).toHaveLength(0);
    });

    it("refuses a client over the limit, keeps its values, and lets others through", async () => {
      const origin = { ...baseOrigin, clientAddress: "203.0.113.9" };
      for (let i = 0; i < LEAD_RATE_LIMIT; i++) {
        expect((await submitLead(handle.db, form(valid), origin)).status).toBe("sent");
      }
      expect(await submitLead(handle.db, form(valid), origin)).toEqual({
        status: "rate-limited",
        values: valid,
      });
      const other = { ...baseOrigin, clientAddress: "198.51.100.1" };
      expect((await submitLead(handle.db, form(valid), other)).status).toBe("sent");
      expect(await handle.db.select().from(partnerLeads)).toHaveLength(LEAD_RATE_LIMIT + 1);
    });

    it("admits exactly the limit of 50 parallel posts from one /64 (ADR 048)", async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          submitLead(handle.db, form(valid), {
            ...origin,
            clientAddress: `2001:db8:48:1::${(i + 1).toString(16)}`,
          }),
        ),
      );
      expect(results.filter((r) => r.status === "sent")).toHaveLength(LEAD_RATE_LIMIT);
      expect(results.filter((r) => r.status === "rate-limited")).toHaveLength(50 - LEAD_RATE_LIMIT);
      expect(await handle.db.select().from(partnerLeads)).toHaveLength(LEAD_RATE_LIMIT);
    });
  });
}
