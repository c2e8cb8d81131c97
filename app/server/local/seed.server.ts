/**
 * Demo data loader (issue: foundation, "Demo data"; issue 24 item 2): inserts the fictional
 * centers, their photos and parties of `demo-data.ts` into an empty database, in one transaction.
 * What owners type goes through the owners' rules first: each center through the center form's
 * schema (hours, platforms, facilities, price and currency), each party's times through the party
 * form's rule in the party's own zone (ADR 073), each photo through the photos area's checks and
 * renditions on its bounded queue. The pictures are drawn before the transaction opens.
 */
import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { hoursFormValues } from "~/lib/opening-hours";
import { lanCenterFormSchema, type LanCenterForm } from "~/lib/lan-center-form";
import { resolvePartyTimes } from "~/lib/lan-party-form";
import { parseInZone, toInputInZone } from "~/lib/local-date-time";
import type { Database } from "../db/client.server";
import {
  demoCommunities,
  demoEvents,
  type DemoCenter,
  type DemoCommunity,
  type DemoEvent,
} from "./demo-data";
import { demoPhotoPng, demoPictureHue, scenesFor, type DemoScene } from "./demo-photos.server";
import { EMULATOR_PRICE_IDS } from "../billing/plans.server";
import { communityNameKey } from "../directory/community-name-key.server";
import { centerRowOf } from "../directory/rows.server";
import { timeZoneAt } from "../directory/time-zone.server";
import { photoWork, processPhoto, storePhoto, type ProcessedPhoto } from "../photos/index.server";
import {
  communities,
  events,
  lanCenterSubscriptions,
  locationContacts,
  locations,
  userLanCenters,
} from "../db/schema";

/** User id of the fictional administrator who created the admin-made demo centers. */
export const DEMO_ADMIN_USER_ID = "demo-admin";
/** User id of the fictional owner of the other demo centers. */
export const DEMO_OWNER_USER_ID = "demo-owner";

/** Result of `seedDemoData`: whether it inserted, and how many centers. */
export interface SeedResult {
  seeded: boolean;
  centers: number;
  /**
   * The id of the center marked `ownedByDemoAccount` when `demoAccountId` was given (it has no
   * subscription yet: the caller pays its plan through billing), else null.
   */
  accountCenterId: string | null;
}

/** Options of `seedDemoData`. */
export interface SeedOptions {
  /**
   * The demo owner's account (better-auth user id, issue 24 item 1): creates the centers,
   * communities and events marked `ownedByDemoAccount`, and their centers get no seeded
   * subscription row. Without it the fictional demo owner has them, with seeded rows.
   */
  demoAccountId?: string;
}

/** True when the database holds no communities and no locations yet. */
export async function isDirectoryEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(locations);
  const [communityRow] = await db.select({ n: count() }).from(communities);
  return (row?.n ?? 0) === 0 && (communityRow?.n ?? 0) === 0;
}

/** Photos a demo center gets: a cover and one or two more, up to four with more platforms. */
export function demoPhotoScenes(center: DemoCenter): DemoScene[] {
  const extra = center.facilities.platforms.filter((platform) => platform !== "pc").length;
  return scenesFor(center.facilities.platforms, 2 + extra);
}

/** The key of one rendered picture: a colour and a scene. */
const pictureKey = (hue: number, scene: DemoScene) => `${hue}:${scene}`;

/** Pictures rendered per batch on the photos area's queue (it lets 2 run and 16 wait). */
const PICTURE_BATCH = 8;

/**
 * Draws and processes every picture the demo centers use, each (colour, scene) once, through the
 * photos area's checks and renditions on its bounded queue (`photoWork`), as uploads are.
 * @returns the processed pictures by `pictureKey`
 * @throws the photos area's AppError if a drawn picture were refused
 */
async function renderDemoPictures(centers: readonly DemoCenter[]) {
  const wanted = new Map<string, { hue: number; scene: DemoScene }>();
  for (const center of centers) {
    for (const scene of demoPhotoScenes(center)) {
      const hue = demoPictureHue(center.organizationName, scene);
      wanted.set(pictureKey(hue, scene), { hue, scene });
    }
  }
  const entries = [...wanted];
  const pictures = new Map<string, ProcessedPhoto>();
  for (let at = 0; at < entries.length; at += PICTURE_BATCH) {
    const batch = entries.slice(at, at + PICTURE_BATCH);
    const done = await photoWork.runAll(
      batch.map(
        ([, { hue, scene }]) =>
          async () =>
            processPhoto({ bytes: await demoPhotoPng(hue, scene), field: "photos" }),
      ),
    );
    batch.forEach(([key], index) => pictures.set(key, done[index]!));
  }
  return pictures;
}

/**
 * A demo center as its owner would type it into the center form, checked by that form's schema
 * (`lanCenterFormSchema`: hours, platforms, facilities, price and currency, coordinates).
 * @returns the validated form, whose columns `centerRowOf` writes
 * @throws Error naming the center and the form's messages when the demo data breaks a rule
 */
export function demoCenterForm(community: DemoCommunity, center: DemoCenter): LanCenterForm {
  const { facilities: f, contact } = center;
  const parsed = lanCenterFormSchema.safeParse({
    contactFirstName: contact?.firstName ?? "",
    contactLastName: contact?.lastName ?? "",
    contactEmail: contact?.email ?? "",
    communityName: community.name,
    communityDescription: community.description,
    organizationName: center.organizationName,
    website: center.website ?? "",
    address: center.address,
    description: center.description,
    lat: String(center.lat),
    lng: String(center.lng),
    stations: f.stations === null ? "" : String(f.stations),
    platforms: f.platforms.join(","),
    priceFrom: f.priceFrom ?? "",
    priceCurrency: f.priceCurrency ?? "",
    phone: f.phone ?? "",
    amenities: f.amenities.join(","),
    ...hoursFormValues(center.hours),
  });
  if (!parsed.success) {
    const messages = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`seed: demo center ${center.organizationName}: ${messages.join("; ")}`);
  }
  return parsed.data;
}

/**
 * A demo party's zone and instants (ADR 073): the zone of its coordinates, else of its center,
 * else the organiser's `timeZone`; it starts `startOffsetDays` after `now`'s day at `startTime`
 * on that zone's wall clock and ends `durationHours` later, read by the party form's rule
 * (`resolvePartyTimes`, end after start, end in the future as of `now`). A past demo party (a
 * negative offset) is one that has ended since, so only the end-after-start rule applies to it.
 * @throws Error naming the party when its times break a rule
 */
export function demoPartyTimes(
  event: DemoEvent,
  venue: { lat: number; lng: number } | null,
  now: number,
): { timeZone: string; startDate: Date; endDate: Date } {
  const timeZone =
    timeZoneAt(event.lat, event.lng) ??
    timeZoneAt(venue?.lat ?? null, venue?.lng ?? null) ??
    event.timeZone ??
    "UTC";
  const day = toInputInZone(new Date(now + event.startOffsetDays * DAY_MS), timeZone).slice(0, 10);
  const startText = `${day}T${event.startTime}`;
  const start = parseInZone(startText, timeZone);
  const endText = start
    ? toInputInZone(new Date(start.getTime() + event.durationHours * 3_600_000), timeZone)
    : "";
  const times = resolvePartyTimes(
    startText,
    endText,
    timeZone,
    new Date(event.startOffsetDays < 0 ? 0 : now),
  );
  const problem = Object.values(times.errors)[0];
  if (problem || !times.startDate || !times.endDate) {
    throw new Error(`seed: demo party ${event.organizationName}: ${problem ?? "no dates"}`);
  }
  return { timeZone, startDate: times.startDate, endDate: times.endDate };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Inserts the demo communities, centers (hours, facilities, photos), contacts, parties and the
 * two fictional demo profiles when the directory is empty; does nothing otherwise.
 * @param now anchors the party dates (ms since epoch)
 * @param options.demoAccountId the demo owner's account, which gets the items marked
 *   `ownedByDemoAccount` (issue 24 item 1)
 * @returns whether it inserted, how many centers, and the demo account's center
 * @throws Error when the demo data breaks a form rule (a bug in `demo-data.ts`), or the
 *   database's error
 */
export async function seedDemoData(
  db: Database,
  now = Date.now(),
  options: SeedOptions = {},
): Promise<SeedResult> {
  if (!(await isDirectoryEmpty(db))) return { seeded: false, centers: 0, accountCenterId: null };
  const account = options.demoAccountId;
  /** Who creates an item: the demo account for its own items when there is one. */
  const ownerOf = (item: { ownedByDemoAccount?: true }) =>
    account && item.ownedByDemoAccount ? account : DEMO_OWNER_USER_ID;
  // Everything checked and drawn before the transaction, which then only writes.
  const allCenters = demoCommunities.flatMap((community) => community.centers);
  const forms = new Map(
    demoCommunities.flatMap((community) =>
      community.centers.map((center) => [center, demoCenterForm(community, center)] as const),
    ),
  );
  const venues = new Map(allCenters.map((center) => [center.organizationName, center]));
  const parties = demoEvents.map((event) => ({
    event,
    times: demoPartyTimes(
      event,
      event.centerName ? (venues.get(event.centerName) ?? null) : null,
      now,
    ),
  }));
  const pictures = await renderDemoPictures(allCenters);
  let centers = 0;
  let accountCenterId: string | null = null;
  await db.transaction(async (tx) => {
    await tx
      .insert(userLanCenters)
      .values([
        {
          userId: DEMO_ADMIN_USER_ID,
          userEmail: "admin@lancenter.example",
          firstName: "Demo",
          lastName: "Admin",
          displayName: "Demo Admin",
          role: "admin",
        },
        {
          userId: DEMO_OWNER_USER_ID,
          userEmail: "owner@lancenter.example",
          firstName: "Demo",
          lastName: "Owner",
          displayName: "Demo Owner",
          role: "user",
        },
      ])
      .onConflictDoNothing();
    const centerIds = new Map<string, string>();
    const adminCenters = new Set<string>();
    const communityIds = new Map<string, string>();
    for (const community of demoCommunities) {
      // A community belongs to the account when all its centers do (ADR 049).
      const communityOwner = community.centers.every((center) => center.ownedByDemoAccount)
        ? (account ?? DEMO_OWNER_USER_ID)
        : DEMO_OWNER_USER_ID;
      const [inserted] = await tx
        .insert(communities)
        .values({
          name: community.name,
          nameKey: communityNameKey(community.name),
          description: community.description,
          website: community.website,
          isVerified: community.isVerified,
          createdBy: communityOwner,
        })
        .returning({ id: communities.id });
      if (!inserted) throw new Error(`seed: community ${community.name} was not inserted`);
      communityIds.set(community.name, inserted.id);
      for (const center of community.centers) {
        const createdBy = center.createdByAdmin ? DEMO_ADMIN_USER_ID : ownerOf(center);
        // The gallery as an approved one is kept (ADR 056): the photo ids, the cover first, and
        // the cover's address in image_url; stored first, so the center is written once.
        const id = randomUUID();
        const gallery = [];
        for (const scene of demoPhotoScenes(center)) {
          const hue = demoPictureHue(center.organizationName, scene);
          gallery.push(
            await storePhoto(tx, {
              photo: pictures.get(pictureKey(hue, scene))!,
              kind: "center",
              subjectId: id,
              userId: createdBy,
            }),
          );
        }
        const [location] = await tx
          .insert(locations)
          .values({
            id,
            // The columns the register form writes, from the checked form.
            ...centerRowOf(forms.get(center)!),
            photos: gallery.map((photo) => photo.id).join(" "),
            imageUrl: gallery[0]!.url,
            communityId: inserted.id,
            verified: center.verified,
            createdBy,
            // Owner centers without a plan hold a complimentary listing (ADR 050).
            ...(center.createdByAdmin || center.plan
              ? {}
              : { complimentaryAt: new Date(now), complimentaryBy: DEMO_ADMIN_USER_ID }),
          })
          .returning({ id: locations.id });
        if (!location) throw new Error(`seed: center ${center.organizationName} not inserted`);
        const paidByAccount = Boolean(account && center.ownedByDemoAccount);
        if (paidByAccount) accountCenterId = location.id;
        if (center.plan && !paidByAccount) {
          // A demo subscription the emulator never bills: only its status and price matter.
          await tx.insert(lanCenterSubscriptions).values({
            locationId: location.id,
            userId: DEMO_OWNER_USER_ID,
            status: "active",
            priceId: EMULATOR_PRICE_IDS[center.plan],
            stripeSubscriptionId: `sub_demo_${location.id.replaceAll("-", "")}`,
            currentPeriodEnd: Math.floor(now / 1000) + 30 * 24 * 60 * 60,
          });
        }
        centerIds.set(center.organizationName, location.id);
        if (center.createdByAdmin) adminCenters.add(center.organizationName);
        // As the registration form writes it: empty contact fields are stored as nulls.
        const { contact } = center;
        await tx.insert(locationContacts).values({
          locationId: location.id,
          type: "lan_center",
          firstName: contact?.firstName ?? null,
          lastName: contact?.lastName ?? null,
          ownerName: contact ? `${contact.firstName} ${contact.lastName}` : null,
          email: contact?.email ?? null,
          address: contact?.address ?? center.address,
          organizationName: center.organizationName,
          website: center.website,
        });
        centers++;
      }
    }
    for (const { event, times } of parties) {
      // A demo party at the demo admin's center was accepted by that center (ADR 052).
      const atOtherOwner = event.centerName ? adminCenters.has(event.centerName) : false;
      await tx.insert(events).values({
        organizationName: event.organizationName,
        description: event.description,
        communityId: communityIds.get(event.communityName) ?? null,
        locationId: event.centerName ? (centerIds.get(event.centerName) ?? null) : null,
        startDate: times.startDate,
        endDate: times.endDate,
        timeZone: times.timeZone,
        website: event.website,
        customLocation: event.customLocation,
        lat: event.lat,
        lng: event.lng,
        verified: event.verified,
        venueConsent: atOtherOwner ? "accepted" : null,
        createdBy: ownerOf(event),
      });
    }
  });
  return { seeded: true, centers, accountCenterId };
}
