/**
 * Stored text cannot forge calendar entries (issue 23 item 2, ADR 069): party, center and
 * community texts with CR/LF, a forged "END:VEVENT ... BEGIN:VEVENT" payload and other control
 * characters are put into the database directly (as rows stored before the single-line rule, or
 * by any other writer, would be), and both the single party's .ics and the feed are read with a
 * strict iCalendar reader: one VEVENT per party, every name intact as text. Runs on PGlite and
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readIcal, textOf, type IcalComponent } from "../../../tests/support/ical-reader";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { communities, events, locations } from "./schema";
import { createDirectoryService } from "./service.server";

const PUBLIC_URL = "https://lan.example";

/** The finding: a 137-character name that closes its event and adds two forged ones. */
const FORGED_NAME =
  "Winter LAN\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:a@x\r\nSUMMARY:Free GPUs\r\nEND:VEVENT\r\n" +
  "BEGIN:VEVENT\r\nUID:b@x\r\nSUMMARY:Pay here\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nX:y";

/** Other control characters: bell, vertical tab, escape, DEL, C1, a lone CR and LF. */
const NOISY_NAME = "Bell\u0007 LAN\u000B; party\u001B[31m\u007F,\u0085 night\r\\ done\n";

const DAY = 24 * 60 * 60 * 1000;

/** Exactly the VEVENTs of `calendar` (no nesting elsewhere). */
function vevents(calendar: IcalComponent): IcalComponent[] {
  expect(calendar.type).toBe("VCALENDAR");
  return calendar.components.filter((component) => component.type === "VEVENT");
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`calendar files of forged names on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let directory: ReturnType<typeof createDirectoryService>;
    const ids = { forged: "", noisy: "", plain: "" };

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      const db = handle.db;
      directory = createDirectoryService({
        db,
        mailer: { kind: "outbox", send: () => Promise.resolve() },
        plans: [],
        supportEmail: "support@lan.example",
        publicUrl: PUBLIC_URL,
      });
      const [community] = await db
        .insert(communities)
        .values({ name: `Crew\r\nEND:VCALENDAR`, isVerified: true, createdBy: "forger" })
        .returning({ id: communities.id });
      const [center] = await db
        .insert(locations)
        .values({
          organizationName: "Arena\r\nBEGIN:VEVENT",
          address: "1 Main St\nEND:VEVENT",
          description: "A verified center.",
          lat: 52.52,
          lng: 13.405,
          communityId: community!.id,
          verified: true,
          complimentaryAt: new Date(),
          createdBy: "forger",
        })
        .returning({ id: locations.id });
      const start = new Date(Date.now() + 30 * DAY);
      const party = (organizationName: string, extra: Partial<typeof events.$inferInsert>) => ({
        organizationName,
        description: "Bring your rig.\r\nEND:VEVENT\r\nBEGIN:VEVENT",
        startDate: start,
        endDate: new Date(start.getTime() + DAY),
        verified: true,
        createdBy: "forger",
        communityId: community!.id,
        ...extra,
      });
      const rows = await db
        .insert(events)
        .values([
          party(FORGED_NAME, { customLocation: "Hall 3\r\nEND:VEVENT", lat: 52.5, lng: 13.4 }),
          party(NOISY_NAME, { locationId: center!.id }),
          party("Plain LAN, Berlin", { customLocation: "Kulturhaus" }),
        ])
        .returning({ id: events.id, organizationName: events.organizationName });
      ids.forged = rows.find((row) => row.organizationName === FORGED_NAME)!.id;
      ids.noisy = rows.find((row) => row.organizationName === NOISY_NAME)!.id;
      ids.plain = rows.find((row) => row.organizationName === "Plain LAN, Berlin")!.id;
    });

    afterAll(async () => {
      await handle?.close();
    });

    /** What each party's name reads as: line breaks kept as text, other controls removed. */
    const expectedName = {
      forged: FORGED_NAME.replaceAll("\r\n", "\n"),
      noisy: "Bell LAN; party[31m,\n night\n\\ done\n",
      plain: "Plain LAN, Berlin",
    };

    it.each(["forged", "noisy", "plain"] as const)(
      "the %s party's own .ics has one VEVENT and its name intact",
      async (which) => {
        const text = await directory.getEventCalendar({ id: ids[which], publicUrl: PUBLIC_URL });
        const calendar = readIcal(text!);
        const [event, ...more] = vevents(calendar);
        expect(more).toEqual([]);
        expect(textOf(event!, "SUMMARY")).toBe(expectedName[which]);
        expect(textOf(calendar, "NAME")).toBe(expectedName[which]);
        expect(textOf(calendar, "X-WR-CALNAME")).toBe(expectedName[which]);
        expect(textOf(event!, "UID")).toBe(`${ids[which]}@lan-center-network`);
        expect(textOf(event!, "DESCRIPTION")).toBe(
          `Bring your rig.\nEND:VEVENT\nBEGIN:VEVENT\n\n${PUBLIC_URL}/events/${ids[which]}`,
        );
      },
    );

    it("writes the place as text: the custom location, or the center's name and address", async () => {
      const forged = readIcal(
        (await directory.getEventCalendar({ id: ids.forged, publicUrl: PUBLIC_URL }))!,
      );
      expect(textOf(vevents(forged)[0]!, "LOCATION")).toBe("Hall 3\nEND:VEVENT");
      const atCenter = readIcal(
        (await directory.getEventCalendar({ id: ids.noisy, publicUrl: PUBLIC_URL }))!,
      );
      expect(textOf(vevents(atCenter)[0]!, "LOCATION")).toBe(
        "Arena\nBEGIN:VEVENT, 1 Main St\nEND:VEVENT",
      );
    });

    it("the feed has exactly one VEVENT per party, each with its name intact", async () => {
      const calendar = readIcal(await directory.getUpcomingEventsFeed({ publicUrl: PUBLIC_URL }));
      const byUid = new Map(
        vevents(calendar).map((event) => [textOf(event, "UID"), textOf(event, "SUMMARY")]),
      );
      expect(Object.fromEntries(byUid)).toEqual({
        [`${ids.forged}@lan-center-network`]: expectedName.forged,
        [`${ids.noisy}@lan-center-network`]: expectedName.noisy,
        [`${ids.plain}@lan-center-network`]: expectedName.plain,
      });
      expect(vevents(calendar)).toHaveLength(3);
      expect(textOf(calendar, "X-WR-CALNAME")).toBe("LAN Center Network: upcoming LAN parties");
    });
  });
}
