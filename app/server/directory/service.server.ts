/**
 * The directory area's service: public centers and events, the owner portal's centers and
 * parties, contacts and the review counts, with the database (and, for the setup request, the
 * mailer and support address) closed over. Every method takes one input object and throws an
 * `AppError` (`OwnerError`) for an expected failure.
 */
import type { ContactsQuery } from "~/lib/contacts-query";
import { ownerChatOffer } from "~/lib/owner-chat";
import type { CenterSearch } from "~/lib/center-search";
import type { MapViewQuery } from "~/lib/map-view";
import type { LanCenterEditForm, LanCenterForm } from "~/lib/lan-center-form";
import type { LanPartyEditForm, LanPartyForm } from "~/lib/lan-party-form";
import type { ReviewView } from "~/lib/review-queue";
import type { SetupRequestForm } from "~/lib/setup-request";
import { toSubscriptionSummary, type BillingPlan } from "../billing/index.server";
import type { Database } from "../db/client.server";
import { guardMailer, type Mailer } from "../mail/index.server";
import {
  getPublicCenter,
  listPublicCenterIds,
  listPublicCommunities,
  searchCenters,
} from "./centers.server";
import {
  getPublicEvent,
  listPublicEventIds,
  listUpcomingEvents,
  type EventWindow,
} from "./events.server";
import { partiesFeed, partyCalendar } from "./calendar.server";
import { placeOfSearch } from "./find-by-place.server";
import { createMapData, type MapSearch } from "./map-index.server";
import { placeLabel, searchPlaces } from "./places.server";
import { answerComplimentaryForm, listAdminListings } from "./complimentary.server";
import { photoWork, type WorkQueue } from "../photos/index.server";
import {
  editGallery,
  getOwnGallery,
  uploadCenterPhotos,
  type PhotoEdit,
} from "./center-photos.server";
import { readCoverChange, setCover, type CoverChange, type CoverKind } from "./covers.server";
import { deleteLanCenter } from "./owner-center-delete.server";
import { deleteLanParty, type PartyDeletingHook } from "./owner-party-delete.server";
import { getOwnCenter, updateLanCenter } from "./owner-center-edit.server";
import { registerLanCenter } from "./owner-center-register.server";
import { listContactsForAdmin } from "./owner-contacts.server";
import { contactsCsv } from "./contacts-csv.server";
import { getOwnerOverview } from "./owner-dashboard.server";
import { sendSetupRequest, sendWithMailer } from "./owner-onboarding.server";
import { getOwnParty, updateLanParty } from "./owner-party-edit.server";
import { listVerifiedCentersForParty, registerLanParty } from "./owner-party-register.server";
import { ownsAnything, type PartyPublishedHook } from "./followables.server";
import { submissionTokenOf } from "./submission-tokens.server";
import { answerVenueRequest, listVenueRequests } from "./venue-consent.server";
import { answerReviewForm, type PartyChangedHook } from "./review-actions.server";
import { countPending, loadReviewQueue } from "./review.server";

/** What the directory service is built from. */
export interface DirectoryServiceDeps {
  db: Database;
  mailer: Mailer;
  /** The plans of the running billing mode (for the owner overview's plan names). */
  plans: readonly BillingPlan[];
  supportEmail: string;
  /** The site's public origin (PUBLIC_URL), for links in review e-mails. */
  publicUrl: string;
  /** The bounded queue all image decoding goes through; default the process's `photoWork`. */
  photoQueue?: WorkQueue;
  /** The owners' chat invite (CHAT_INVITE_URL), or null when unset (issue 24 item 8). */
  chatInviteUrl?: string | null;
  /**
   * The attendance area's hooks (issue 25 item 3): inside a party's deletion (mail everyone going
   * or waiting after commit), and after its capacity changed (promote the waitlist).
   */
  partyHooks?: {
    deleting?: PartyDeletingHook;
    capacityChanged?: (input: { eventId: string }) => Promise<void>;
    /** After an approved change moved a verified party's time or place (mail attendees). */
    changed?: PartyChangedHook;
    /**
     * Inside the transaction that made a party public to its community's or center's followers
     * (an admin's verify, the venue owner's accept): the follows area records it for the daily
     * digest (issue 25 item 2, ADR 083).
     */
    published?: PartyPublishedHook;
  };
}

/**
 * Builds the directory service.
 * @param deps the database, mailer, billing plans and support address
 * @returns the directory's functions with their dependencies closed over
 */
export function createDirectoryService(deps: DirectoryServiceDeps) {
  const { db } = deps;
  const queue = deps.photoQueue ?? photoWork;
  // Every message of this area goes through the outgoing-mail rule (SECURITY.md).
  const guarded = guardMailer(deps.mailer, { teamAddresses: [deps.supportEmail] });
  const mapData = createMapData({ db });
  return {
    /**
     * One page of public centers for a search, and the total. When the search text names a
     * city (gazetteer, diacritics ignored; `placeOfSearch`) the centers around it are found
     * too, nearest first, and `place` says which city (issue 14 item 3); else `place` is null.
     */
    searchCenters: async (input: { search: CenterSearch; pageSize: number }) => {
      const place = await placeOfSearch(db, input.search);
      // The city orders the list as 'near me' would, and wins over it.
      const search = place ? { ...input.search, near: place } : input.search;
      const result = await searchCenters(db, search, input.pageSize, place);
      return { ...result, place };
    },
    /**
     * Cities whose name, local name or a common alternate name starts with `q` (case and
     * diacritics ignored), best match first, labelled with the region where a name repeats in
     * its country, for the location picker. `limit`: 1 to 20. Reads the gazetteer on the
     * server (ADR 058, ADR 100).
     */
    searchPlaces: async (input: { q: string; limit: number }) =>
      searchPlaces(input.q, input.limit).map((place) => ({
        name: place.name,
        country: place.country,
        label: placeLabel(place),
        lat: place.lat,
        lng: place.lng,
        population: place.population,
      })),
    /** Communities with at least one public center (filter options). */
    listPublicCommunities: () => listPublicCommunities(db),
    /**
     * The map's clusters and single markers of one view (`view`: box and zoom; null: the world
     * overview) for a search, from a server-side index rebuilt when the public data changes
     * (issue 15 item 4, ADR 062). At most `MAP_MAX_FEATURES` features per answer.
     */
    answerMapView: (input: { search: MapSearch; view: MapViewQuery | null }) =>
      mapData.answer(input),
    /**
     * Drops the map's filtered indexes, so the next filtered view reads the data again (on every
     * public-change notice, ADR 095). The unfiltered index follows `map_data_version` itself.
     */
    forgetMapIndexes: (): void => mapData.forgetFiltered(),
    /** A public center with its upcoming events, or null. */
    getPublicCenter: (input: { id: string }) => getPublicCenter(db, input.id),
    /** Ids of all public centers (sitemap). */
    listPublicCenterIds: () => listPublicCenterIds(db),
    /** Verified upcoming events in a date window. */
    listUpcomingEvents: (input: { window: EventWindow }) => listUpcomingEvents(db, input.window),
    /** A public event, or null. */
    getPublicEvent: (input: { id: string }) => getPublicEvent(db, input.id),
    /** Ids of all public upcoming events (sitemap). */
    listPublicEventIds: () => listPublicEventIds(db),
    /**
     * The .ics text of a public party ('Add to calendar'), or null when it is not public.
     * `publicUrl`: the site's origin for the links in it.
     */
    getEventCalendar: async (input: { id: string; publicUrl: string }) => {
      const event = await getPublicEvent(db, input.id);
      return event ? partyCalendar(event, input.publicUrl) : null;
    },
    /** The iCalendar feed of upcoming verified parties (at most 100, soonest first). */
    getUpcomingEventsFeed: async (input: { publicUrl: string }) =>
      partiesFeed(await listUpcomingEvents(db, { from: null, to: null }), input.publicUrl),
    /** Submissions waiting for review, per kind. */
    countPending: () => countPending(db),
    /**
     * Everything /admin/review shows: pending items per kind (resubmitted ones with their
     * previous reason), pending changes field by field, counts, recently verified and, for the
     * `rejected` view, every rejected item.
     */
    loadReviewQueue: (input: { view?: ReviewView } = {}) => loadReviewQueue(db, input.view),
    /**
     * Applies an admin's review form (verify, reject with reason, unverify; approve or reject
     * a pending change) and words the outcome. @returns `{ status, answer }` for the page
     * (409 when another admin decided first or the change was replaced or withdrawn)
     */
    answerReviewForm: (input: { adminUserId: string; formData: FormData }) =>
      answerReviewForm(
        {
          db,
          mailer: guarded,
          publicUrl: deps.publicUrl,
          onPartyChanged: deps.partyHooks?.changed,
          onPartyPublished: deps.partyHooks?.published,
        },
        input.adminUserId,
        input.formData,
      ),

    /** Every verified center with its listing basis, for /admin/listings. */
    listAdminListings: () => listAdminListings(db),
    /**
     * Grants or revokes a complimentary listing from the admin's form.
     * @returns the `FormAnswer` with its notice @throws AppError 400, 404, 409
     */
    answerComplimentaryForm: (input: { adminUserId: string; formData: FormData }) =>
      answerComplimentaryForm({ db, ...input }),

    /**
     * The user's own center's photo gallery (its pending version when a change waits; ADR 056).
     * @returns the gallery, or undefined for a missing or foreign center
     */
    getOwnGallery: (input: { userId: string; locationId: string }) =>
      getOwnGallery({ db, ...input }),
    /**
     * Adds uploaded photos to the user's own center (at most 8 in all): slots reserved under the
     * center's row lock before anything is decoded, decoding through the bounded image queue
     * (issue 23, ADR 068); nothing is stored when one file is refused.
     * @returns whether the gallery now waits for review
     * @throws OwnerError `not_found`; AppError 400 with the message on the `photos` field;
     *   AppError 503 `photos.busy` with `retryAfterSeconds` when the image queue is full
     */
    uploadCenterPhotos: (input: { userId: string; locationId: string; files: File[] }) =>
      uploadCenterPhotos({ db, queue, ...input }),
    /**
     * Moves a photo up or down, makes it the cover or deletes it.
     * @returns whether the gallery now waits for review
     * @throws OwnerError `not_found`; AppError 404 when the photo is not in the gallery
     */
    editCenterPhoto: (input: {
      userId: string;
      locationId: string;
      op: Exclude<PhotoEdit["op"], "add">;
      photoId: string;
    }) =>
      editGallery({
        db,
        userId: input.userId,
        locationId: input.locationId,
        edit: { op: input.op, photoId: input.photoId },
      }),

    /**
     * The cover change a form asks for (a processed upload in `field`, or `${field}Remove`);
     * decoding goes through the bounded image queue (issue 23, ADR 068).
     * @returns the change, or null when the form asks for none
     * @throws AppError 400 with the message on `field` for a bad file (nothing stored); AppError
     *   503 `photos.busy` with `retryAfterSeconds` when the image queue is full
     */
    readCover: (input: { formData: FormData; field: string }) =>
      readCoverChange(input.formData, input.field, queue),
    /**
     * Sets or removes the cover of the user's own party or community (ADR 056); a verified
     * item's new cover waits for review. @returns `{ pendingReview }`
     * @throws OwnerError `not_found` for a missing or foreign item
     */
    setCover: (input: { userId: string; kind: CoverKind; itemId: string; change: CoverChange }) =>
      setCover({ db, ...input }),

    /** The verified centers a LAN party may be held at. */
    listVerifiedCentersForParty: () => listVerifiedCentersForParty(db),
    /** Whether the user created any center, community or party (the nav's Dashboard, ADR 076). */
    ownsAnything: (input: { userId: string }) => ownsAnything(db, input.userId),
    /**
     * Registers a LAN party; a repeated submit of the same form (`submissionToken`, ADR 052)
     * answers the first one's party with `replayed`. @throws OwnerError
     */
    registerLanParty: (input: { userId: string; form: LanPartyForm; submissionToken?: string }) =>
      registerLanParty({
        db,
        ...input,
        submissionToken: submissionTokenOf(input.submissionToken),
      }),
    /** The user's own party. @throws OwnerError `not_found` / `forbidden` */
    getOwnParty: (input: { userId: string; eventId: string }) => getOwnParty({ db, ...input }),
    /**
     * Updates the user's own party; a verified party's edit waits for review.
     * @returns `{ pendingReview, resubmitted }` @throws OwnerError
     */
    updateLanParty: async (input: { userId: string; eventId: string; form: LanPartyEditForm }) => {
      const result = await updateLanParty({ db, ...input });
      // A raised or removed capacity gives the waitlist its seats at once (issue 25 item 3).
      if (result.capacityChanged && deps.partyHooks?.capacityChanged) {
        await deps.partyHooks.capacityChanged({ eventId: input.eventId });
      }
      return result;
    },
    /**
     * Registers a LAN center; a repeated submit of the same form (`submissionToken`, ADR 052)
     * answers the first one's center with `replayed`. @throws OwnerError
     */
    registerLanCenter: (input: {
      userId: string;
      form: Omit<LanCenterForm, "communityName"> & { communityName: string | null };
      submissionToken?: string;
    }) =>
      registerLanCenter({
        db,
        ...input,
        submissionToken: submissionTokenOf(input.submissionToken),
      }),
    /**
     * Parties by other organisers that name one of the user's centers (dashboard 'Parties at
     * your centers', ADR 052), waiting ones first.
     */
    listVenueRequests: (input: { userId: string }) => listVenueRequests({ db, ...input }),
    /**
     * The center owner accepts or declines a party at their center; only accepted ones are
     * listed on the center's page. @throws OwnerError `not_found` unless `userId` owns the
     * center the party names
     */
    answerVenueRequest: (input: {
      userId: string;
      eventId: string;
      decision: "accept" | "decline";
    }) => answerVenueRequest({ db, ...input, onPublished: deps.partyHooks?.published }),
    /** A fresh idempotency token for a registration form's hidden field (ADR 052). */
    newSubmissionToken: async () => crypto.randomUUID(),
    /** The user's own center, or undefined. */
    getOwnCenter: (input: { userId: string; locationId: string }) => getOwnCenter({ db, ...input }),
    /**
     * Updates the user's own center; a verified center's public fields wait for review.
     * @returns `{ pendingReview, resubmitted }` @throws OwnerError
     */
    updateLanCenter: (input: { userId: string; locationId: string; form: LanCenterEditForm }) =>
      updateLanCenter({ db, ...input }),
    /** Deletes the user's own center. @throws OwnerError */
    deleteLanCenter: (input: { userId: string; locationId: string }) =>
      deleteLanCenter({ db, ...input }),
    /** Deletes the user's own party and its cover (issue 24 item 3). @throws OwnerError */
    deleteLanParty: (input: { userId: string; eventId: string }) =>
      deleteLanParty({ db, ...input, onDeleting: deps.partyHooks?.deleting }),
    /** The dashboard overview of a user's centers, parties and subscriptions. */
    getOwnerOverview: (input: { userId: string }) =>
      getOwnerOverview({ db, plans: deps.plans, ...input }),
    /**
     * Everything the dashboard's Overview tab shows: the user's centers (each with the
     * subscription panel's summary), parties, the owners' chat line for the user's plans (the
     * invite only with an active LAN Center Subscription; issue 24 item 8) and, for admins,
     * every contact card.
     */
    loadOwnerDashboard: async (input: { userId: string; isAdmin: boolean }) => {
      const [overview, contacts] = await Promise.all([
        getOwnerOverview({ db, plans: deps.plans, userId: input.userId }),
        input.isAdmin
          ? listContactsForAdmin({ db, actor: { userId: input.userId, isAdmin: true } })
          : Promise.resolve(null),
      ]);
      const centers = overview.centers.map((center) => ({
        ...center,
        subscriptionSummary: center.subscription
          ? toSubscriptionSummary(center.subscription)
          : null,
      }));
      const chat = ownerChatOffer(
        overview.centers.flatMap((center) =>
          center.subscription
            ? [{ planId: center.subscription.planId, status: center.subscription.status }]
            : [],
        ),
        deps.chatInviteUrl ?? null,
      );
      return { overview: { ...overview, centers }, contacts, chat };
    },
    /**
     * Sends the 'Request Setup' e-mails: to the team, and the copy to `account.email` (the
     * session's verified address). @throws OwnerError
     */
    sendSetupRequest: (input: {
      account: { userId: string; email: string };
      form: SetupRequestForm;
    }) =>
      sendSetupRequest({
        db,
        supportEmail: deps.supportEmail,
        send: sendWithMailer(guarded),
        userId: input.account.userId,
        account: input.account,
        form: input.form,
      }),
    /**
     * The contact cards matching `query` (default: all), newest first, for administrators.
     * @throws OwnerError `forbidden`
     */
    listContactsForAdmin: (input: {
      actor: { userId: string; isAdmin: boolean };
      query?: ContactsQuery;
    }) => listContactsForAdmin({ db, ...input }),
    /**
     * The contacts matching `query` as formula-safe CSV text, for administrators.
     * @throws OwnerError `forbidden`
     */
    exportContactsCsv: async (input: {
      actor: { userId: string; isAdmin: boolean };
      query: ContactsQuery;
    }): Promise<string> => contactsCsv(await listContactsForAdmin({ db, ...input })),
  };
}

/** The directory area's service object. */
export type DirectoryService = ReturnType<typeof createDirectoryService>;
