/**
 * One owner per community name (issue 23 item 3, ADR 070) on PGlite and PostgreSQL: center and
 * party registration, center editing and the admin's approval of a proposed rename refuse a name
 * another organiser's community holds, lookalikes included, and write nothing; the user's own
 * name joins the user's own community; parallel claims of lookalike names by different users
 * let exactly one through. On a main before ADR 070, center registration created a second
 * community with another organiser's exact name, and the party form took lookalikes.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lanCenterEditFormSchema, lanCenterFormSchema } from "~/lib/lan-center-form";
import { lanPartyFormSchema } from "~/lib/lan-party-form";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { isAppError } from "../errors/app-error";
import { communities, events, locations, pendingChanges } from "../db/schema";
import { communityNameKey } from "./community-name-key.server";
import { getOwnCenter, updateLanCenter } from "./owner-center-edit.server";
import { registerLanCenter } from "./owner-center-register.server";
import { OwnerError } from "./owner-errors.server";
import { registerLanParty } from "./owner-party-register.server";
import { decideChange } from "./review-changes.server";

const TAKEN = "That community belongs to another organiser. Choose another name.";

/** The name B owns, and the lookalikes A types. */
const NAME = "Valhallan";
const LOOKALIKES = [
  ["exact", "Valhallan"],
  ["upper case", "VALHALLAN"],
  ["trailing zero-width space", "Valhallan\u200B"],
  ["trailing dot", "Valhallan."],
  ["accent", "Válhallan"],
  ["capital I for l", "VaIhallan"],
  ["Cyrillic а", "V\u0430lhallan"],
  ["doubled space", "  Valhallan  "],
] as const;

const centerFields = {
  contactFirstName: "Ada",
  contactLastName: "Lovelace",
  contactEmail: "",
  communityName: "Somebody's Crew",
  communityDescription: "We play.",
  communityImageUrl: "",
  organizationName: "Name Rule Arena",
  website: "https://rule.example",
  address: "1 Main St, Springfield",
  lat: "40.5",
  lng: "-73.25",
  description: "Forty PCs.",
  imageUrl: "",
};
const center = (overrides: Record<string, string> = {}) =>
  lanCenterFormSchema.parse({ ...centerFields, ...overrides });
const centerEdit = (overrides: Record<string, string> = {}) =>
  lanCenterEditFormSchema.parse({ ...centerFields, ...overrides });
const party = (overrides: Record<string, string> = {}) =>
  lanPartyFormSchema.parse({
    organizationName: "Name Rule Fest",
    startDate: "2027-03-01T18:00",
    endDate: "2027-03-02T10:00",
    timeZone: "UTC",
    communityName: "Somebody's Crew",
    description: "All night.",
    ...overrides,
  });

async function refusal(promise: Promise<unknown>): Promise<OwnerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OwnerError);
  return error as OwnerError;
}

function expectTaken(error: OwnerError) {
  expect(error.code).toBe("community_taken");
  expect(error.status).toBe(409);
  expect(error.fieldErrors).toEqual({ communityName: TAKEN });
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`one owner per community name on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    const A = "names-a";
    const B = "names-b";

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      // B's community, registered through the center form (its key stored).
      await registerLanCenter({
        db: handle.db,
        userId: B,
        form: center({ communityName: NAME, organizationName: "B's Hall" }),
      });
    });
    afterAll(() => handle?.close());

    async function counts() {
      const [c] = await handle.db.select({ n: count() }).from(communities);
      const [l] = await handle.db.select({ n: count() }).from(locations);
      const [e] = await handle.db.select({ n: count() }).from(events);
      return { communities: c!.n, locations: l!.n, events: e!.n };
    }

    it.each(LOOKALIKES)(
      "center registration refuses another organiser's name (%s) and writes nothing",
      async (_label, name) => {
        const before = await counts();
        expectTaken(
          await refusal(
            registerLanCenter({ db: handle.db, userId: A, form: center({ communityName: name }) }),
          ),
        );
        expect(await counts()).toEqual(before);
      },
    );

    it.each(LOOKALIKES)(
      "party registration refuses another organiser's name (%s) and writes nothing",
      async (_label, name) => {
        const before = await counts();
        expectTaken(
          await refusal(
            registerLanParty({ db: handle.db, userId: A, form: party({ communityName: name }) }),
          ),
        );
        expect(await counts()).toEqual(before);
      },
    );

    it("refuses a lookalike but lets a different name through ('Valhallan 2')", async () => {
      expectTaken(
        await refusal(
          registerLanCenter({
            db: handle.db,
            userId: A,
            form: center({ communityName: "VALHALLAN." }),
          }),
        ),
      );
      const { locationId } = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: center({ communityName: "Valhallan 2", organizationName: "Second Hall" }),
      });
      const own = await getOwnCenter({ db: handle.db, userId: A, locationId });
      expect(own!.community!.name).toBe("Valhallan 2");
    });

    it("a community stored before keys existed (no key) is compared too", async () => {
      await handle.db.insert(communities).values({ name: "Old Guard", createdBy: B });
      expectTaken(
        await refusal(
          registerLanCenter({
            db: handle.db,
            userId: A,
            form: center({ communityName: "old guard." }),
          }),
        ),
      );
      // A rename without the key (another path) clears the stored key; the rule still holds.
      await handle.db
        .update(communities)
        .set({ name: "Renamed Guard" })
        .where(eq(communities.name, "Old Guard"));
      const [renamed] = await handle.db
        .select({ nameKey: communities.nameKey })
        .from(communities)
        .where(eq(communities.name, "Renamed Guard"));
      expect(renamed!.nameKey).toBeNull();
      expectTaken(
        await refusal(
          registerLanParty({
            db: handle.db,
            userId: A,
            form: party({ communityName: "RENAMED GUARD" }),
          }),
        ),
      );
    });

    it("center registration with the user's own name (or a lookalike) joins that community unchanged", async () => {
      const first = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: center({
          communityName: "Own Hall Crew",
          communityDescription: "First words.",
          organizationName: "Own Hall One",
        }),
      });
      const before = await counts();
      const second = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: center({
          communityName: "own hall crew.",
          communityDescription: "Other words.",
          organizationName: "Own Hall Two",
        }),
      });
      const one = await getOwnCenter({ db: handle.db, userId: A, locationId: first.locationId });
      const two = await getOwnCenter({ db: handle.db, userId: A, locationId: second.locationId });
      expect(two!.community).toEqual(one!.community);
      expect(two!.community).toMatchObject({ name: "Own Hall Crew", description: "First words." });
      expect(await counts()).toEqual({ ...before, locations: before.locations + 1 });
      // A party of the same organiser joins it too (ADR 049).
      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: A,
        form: party({ communityName: "OWN HALL CREW" }),
      });
      const [event] = await handle.db.select().from(events).where(eq(events.id, eventId));
      expect(event!.communityId).toBe(one!.community!.id);
    });

    it("center editing refuses a rename to another organiser's name and writes nothing", async () => {
      const { locationId } = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: center({ communityName: "Edit Crew A", organizationName: "Edit Hall" }),
      });
      expectTaken(
        await refusal(
          updateLanCenter({
            db: handle.db,
            userId: A,
            locationId,
            form: centerEdit({ communityName: "Valhallan\u200B", organizationName: "Edited Hall" }),
          }),
        ),
      );
      const unchanged = await getOwnCenter({ db: handle.db, userId: A, locationId });
      expect(unchanged).toMatchObject({
        organizationName: "Edit Hall",
        community: { name: "Edit Crew A" },
      });
      // A lookalike of its own name is a rename like any other; the key follows the name.
      await updateLanCenter({
        db: handle.db,
        userId: A,
        locationId,
        form: centerEdit({ communityName: "EDIT CREW A!", organizationName: "Edit Hall" }),
      });
      const [row] = await handle.db
        .select({ name: communities.name, nameKey: communities.nameKey })
        .from(communities)
        .where(eq(communities.id, unchanged!.community!.id));
      expect(row).toEqual({ name: "EDIT CREW A!", nameKey: communityNameKey("Edit Crew A") });
    });

    it("center editing refuses another organiser's name for a center without a community", async () => {
      const { locationId } = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: { ...center({ organizationName: "Lonely Hall" }), communityName: null },
      });
      expectTaken(
        await refusal(
          updateLanCenter({
            db: handle.db,
            userId: A,
            locationId,
            form: centerEdit({ communityName: "VaIhallan", organizationName: "Lonely Hall" }),
          }),
        ),
      );
      expect((await getOwnCenter({ db: handle.db, userId: A, locationId }))!.community).toBeNull();
    });

    it("a verified community's rename waits for review only when free, and approval checks again", async () => {
      const { locationId } = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: center({ communityName: "Verified Crew A", organizationName: "Verified Hall" }),
      });
      const own = await getOwnCenter({ db: handle.db, userId: A, locationId });
      const communityId = own!.community!.id;
      await handle.db
        .update(communities)
        .set({ isVerified: true })
        .where(eq(communities.id, communityId));
      // Another organiser's name: refused, nothing waits.
      expectTaken(
        await refusal(
          updateLanCenter({
            db: handle.db,
            userId: A,
            locationId,
            form: centerEdit({ communityName: "Válhallan", organizationName: "Verified Hall" }),
          }),
        ),
      );
      const open = () =>
        handle.db
          .select({ id: pendingChanges.id, decision: pendingChanges.decision })
          .from(pendingChanges)
          .where(eq(pendingChanges.itemId, communityId));
      expect(await open()).toEqual([]);
      // A free name waits for review; B takes a lookalike of it meanwhile.
      const saved = await updateLanCenter({
        db: handle.db,
        userId: A,
        locationId,
        form: centerEdit({ communityName: "Later Taken", organizationName: "Verified Hall" }),
      });
      expect(saved.pendingReview).toBe(true);
      await registerLanCenter({
        db: handle.db,
        userId: B,
        form: center({ communityName: "later taken.", organizationName: "B's Later Hall" }),
      });
      const [change] = await open();
      const approval = await decideChange(handle.db, {
        changeId: change!.id,
        adminUserId: "names-admin",
        action: "approve",
      }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isAppError(approval) && approval.status).toBe(409);
      expect(isAppError(approval) && approval.code).toBe("directory.community_taken");
      const [community] = await handle.db
        .select({ name: communities.name })
        .from(communities)
        .where(eq(communities.id, communityId));
      expect(community!.name).toBe("Verified Crew A");
      expect(await open()).toEqual([{ id: change!.id, decision: null }]);
    });

    it("an approved rename stores the new name's key", async () => {
      const { locationId } = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: center({ communityName: "Approved Crew", organizationName: "Approved Hall" }),
      });
      const communityId = (await getOwnCenter({ db: handle.db, userId: A, locationId }))!.community!
        .id;
      await handle.db
        .update(communities)
        .set({ isVerified: true })
        .where(eq(communities.id, communityId));
      await updateLanCenter({
        db: handle.db,
        userId: A,
        locationId,
        form: centerEdit({
          communityName: "Approved Crew Renamed",
          organizationName: "Approved Hall",
        }),
      });
      const [change] = await handle.db
        .select({ id: pendingChanges.id })
        .from(pendingChanges)
        .where(eq(pendingChanges.itemId, communityId));
      await decideChange(handle.db, {
        changeId: change!.id,
        adminUserId: "names-admin",
        action: "approve",
      });
      const [row] = await handle.db
        .select({ name: communities.name, nameKey: communities.nameKey })
        .from(communities)
        .where(eq(communities.id, communityId));
      expect(row).toEqual({
        name: "Approved Crew Renamed",
        nameKey: communityNameKey("Approved Crew Renamed"),
      });
      // Now the new name is A's: B cannot take it.
      expectTaken(
        await refusal(
          registerLanParty({
            db: handle.db,
            userId: B,
            form: party({ communityName: "approved crew renamed" }),
          }),
        ),
      );
    });

    it("of parallel registrations of lookalike names by different users, exactly one succeeds", async () => {
      const names = ["Race Crew", "RACE CREW", "Race Crew\u200B", "Race Crew.", "Rаce Crew"];
      const results = await Promise.allSettled(
        names.flatMap((name, i) => [
          registerLanCenter({
            db: handle.db,
            userId: `racer-${i}`,
            form: center({ communityName: name, organizationName: `Race Hall ${i}` }),
          }),
          registerLanParty({
            db: handle.db,
            userId: `party-racer-${i}`,
            form: party({ communityName: name }),
          }),
        ]),
      );
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r) => r.status === "rejected");
      expect(won).toHaveLength(1);
      for (const r of lost) {
        expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "community_taken" });
      }
      const rows = await handle.db
        .select({ createdBy: communities.createdBy })
        .from(communities)
        .where(eq(communities.nameKey, communityNameKey("Race Crew")));
      expect(rows).toHaveLength(1);
    });
  });
}
