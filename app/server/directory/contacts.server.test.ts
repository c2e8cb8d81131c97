/**
 * The admin contact list's search, type filter and CSV (issue 16 "Contacts for the admin"):
 * a search matches name, e-mail or organization of contacts and partner leads, case-insensitive,
 * with `%` and `_` matching themselves; the type filter keeps one kind; partner leads carry their
 * message, venue type and source page; the CSV has one formula-safe row per contact.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { locationContacts, locations, partnerLeads, userLanCenters } from "../db/schema";
import { contactsCsv, neutraliseCell } from "./contacts-csv.server";
import { containsPattern, listContactsForAdmin } from "./owner-contacts.server";

const admin = { userId: "admin", isAdmin: true };

describe("formula-injection safe cells", () => {
  it("prefixes a leading =, +, -, @, tab or CR with a quote, and leaves other text alone", () => {
    for (const value of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\t=1", "\r=1", '=HYPERLINK("x")']) {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    }
    for (const value of ["Pixel Arena", "a=b", "", "1-2", "ada@example.com", " =1"]) {
      expect(neutraliseCell(value)).toBe(value);
    }
  });

  it("escapes LIKE wildcards in the search text", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`admin contacts on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      await handle.db.insert(locationContacts).values([
        {
          type: "lan_center",
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@pixel.example",
          organizationName: "Pixel Arena",
          website: "https://pixel.example",
          address: "1 Main St",
          createdAt: new Date("2026-01-01T00:00:00Z"),
        },
        {
          type: "lan_party",
          ownerName: "Bob Frag",
          email: "bob@frag.example",
          organizationName: "Frag Fest 100%",
          createdAt: new Date("2026-01-02T00:00:00Z"),
        },
        {
          type: "lan_center",
          ownerName: "=cmd|' /C calc'!A0",
          email: "mallory@example.net",
          organizationName: '+Evil, "Quoted"\nArena',
          createdAt: new Date("2026-01-03T00:00:00Z"),
        },
      ]);
      await handle.db.insert(partnerLeads).values({
        program: "gizmo",
        pagePath: "/signup-gizmo",
        name: "Lena Lead",
        email: "lena@lounge.example",
        organization: "Lead Lounge",
        venueType: "game-cafe",
        message: "We have 40 PCs.\n@SUM(1) and more",
        clientKey: "k",
        createdAt: new Date("2026-01-04T00:00:00Z"),
      });
    });
    afterAll(() => handle?.close());

    const list = (q: string, type: "lan_center" | "lan_party" | "partner_lead" | null = null) =>
      listContactsForAdmin({ db: handle.db, actor: admin, query: { q, type } });
    const orgs = async (q: string, type?: Parameters<typeof list>[1]) =>
      (await list(q, type)).map((c) => c.organizationName);

    it("lists everything newest first without a query, leads with message, venue type and page", async () => {
      const all = await list("");
      expect(all.map((c) => c.type)).toEqual([
        "partner_lead",
        "lan_center",
        "lan_party",
        "lan_center",
      ]);
      expect(all[0]).toMatchObject({
        ownerName: "Lena Lead",
        message: "We have 40 PCs.\n@SUM(1) and more",
        venueType: "Game café",
        sourcePage: "/signup-gizmo",
      });
      expect(all[3]).toMatchObject({ ownerName: "Ada Lovelace", message: null, venueType: null });
    });

    it("searches name (first and last too), e-mail and organization, case-insensitively", async () => {
      expect(await orgs("ADA LOVE")).toEqual(["Pixel Arena"]);
      expect(await orgs("frag.example")).toEqual(["Frag Fest 100%"]);
      expect(await orgs("lounge")).toEqual(["Lead Lounge"]);
      expect(await orgs("lena lead")).toEqual(["Lead Lounge"]);
      expect(await orgs("arena")).toEqual(['+Evil, "Quoted"\nArena', "Pixel Arena"]);
      expect(await orgs("nobody at all")).toEqual([]);
    });

    it("treats % and _ in the search as themselves", async () => {
      expect(await orgs("100%")).toEqual(["Frag Fest 100%"]);
      expect(await orgs("%")).toEqual(["Frag Fest 100%"]);
      expect(await orgs("_")).toEqual([]);
    });

    it("filters by type, together with the search", async () => {
      expect(await orgs("", "partner_lead")).toEqual(["Lead Lounge"]);
      expect(await orgs("", "lan_party")).toEqual(["Frag Fest 100%"]);
      expect(await orgs("", "lan_center")).toEqual(['+Evil, "Quoted"\nArena', "Pixel Arena"]);
      expect(await orgs("pixel", "lan_party")).toEqual([]);
    });

    it("refuses anyone but an administrator", async () => {
      await expect(
        listContactsForAdmin({
          db: handle.db,
          actor: { userId: "u", isAdmin: false },
          query: { q: "", type: null },
        }),
      ).rejects.toMatchObject({ code: "forbidden" });
    });

    it("writes the CSV with a header, one row per contact, and formula-safe cells", async () => {
      const csv = contactsCsv(await list(""));
      expect(csv.startsWith("\uFEFFType,Organization,Name,E-mail,")).toBe(true);
      // A line break inside a cell is quoted, so a spreadsheet keeps it in one row.
      expect(csv).toContain(',"We have 40 PCs.\n@SUM(1) and more",');
      const rows = parse(csv.replace(/^\uFEFF/, ""), { relax_column_count: false }) as string[][];
      expect(rows[0]).toEqual([
        "Type",
        "Organization",
        "Name",
        "E-mail",
        "Website",
        "Address",
        "Venue type",
        "Source page",
        "Message",
        "Added",
        "Name source",
        "E-mail source",
      ]);
      expect(rows).toHaveLength(5);
      const lead = rows[1]!;
      expect(lead.slice(0, 4)).toEqual([
        "partner_lead",
        "Lead Lounge",
        "Lena Lead",
        "lena@lounge.example",
      ]);
      expect(lead[8]).toBe("We have 40 PCs.\n@SUM(1) and more");
      expect(lead[9]).toBe("2026-01-04T00:00:00.000Z");
      expect(lead.slice(10)).toEqual(["form", "form"]);
      const evil = rows[2]!;
      expect(evil[1]).toBe('\'+Evil, "Quoted"\nArena');
      expect(evil[2]).toBe("'=cmd|' /C calc'!A0");
      for (const row of rows) {
        for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }
    });
  });
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(
    `contacts never lose an owner on ${engine.name} (issue 24 item 6)`,
    () => {
      let handle: DatabaseHandle;
      beforeAll(async () => {
        handle = await openTestDatabase(engine.name);
        await handle.db.insert(userLanCenters).values([
          {
            userId: "owner-grace",
            userEmail: "grace@owner.example",
            firstName: "Grace",
            lastName: "Hopper",
            displayName: "Grace Hopper",
            role: "user",
          },
          {
            userId: "owner-linus",
            userEmail: "linus@owner.example",
            firstName: "Linus",
            lastName: "Byte",
            displayName: "Linus Byte",
            role: "user",
          },
        ]);
        const [silent, named, own] = await handle.db
          .insert(locations)
          .values([
            {
              organizationName: "Silent Arena",
              address: "1 Quiet St",
              description: "x",
              createdBy: "owner-grace",
            },
            {
              organizationName: "Named Arena",
              address: "2 Loud St",
              description: "x",
              createdBy: "owner-grace",
            },
            {
              organizationName: "Own Contact Arena",
              address: "3 Main St",
              description: "x",
              createdBy: "owner-linus",
            },
          ])
          .returning({ id: locations.id });
        await handle.db.insert(locationContacts).values([
          // The owner left every optional contact field empty (nulls, as the form stores them).
          {
            type: "lan_center",
            locationId: silent!.id,
            organizationName: "Silent Arena",
            address: "1 Quiet St",
            createdAt: new Date("2026-02-01T00:00:00Z"),
          },
          // A name but no e-mail.
          {
            type: "lan_center",
            locationId: named!.id,
            firstName: "Mo",
            lastName: "Manager",
            ownerName: "  ",
            organizationName: "Named Arena",
            createdAt: new Date("2026-02-02T00:00:00Z"),
          },
          // The form's own contact wins over the account.
          {
            type: "lan_center",
            locationId: own!.id,
            ownerName: "Ola Contact",
            email: "ola@contact.example",
            organizationName: "Own Contact Arena",
            createdAt: new Date("2026-02-03T00:00:00Z"),
          },
          // A party's contact names no owner account.
          {
            type: "lan_party",
            locationId: silent!.id,
            organizationName: "Quiet Party",
            createdAt: new Date("2026-02-04T00:00:00Z"),
          },
        ]);
      });
      afterAll(() => handle?.close());

      const list = (q = "") =>
        listContactsForAdmin({ db: handle.db, actor: admin, query: { q, type: null } });
      const byOrg = async (q = "") =>
        Object.fromEntries(
          (await list(q)).map((c) => [
            c.organizationName,
            [c.ownerName, c.nameSource, c.email, c.emailSource],
          ]),
        );

      it("shows the owning account's name and e-mail where the form left them empty", async () => {
        expect(await byOrg()).toEqual({
          "Silent Arena": ["Grace Hopper", "account", "grace@owner.example", "account"],
          "Named Arena": ["Mo Manager", "form", "grace@owner.example", "account"],
          "Own Contact Arena": ["Ola Contact", "form", "ola@contact.example", "form"],
          "Quiet Party": [null, null, null, null],
        });
      });

      it("finds a contact by the account it shows, not by an account it does not", async () => {
        expect(Object.keys(await byOrg("grace hopper"))).toEqual(["Silent Arena"]);
        expect(Object.keys(await byOrg("GRACE@owner"))).toEqual(["Named Arena", "Silent Arena"]);
        // Linus owns a center whose contact has its own name and e-mail: not found by his.
        expect(await byOrg("linus")).toEqual({});
        expect(Object.keys(await byOrg("ola@"))).toEqual(["Own Contact Arena"]);
      });

      it("marks each CSV row's name and e-mail as form or account", async () => {
        const rows = parse(contactsCsv(await list()).replace(/^\uFEFF/, "")) as string[][];
        const cells = (org: string) => {
          const row = rows.find((r) => r[1] === org)!;
          return [row[2], row[3], row[10], row[11]];
        };
        expect(cells("Silent Arena")).toEqual([
          "Grace Hopper",
          "grace@owner.example",
          "account",
          "account",
        ]);
        expect(cells("Named Arena")).toEqual([
          "Mo Manager",
          "grace@owner.example",
          "form",
          "account",
        ]);
        expect(cells("Own Contact Arena")).toEqual([
          "Ola Contact",
          "ola@contact.example",
          "form",
          "form",
        ]);
        expect(cells("Quiet Party")).toEqual(["", "", "", ""]);
      });
    },
  );
}
