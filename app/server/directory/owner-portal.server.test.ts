import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lanCenterEditFormSchema, lanCenterFormSchema } from "~/lib/lan-center-form";
import { lanPartyEditFormSchema, lanPartyFormSchema } from "~/lib/lan-party-form";
import { setupRequestSchema } from "~/lib/setup-request";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import {
  communities,
  events,
  lanCenterSubscriptions,
  locationContacts,
  locations,
  partnerLeads,
} from "../db/schema";
import { deleteLanCenter } from "./owner-center-delete.server";
import { getOwnCenter, updateLanCenter } from "./owner-center-edit.server";
import { registerLanCenter } from "./owner-center-register.server";
import { listContactsForAdmin } from "./owner-contacts.server";
import { getOwnerOverview } from "./owner-dashboard.server";
import { OwnerError } from "./owner-errors.server";
import { sendSetupRequest, type OutgoingMessage } from "./owner-onboarding.server";
import { getOwnParty, updateLanParty } from "./owner-party-edit.server";
import { registerLanParty } from "./owner-party-register.server";

const A = "user-a";
const account = { userId: A, email: "ada@example.com" };
const B = "user-b";

const centerInput = (overrides: Record<string, string> = {}) =>
  lanCenterFormSchema.parse({
    contactFirstName: "Ada",
    contactLastName: "Lovelace",
    contactEmail: "ada@example.com",
    communityName: "North Gamers",
    communityDescription: "",
    communityImageUrl: "",
    organizationName: "Pixel Arena",
    website: "https://pixel.example",
    address: "1 Main St, Springfield",
    lat: "40.5",
    lng: "-73.25",
    description: "Forty PCs.",
    imageUrl: "",
    ...overrides,
  });

const partyInput = (overrides: Record<string, string> = {}) =>
  lanPartyFormSchema.parse({
    organizationName: "Frag Fest",
    startDate: "2027-03-01T18:00",
    endDate: "2027-03-02T10:00",
    timeZone: "UTC",
    communityName: "Frag Club",
    description: "All night.",
    ...overrides,
  });

async function rowCount(handle: DatabaseHandle, table: typeof locations | typeof communities) {
  const [row] = await handle.db.select({ n: count() }).from(table);
  return row!.n;
}

async function expectOwnerError(promise: Promise<unknown>, code: OwnerError["code"]) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OwnerError);
  expect((error as OwnerError).code).toBe(code);
  return error as OwnerError;
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`owner portal on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
    });
    afterAll(() => handle?.close());

    it("registers community, unverified location and contact in one go", async () => {
      const { locationId, reusedContact } = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: centerInput(),
      });
      expect(reusedContact).toBe(false);
      const center = await getOwnCenter({ db: handle.db, userId: A, locationId });
      expect(center).toMatchObject({
        organizationName: "Pixel Arena",
        lat: 40.5,
        lng: -73.25,
        imageUrl: null,
        community: { name: "North Gamers" },
        contact: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
      });
      const [row] = await handle.db.select().from(locations).where(eq(locations.id, locationId));
      expect(row).toMatchObject({ verified: false, createdBy: A, onboardingEmailSent: false });
    });

    it("creates no community when none is named", async () => {
      const before = await rowCount(handle, communities);
      const { locationId } = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: { ...centerInput({ organizationName: "No Community" }), communityName: null },
      });
      expect(await rowCount(handle, communities)).toBe(before);
      expect((await getOwnCenter({ db: handle.db, userId: A, locationId }))!.community).toBeNull();
    });

    it("leaves no community or location behind when the contact insert fails", async () => {
      await handle.db.execute(
        sql`alter table location_contacts add constraint test_reject_contact check (email is distinct from 'reject@example.com')`,
      );
      try {
        const locationsBefore = await rowCount(handle, locations);
        const communitiesBefore = await rowCount(handle, communities);
        await expectOwnerError(
          registerLanCenter({
            db: handle.db,
            userId: A,
            form: centerInput({
              contactEmail: "reject@example.com",
              communityName: "Ghost Community",
              organizationName: "Ghost Arena",
            }),
          }),
          "create_failed",
        );
        expect(await rowCount(handle, locations)).toBe(locationsBefore);
        expect(await rowCount(handle, communities)).toBe(communitiesBefore);
        const ghosts = await handle.db
          .select()
          .from(communities)
          .where(eq(communities.name, "Ghost Community"));
        expect(ghosts).toEqual([]);
      } finally {
        await handle.db.execute(
          sql`alter table location_contacts drop constraint test_reject_contact`,
        );
      }
    });

    it("reuses a contact with the same organization name, e-mail and type by linking it", async () => {
      const form = centerInput({ organizationName: "Reuse Arena", contactEmail: "r@example.com" });
      const first = await registerLanCenter({ db: handle.db, userId: A, form });
      const second = await registerLanCenter({ db: handle.db, userId: A, form });
      expect(second.reusedContact).toBe(true);
      const contacts = await handle.db
        .select()
        .from(locationContacts)
        .where(eq(locationContacts.email, "r@example.com"));
      expect(contacts).toHaveLength(1);
      expect(contacts[0]!.locationId).toBe(second.locationId);
      expect(first.locationId).not.toBe(second.locationId);
      // Another user's center keeps its contact: B gets a new one.
      const third = await registerLanCenter({
        db: handle.db,
        userId: B,
        // A's community name is A's (ADR 070); B names its own.
        form: { ...form, communityName: "Reuse Crew of B" },
      });
      expect(third.reusedContact).toBe(false);
      const after = await handle.db
        .select()
        .from(locationContacts)
        .where(eq(locationContacts.email, "r@example.com"));
      expect(after.map((c) => c.locationId).sort()).toEqual(
        [second.locationId, third.locationId].sort(),
      );
    });

    it("edits a center: blanks become null, a blank community name leaves the community, coordinates stay required", async () => {
      const { locationId } = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: centerInput({ organizationName: "Edit Me", imageUrl: "https://img.example/a.png" }),
      });
      const form = lanCenterEditFormSchema.parse({
        organizationName: "Edited",
        address: "2 Side St",
        description: "Now bigger.",
        lat: "41",
        lng: " -74 ",
        website: "",
        imageUrl: "",
        communityName: "  ",
        communityDescription: "ignored",
        contactFirstName: "",
        contactLastName: "",
        contactEmail: "",
      });
      await updateLanCenter({ db: handle.db, userId: A, locationId, form });
      const center = await getOwnCenter({ db: handle.db, userId: A, locationId });
      expect(center).toMatchObject({
        organizationName: "Edited",
        lat: 41,
        lng: -74,
        website: null,
        imageUrl: null,
        community: { name: "North Gamers", description: null },
        contact: { firstName: null, lastName: null, email: null },
      });
      await updateLanCenter({
        db: handle.db,
        userId: A,
        locationId,
        form: { ...form, communityName: "Renamed", communityDescription: "New text" },
      });
      expect(
        (await getOwnCenter({ db: handle.db, userId: A, locationId }))!.community,
      ).toMatchObject({ name: "Renamed", description: "New text" });
      const blank = lanCenterEditFormSchema.safeParse({
        organizationName: "Edited",
        address: "2 Side St",
        description: "Now bigger.",
        lat: "",
        lng: " ",
      });
      expect(blank.success).toBe(false);
      expect(blank.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
        ["lat", "Latitude is required"],
        ["lng", "Longitude is required"],
      ]);
    });

    it("treats another user's center as not found for read, edit, delete and setup request", async () => {
      const { locationId } = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: centerInput({ organizationName: "Private Arena" }),
      });
      expect(await getOwnCenter({ db: handle.db, userId: B, locationId })).toBeUndefined();
      const form = lanCenterEditFormSchema.parse({
        organizationName: "Hijacked",
        address: "x",
        description: "x",
        lat: "1",
        lng: "2",
      });
      await expectOwnerError(
        updateLanCenter({ db: handle.db, userId: B, locationId, form }),
        "not_found",
      );
      await expectOwnerError(
        deleteLanCenter({ db: handle.db, userId: B, locationId }),
        "not_found",
      );
      const sent: OutgoingMessage[] = [];
      await expectOwnerError(
        sendSetupRequest({
          db: handle.db,
          userId: B,
          account: { userId: B, email: "b-account@example.com" },
          supportEmail: "support@example.com",
          form: setupRequestSchema.parse({
            locationId,
            firstName: "B",
            lastName: "B",
            email: "b@example.com",
            lanCenterName: "x",
            lanCenterAddress: "y",
          }),
          send: async (m) => void sent.push(m),
        }),
        "not_found",
      );
      expect(sent).toEqual([]);
      const [row] = await handle.db.select().from(locations).where(eq(locations.id, locationId));
      expect(row).toMatchObject({ organizationName: "Private Arena", onboardingEmailSent: false });
      const overview = await getOwnerOverview({ db: handle.db, plans: [], userId: B });
      expect(overview.centers.map((c) => c.id)).not.toContain(locationId);
    });

    it("deletes a center with its contacts, but not while a subscription is active or trialing", async () => {
      const { locationId } = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: centerInput({ organizationName: "Paid Arena", contactEmail: "paid@example.com" }),
      });
      for (const [status, blocked] of [
        ["active", true],
        ["trialing", true],
        ["canceled", false],
      ] as const) {
        await handle.db.insert(lanCenterSubscriptions).values({
          locationId,
          userId: A,
          status,
          priceId: "price_x",
          stripeSubscriptionId: `sub_${status}_${engine.name}`,
        });
        if (blocked) {
          const error = await expectOwnerError(
            deleteLanCenter({ db: handle.db, userId: A, locationId }),
            "subscription_active",
          );
          expect(error.message).toMatch(/Cancel the subscription/);
          const overview = await getOwnerOverview({ db: handle.db, plans: [], userId: A });
          expect(overview.centers.find((c) => c.id === locationId)!.subscription!.status).toBe(
            status,
          );
          await handle.db
            .update(lanCenterSubscriptions)
            .set({ status: "canceled" })
            .where(eq(lanCenterSubscriptions.locationId, locationId));
        }
      }
      await deleteLanCenter({ db: handle.db, userId: A, locationId });
      expect(await handle.db.select().from(locations).where(eq(locations.id, locationId))).toEqual(
        [],
      );
      expect(
        await handle.db
          .select()
          .from(locationContacts)
          .where(eq(locationContacts.email, "paid@example.com")),
      ).toEqual([]);
    });

    it("counts active and trialing subscriptions on the dashboard", async () => {
      const user = "user-count";
      const ids = [];
      for (const name of ["One", "Two", "Three"]) {
        ids.push(
          (
            await registerLanCenter({
              db: handle.db,
              userId: user,
              form: centerInput({ organizationName: name, communityName: "Counting Crew" }),
            })
          ).locationId,
        );
      }
      for (const [i, status] of ["active", "trialing", "canceled"].entries()) {
        await handle.db.insert(lanCenterSubscriptions).values({
          locationId: ids[i]!,
          userId: user,
          status,
          priceId: "price_x",
          stripeSubscriptionId: `sub_count_${i}_${engine.name}`,
        });
      }
      const overview = await getOwnerOverview({ db: handle.db, plans: [], userId: user });
      expect(overview.centers).toHaveLength(3);
      expect(overview.activeSubscriptionCount).toBe(2);
      expect(overview.centers.every((c) => c.communityName === "Counting Crew")).toBe(true);
    });

    it("finds a party's community by trimmed, case-insensitive name or creates it", async () => {
      const [existing] = await handle.db
        .insert(communities)
        .values({ name: "Frag Club", createdBy: A })
        .returning();
      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: A,
        form: partyInput({ communityName: "  fRAG club " }),
      });
      const [event] = await handle.db.select().from(events).where(eq(events.id, eventId));
      expect(event).toMatchObject({ communityId: existing!.id, verified: false, createdBy: A });
      expect(event!.startDate.toISOString()).toBe("2027-03-01T18:00:00.000Z");
      const { eventId: other } = await registerLanParty({
        db: handle.db,
        userId: A,
        form: partyInput({ communityName: " Brand New Crew " }),
      });
      const [created] = await handle.db
        .select({ name: communities.name, verified: communities.isVerified })
        .from(events)
        .innerJoin(communities, eq(communities.id, events.communityId))
        .where(eq(events.id, other));
      expect(created).toEqual({ name: "Brand New Crew", verified: false });
    });

    it("refuses another organiser's community name on its field and creates nothing (ADR 049)", async () => {
      await handle.db.insert(communities).values({ name: "Taken Crew", createdBy: B });
      const [ownByA] = await handle.db
        .insert(communities)
        .values({ name: "Own Crew", createdBy: A })
        .returning();
      const eventsBefore = (await handle.db.select({ n: count() }).from(events))[0]!.n;
      const communitiesBefore = await rowCount(handle, communities);
      const refused = await expectOwnerError(
        registerLanParty({
          db: handle.db,
          userId: A,
          form: partyInput({ communityName: "  tAKEN crew ", contactEmail: "org@example.com" }),
        }),
        "community_taken",
      );
      expect(refused.status).toBe(409);
      expect(refused.fieldErrors).toEqual({
        communityName: "That community belongs to another organiser. Choose another name.",
      });
      expect((await handle.db.select({ n: count() }).from(events))[0]!.n).toBe(eventsBefore);
      expect(await rowCount(handle, communities)).toBe(communitiesBefore);
      // The same name is B's own community for B, and A's own community is reused for A.
      const { eventId: byB } = await registerLanParty({
        db: handle.db,
        userId: B,
        form: partyInput({ communityName: "Taken Crew" }),
      });
      const { eventId: byA } = await registerLanParty({
        db: handle.db,
        userId: A,
        form: partyInput({ communityName: "own crew" }),
      });
      const [eventByA] = await handle.db.select().from(events).where(eq(events.id, byA));
      expect(eventByA!.communityId).toBe(ownByA!.id);
      expect((await getOwnParty({ db: handle.db, userId: B, eventId: byB })).communityId).not.toBe(
        ownByA!.id,
      );
      expect(await rowCount(handle, communities)).toBe(communitiesBefore);
    });

    it("links a party only to a verified center", async () => {
      const { locationId } = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: centerInput({ organizationName: "Unverified Arena" }),
      });
      const eventsBefore = (await handle.db.select({ n: count() }).from(events))[0]!.n;
      await expectOwnerError(
        registerLanParty({ db: handle.db, userId: A, form: partyInput({ locationId }) }),
        "not_found",
      );
      expect((await handle.db.select({ n: count() }).from(events))[0]!.n).toBe(eventsBefore);
      await handle.db.update(locations).set({ verified: true }).where(eq(locations.id, locationId));
      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: A,
        form: partyInput({ locationId, contactEmail: "org@example.com" }),
      });
      expect((await getOwnParty({ db: handle.db, userId: A, eventId })).locationId).toBe(
        locationId,
      );
    });

    it("edits a party: coordinates 0 or unparseable become null; others are refused", async () => {
      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: A,
        form: partyInput({ lat: "10", lng: "20" }),
      });
      const edit = (values: Record<string, string>) =>
        lanPartyEditFormSchema.parse({
          organizationName: "Frag Fest 2",
          description: "Longer.",
          startDate: "2027-03-01T19:30",
          endDate: "2027-03-02T11:00",
          timeZone: "Europe/Berlin",
          website: "",
          imageUrl: "",
          ...values,
        });
      await updateLanParty({
        db: handle.db,
        userId: A,
        eventId,
        form: edit({ lat: "0", lng: "abc", customLocation: "" }),
      });
      const party = await getOwnParty({ db: handle.db, userId: A, eventId });
      expect(party).toMatchObject({
        organizationName: "Frag Fest 2",
        lat: null,
        lng: null,
        website: null,
        customLocation: null,
      });
      expect(party.startDate.toISOString()).toBe("2027-03-01T18:30:00.000Z");
      await updateLanParty({
        db: handle.db,
        userId: A,
        eventId,
        form: edit({ lat: "51.5", lng: "-0.12" }),
      });
      expect(await getOwnParty({ db: handle.db, userId: A, eventId })).toMatchObject({
        lat: 51.5,
        lng: -0.12,
      });

      const refused = await expectOwnerError(
        updateLanParty({ db: handle.db, userId: B, eventId, form: edit({ lat: "1" }) }),
        "forbidden",
      );
      expect(refused.message).toBe("You do not have permission to edit this event");
      await expectOwnerError(getOwnParty({ db: handle.db, userId: B, eventId }), "forbidden");
      expect((await getOwnParty({ db: handle.db, userId: A, eventId })).lat).toBe(51.5);
      const missing = await expectOwnerError(
        getOwnParty({ db: handle.db, userId: A, eventId: crypto.randomUUID() }),
        "not_found",
      );
      expect(missing.message).toBe("Event not found");
      const overview = await getOwnerOverview({ db: handle.db, plans: [], userId: B });
      expect(overview.parties.map((p) => p.id)).not.toContain(eventId);
    });

    it("sends the setup request to support (reply-to the typed address) and the copy to the account's own address, then marks the center", async () => {
      const { locationId } = await registerLanCenter({
        db: handle.db,
        userId: A,
        form: centerInput({ organizationName: "Setup Arena" }),
      });
      const form = setupRequestSchema.parse({
        locationId,
        firstName: "Ada",
        lastName: "Lovelace",
        email: "stranger@example.net",
        lanCenterName: "Setup Arena",
        lanCenterAddress: "1 Main St",
        website: "https://setup.example",
      });
      await expectOwnerError(
        sendSetupRequest({
          db: handle.db,
          userId: A,
          account,
          supportEmail: "support@example.com",
          form,
          send: async () => {
            throw new Error("SMTP down");
          },
        }),
        "create_failed",
      ).then((e) =>
        expect(e.message).toBe(
          "Failed to send setup email. Please contact support directly at support@example.com.",
        ),
      );
      let [row] = await handle.db.select().from(locations).where(eq(locations.id, locationId));
      expect(row!.onboardingEmailSent).toBe(false);

      const sent: OutgoingMessage[] = [];
      await sendSetupRequest({
        db: handle.db,
        userId: A,
        account,
        supportEmail: "support@example.com",
        form,
        send: async (m) => void sent.push(m),
      });
      expect(sent.map((m) => [m.to, m.replyTo])).toEqual([
        [{ kind: "team", email: "support@example.com" }, "stranger@example.net"],
        [{ kind: "account", userId: A, email: "ada@example.com" }, "support@example.com"],
      ]);
      // The stranger typed into the dialog gets nothing; the team sees the typed address.
      expect(sent.filter((m) => m.to.email === "stranger@example.net")).toEqual([]);
      for (const text of [
        "Ada Lovelace",
        "stranger@example.net",
        "Setup Arena",
        "1 Main St",
        "https://setup.example",
      ]) {
        expect(sent[0]!.text).toContain(text);
      }
      [row] = await handle.db.select().from(locations).where(eq(locations.id, locationId));
      expect(row!.onboardingEmailSent).toBe(true);
      expect(row!.onboardingEmailSentAt).toBeInstanceOf(Date);
    });

    it("refuses a center's 4th setup request of the day, and admits exactly 3 of 50 parallel ones", async () => {
      const register = async (name: string) =>
        (
          await registerLanCenter({
            db: handle.db,
            userId: A,
            form: centerInput({ organizationName: name }),
          })
        ).locationId;
      const request = (locationId: string, sent: OutgoingMessage[]) =>
        sendSetupRequest({
          db: handle.db,
          userId: A,
          account,
          supportEmail: "support@example.com",
          form: setupRequestSchema.parse({
            locationId,
            firstName: "Ada",
            lastName: "Lovelace",
            email: "ada@example.com",
            lanCenterName: "Limited Arena",
            lanCenterAddress: "1 Main St",
          }),
          send: async (m) => void sent.push(m),
        });
      const first = await register("Limited Arena");
      const sent: OutgoingMessage[] = [];
      for (let i = 0; i < 3; i++) await request(first, sent);
      const refused = await expectOwnerError(request(first, sent), "rate_limited");
      expect(refused.message).toBe(
        "You have sent 3 setup requests for this center today. Please try again tomorrow.",
      );
      expect(refused.status).toBe(429);
      expect(sent).toHaveLength(6);

      const second = await register("Parallel Arena");
      const parallel: OutgoingMessage[] = [];
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () => request(second, parallel)),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
      expect(parallel.filter((m) => m.to.kind === "team")).toHaveLength(3);
    });

    it("lists contacts newest first for administrators only", async () => {
      await expectOwnerError(
        listContactsForAdmin({ db: handle.db, actor: { userId: A, isAdmin: false } }),
        "forbidden",
      );
      await handle.db.insert(partnerLeads).values({
        program: "early-access",
        pagePath: "/signup-early",
        name: "Lena Lead",
        email: "lena@example.com",
        organization: "Lead Lounge",
        venueType: "game-cafe",
        clientKey: "k",
      });
      const contacts = await listContactsForAdmin({
        db: handle.db,
        actor: { userId: "admin", isAdmin: true },
      });
      expect(contacts.length).toBeGreaterThan(2);
      expect(contacts[0]).toMatchObject({
        type: "partner_lead",
        organizationName: "Lead Lounge",
        ownerName: "Lena Lead",
        email: "lena@example.com",
      });
      const times = contacts.map((c) => c.createdAt.getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(contacts.some((c) => c.type === "lan_party")).toBe(true);
    });
  });
}
