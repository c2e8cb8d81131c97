/**
 * Issue 24 item 3 (ADR 073): a party's times are typed, stored and shown in its own zone, and a
 * party must end in the future, on PGlite and PostgreSQL. On the main before this, a party with
 * only a typed location was stored at the browser's offset and shown back an hour off, the
 * dashboard said UTC, and a party in 2020 was accepted; an owner could not delete a party.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDS_IN_FUTURE_MESSAGE, lanPartyFormSchema } from "~/lib/lan-party-form";
import { toInputInZone } from "~/lib/local-date-time";
import { formatPartyTime } from "~/lib/time-zone";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { events } from "../db/schema";
import { getOwnerOverview } from "./owner-dashboard.server";
import { OwnerError } from "./owner-errors.server";
import { deleteLanParty } from "./owner-party-delete.server";
import { getOwnParty } from "./owner-party-edit.server";
import { registerLanParty } from "./owner-party-register.server";

const OWNER = "times-owner";

const berlinParty = (overrides: Record<string, string> = {}) =>
  lanPartyFormSchema.parse({
    organizationName: "Berlin Winter LAN",
    startDate: "2031-01-10T18:00",
    endDate: "2031-01-11T12:00",
    timeZone: "Europe/Berlin",
    communityName: "Berlin Crew",
    description: "All night.",
    customLocation: "Kulturhaus, Berlin",
    ...overrides,
  });

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`party times on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
    });
    afterAll(() => handle?.close());

    it("keeps 18:00 Berlin for a party with only a typed location, on the form and the dashboard", async () => {
      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: OWNER,
        form: berlinParty(),
      });
      const [row] = await handle.db.select().from(events).where(eq(events.id, eventId));
      expect(row!.startDate.toISOString()).toBe("2031-01-10T17:00:00.000Z");
      expect(row!.timeZone).toBe("Europe/Berlin");
      const own = await getOwnParty({ db: handle.db, userId: OWNER, eventId });
      expect(own.zone).toBe("Europe/Berlin");
      expect(toInputInZone(own.startDate, own.zone)).toBe("2031-01-10T18:00");
      expect(toInputInZone(own.endDate, own.zone)).toBe("2031-01-11T12:00");
      const { parties } = await getOwnerOverview({ db: handle.db, plans: [], userId: OWNER });
      const card = parties.find((party) => party.id === eventId)!;
      expect(card.timeZone).toBe("Europe/Berlin");
      expect(formatPartyTime(card.startDate, card.timeZone)).toBe(
        "Fri, Jan 10, 2031, 06:00 PM CET",
      );
    });

    it("reads the times in the coordinates' zone when the party has coordinates", async () => {
      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: OWNER,
        form: berlinParty({
          organizationName: "Tokyo LAN",
          timeZone: "UTC",
          lat: "35.68",
          lng: "139.69",
        }),
      });
      const [row] = await handle.db.select().from(events).where(eq(events.id, eventId));
      expect(row!.timeZone).toBe("Asia/Tokyo");
      expect(row!.startDate.toISOString()).toBe("2031-01-10T09:00:00.000Z");
    });

    it("refuses on the server a party that has ended, whatever the browser said", async () => {
      const form = {
        ...berlinParty({ organizationName: "Past LAN" }),
        startText: "2020-01-10T18:00",
        endText: "2020-01-10T23:00",
      };
      const error = await registerLanParty({ db: handle.db, userId: OWNER, form }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(OwnerError);
      expect((error as OwnerError).status).toBe(422);
      expect((error as OwnerError).fieldErrors).toEqual({ endDate: ENDS_IN_FUTURE_MESSAGE });
      const rows = await handle.db
        .select()
        .from(events)
        .where(eq(events.organizationName, "Past LAN"));
      expect(rows).toEqual([]);
    });

    it("deletes the organiser's own party only; anyone else gets not found", async () => {
      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: OWNER,
        form: berlinParty({ organizationName: "Doomed LAN" }),
      });
      const stranger = await deleteLanParty({
        db: handle.db,
        userId: "someone-else",
        eventId,
      }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(stranger).toBeInstanceOf(OwnerError);
      expect((stranger as OwnerError).code).toBe("not_found");
      expect((stranger as OwnerError).status).toBe(404);
      expect(await handle.db.select().from(events).where(eq(events.id, eventId))).toHaveLength(1);
      await deleteLanParty({ db: handle.db, userId: OWNER, eventId });
      expect(await handle.db.select().from(events).where(eq(events.id, eventId))).toEqual([]);
      const again = await deleteLanParty({ db: handle.db, userId: OWNER, eventId }).then(
        () => null,
        (e: unknown) => e,
      );
      expect((again as OwnerError).code).toBe("not_found");
    });
  });
}
