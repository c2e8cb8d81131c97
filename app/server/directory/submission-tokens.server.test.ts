/**
 * One registration per form (issue 18 item 6, ADR 052): parallel and repeated submits of the same
 * registration form (same idempotency token) create one center, one community and one party, and
 * every submit answers the first one's result. Runs on PGlite and PostgreSQL.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lanCenterFormSchema } from "~/lib/lan-center-form";
import { lanPartyFormSchema } from "~/lib/lan-party-form";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { deleteLanCenter } from "./owner-center-delete.server";
import { registerLanCenter } from "./owner-center-register.server";
import { OwnerError } from "./owner-errors.server";
import { registerLanParty } from "./owner-party-register.server";
import { communities, events, locations } from "./schema";
import { submissionTokenOf, TOKEN_REUSED } from "./submission-tokens.server";

const centerForm = (overrides: Record<string, string> = {}) =>
  lanCenterFormSchema.parse({
    contactFirstName: "Ada",
    contactLastName: "Lovelace",
    contactEmail: "ada@example.com",
    communityName: "Twin Gamers",
    organizationName: "Twin Arena",
    address: "2 Main St, Springfield",
    lat: "40.5",
    lng: "-73.25",
    description: "Forty PCs.",
    ...overrides,
  });

const partyForm = (overrides: Record<string, string> = {}) =>
  lanPartyFormSchema.parse({
    organizationName: "Twin Fest",
    startDate: "2027-05-01T18:00",
    endDate: "2027-05-02T10:00",
    timeZone: "UTC",
    communityName: "Twin Party Crew",
    description: "All night.",
    ...overrides,
  });

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`one registration per form on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
    });
    afterAll(() => handle?.close());

    const centersNamed = async (userId: string, name: string) =>
      (
        await handle.db
          .select({ n: count() })
          .from(locations)
          .where(and(eq(locations.createdBy, userId), eq(locations.organizationName, name)))
      )[0]!.n;
    const communitiesNamed = async (userId: string, name: string) =>
      (
        await handle.db
          .select({ n: count() })
          .from(communities)
          .where(and(eq(communities.createdBy, userId), eq(communities.name, name)))
      )[0]!.n;

    it("3 parallel identical center registrations create one center and one community", async () => {
      const userId = `dupes-center-${engine.name}`;
      const submissionToken = crypto.randomUUID();
      const results = await Promise.all(
        [1, 2, 3].map(() =>
          registerLanCenter({ db: handle.db, userId, form: centerForm(), submissionToken }),
        ),
      );
      expect(await centersNamed(userId, "Twin Arena")).toBe(1);
      expect(await communitiesNamed(userId, "Twin Gamers")).toBe(1);
      expect(new Set(results.map((r) => r.locationId)).size).toBe(1);
      expect(results.filter((r) => r.replayed)).toHaveLength(2);

      // A retried POST later lands on the same center; a new form (new token) creates another.
      const retry = await registerLanCenter({
        db: handle.db,
        userId,
        form: centerForm(),
        submissionToken,
      });
      expect(retry).toMatchObject({ locationId: results[0]!.locationId, replayed: true });
      await registerLanCenter({
        db: handle.db,
        userId,
        form: centerForm(),
        submissionToken: crypto.randomUUID(),
      });
      expect(await centersNamed(userId, "Twin Arena")).toBe(2);
    });

    it("2 parallel identical party registrations create one party", async () => {
      const userId = `dupes-party-${engine.name}`;
      const submissionToken = crypto.randomUUID();
      const results = await Promise.all(
        [1, 2].map(() =>
          registerLanParty({ db: handle.db, userId, form: partyForm(), submissionToken }),
        ),
      );
      const [parties] = await handle.db
        .select({ n: count() })
        .from(events)
        .where(and(eq(events.createdBy, userId), eq(events.organizationName, "Twin Fest")));
      expect(parties!.n).toBe(1);
      expect(results[0]!.eventId).toBe(results[1]!.eventId);
      expect(await communitiesNamed(userId, "Twin Party Crew")).toBe(1);
    });

    it("tokens are per user; a token reused for other details is refused; deleting frees it", async () => {
      const token = crypto.randomUUID();
      const a = await registerLanCenter({
        db: handle.db,
        userId: "dupes-a",
        form: centerForm({ communityName: "A Crew" }),
        submissionToken: token,
      });
      const b = await registerLanCenter({
        db: handle.db,
        userId: "dupes-b",
        form: centerForm({ communityName: "B Crew" }),
        submissionToken: token,
      });
      expect(b.locationId).not.toBe(a.locationId);
      expect(b.replayed).toBeFalsy();

      const refused = await registerLanCenter({
        db: handle.db,
        userId: "dupes-a",
        form: centerForm({ organizationName: "Other Arena", communityName: "A Crew" }),
        submissionToken: token,
      }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(OwnerError);
      expect(refused).toMatchObject({ code: "conflict", status: 409, message: TOKEN_REUSED });
      const party = await registerLanParty({
        db: handle.db,
        userId: "dupes-a",
        form: partyForm({ communityName: "A Party Crew" }),
        submissionToken: token,
      }).catch((error: unknown) => error);
      expect(party).toMatchObject({ code: "conflict" });

      await deleteLanCenter({ db: handle.db, userId: "dupes-a", locationId: a.locationId });
      const again = await registerLanCenter({
        db: handle.db,
        userId: "dupes-a",
        form: centerForm({ communityName: "A Crew" }),
        submissionToken: token,
      });
      expect(again.replayed).toBeFalsy();
      expect(again.locationId).not.toBe(a.locationId);
    });

    it("a malformed token counts as none", () => {
      expect(submissionTokenOf("x")).toBeNull();
      expect(submissionTokenOf("a".repeat(65))).toBeNull();
      expect(submissionTokenOf("'; drop table x; --------")).toBeNull();
      expect(submissionTokenOf(undefined)).toBeNull();
      const token = crypto.randomUUID();
      expect(submissionTokenOf(` ${token} `)).toBe(token);
    });
  });
}
