/**
 * /admin/listings: every verified LAN center with why it is on the map or not (created by an
 * admin, complimentary listing, plan status), and Grant / Revoke complimentary listing
 * (issue 13 item 4 "Complimentary listings", ADR 050). Admins only (403 otherwise).
 */
import { Form, Link, data, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.listings";
import { Badge } from "~/components/admin/badge";
import { FeaturedBadge } from "~/components/map/featured-badge";
import { formatShortDate } from "~/i18n/format";
import { statusDisplay } from "~/lib/subscription-status";
import { readFormData } from "~/server/http/form-data.server";
import { appErrorAnswer } from "~/server/errors/route-answer.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [{ title: "Listings | LAN Center Network" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, directory } = servicesOf(context);
  await auth.requireAdmin(request);
  return { listings: await directory.listAdminListings() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, directory } = servicesOf(context);
  const admin = await auth.requireAdmin(request);
  const formData = await readFormData(request);
  try {
    return data(await directory.answerComplimentaryForm({ adminUserId: admin.id, formData }));
  } catch (error) {
    return appErrorAnswer(error, {
      intent: String(formData.get("intent") ?? ""),
      locationId: String(formData.get("locationId") ?? ""),
    });
  }
}

export default function AdminListings({ loaderData }: Route.ComponentProps) {
  const { listings } = loaderData;
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyId = navigation.formData?.get("locationId");
  const offMap = listings.filter((listing) => !listing.live).length;
  return (
    <div className="page">
      <h1 className="heading-1">Listings</h1>
      <p className="mt-2 max-w-3xl text-ink-300">
        A verified LAN center is on the map when its community is verified, it has coordinates, and
        it was created by an admin, holds a complimentary listing or has an active plan.{" "}
        {listings.length} verified centers, {offMap} of them not on the map.
      </p>
      {answer?.notice && (
        <p role="status" className="mt-4 rounded-lg bg-green-900/50 px-4 py-3 text-green-100">
          {answer.notice}
        </p>
      )}
      {answer?.formError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-900/50 px-4 py-3 text-red-100">
          {answer.formError}
        </p>
      )}
      {listings.length === 0 ? (
        <p className="mt-8 text-ink-300">No LAN centers are verified yet.</p>
      ) : (
        <ul className="mt-8 grid gap-4 md:grid-cols-2" data-testid="admin-listings">
          {listings.map((listing) => (
            <li key={listing.id} className="card flex flex-col gap-2">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="font-display text-lg font-bold text-white">
                  {listing.live ? (
                    <Link to={`/lan-centers/${listing.id}`} className="text-white">
                      {listing.organizationName}
                    </Link>
                  ) : (
                    listing.organizationName
                  )}
                </h2>
                <span className="flex flex-wrap gap-2">
                  {listing.featured && <FeaturedBadge />}
                  <Badge tone={listing.live ? "ok" : "warn"}>
                    {listing.live ? "On the map" : "Not on the map"}
                  </Badge>
                </span>
              </div>
              <p className="text-sm text-ink-300">
                {listing.address}
                {listing.communityName && <> · {listing.communityName}</>}
                {listing.ownerEmail && <> · {listing.ownerEmail}</>}
              </p>
              <p className="text-sm">
                {[
                  listing.createdByAdmin ? "Created by an admin" : null,
                  listing.complimentaryAt
                    ? `Complimentary listing since ${formatShortDate("en", listing.complimentaryAt)}`
                    : null,
                  listing.subscriptionStatus
                    ? `Plan: ${statusDisplay(listing.subscriptionStatus).label}`
                    : "No plan",
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              <Form method="post" className="mt-1">
                <input type="hidden" name="locationId" value={listing.id} />
                <button
                  type="submit"
                  name="intent"
                  value={listing.complimentaryAt ? "revoke" : "grant"}
                  className="btn-secondary"
                  disabled={busyId === listing.id}
                >
                  {listing.complimentaryAt
                    ? "Revoke complimentary listing"
                    : "Grant complimentary listing"}
                  <span className="sr-only"> for {listing.organizationName}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
