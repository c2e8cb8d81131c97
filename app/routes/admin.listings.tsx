/**
 * /admin/listings: every verified LAN center with why it is on the map or not (created by an
 * admin, complimentary listing, plan status), and Grant / Revoke complimentary listing
 * (issue 13 item 4 "Complimentary listings", ADR 050). Admins only (403 otherwise). Texts,
 * dates and the answers to Grant / Revoke in the URL's language (`adminListingsText`,
 * `adminListingsAnswer`, issue 28 item 1); center names as written.
 */
import { Form, Link, data, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.listings";
import { Badge } from "~/components/admin/badge";
import { FeaturedBadge } from "~/components/map/featured-badge";
import { withMessage } from "~/i18n/actions.server";
import {
  adminListingLine,
  adminListingsAnswer,
  adminListingsText,
} from "~/i18n/admin-listings.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { readFormData } from "~/server/http/form-data.server";
import { appErrorAnswer } from "~/server/errors/route-answer.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.text.metaTitle ?? "" }, { name: "robots", content: "noindex" }];
}

/** The language of `request`'s URL. */
const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, directory } = servicesOf(context);
  await auth.requireAdmin(request);
  const locale = localeOf(request);
  const listings = (await directory.listAdminListings()).map((listing) => ({
    ...listing,
    line: adminListingLine(locale, listing),
    href: localizeHref(locale, `/lan-centers/${listing.id}`),
  }));
  const offMap = listings.filter((listing) => !listing.live).length;
  return { listings, text: adminListingsText(locale, listings.length, offMap) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, directory } = servicesOf(context);
  const admin = await auth.requireAdmin(request);
  const formData = await readFormData(request);
  // The directory answers in English; the admin reads it in the page's language.
  const say = (message: string) => adminListingsAnswer(localeOf(request), message);
  try {
    const answer = await directory.answerComplimentaryForm({ adminUserId: admin.id, formData });
    return data({ ...answer, ...(answer.notice ? { notice: say(answer.notice) } : {}) });
  } catch (error) {
    return appErrorAnswer(withMessage(error, say), {
      intent: String(formData.get("intent") ?? ""),
      locationId: String(formData.get("locationId") ?? ""),
    });
  }
}

export default function AdminListings({ loaderData }: Route.ComponentProps) {
  const { listings, text } = loaderData;
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyId = navigation.formData?.get("locationId");
  return (
    <div className="page">
      <h1 className="heading-1">{text.title}</h1>
      <p className="mt-2 max-w-3xl text-ink-300">{text.intro}</p>
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
        <p className="mt-8 text-ink-300">{text.none}</p>
      ) : (
        <ul className="mt-8 grid gap-4 md:grid-cols-2" data-testid="admin-listings">
          {listings.map((listing) => (
            <li key={listing.id} className="card flex flex-col gap-2">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="font-display text-lg font-bold text-white">
                  {listing.live ? (
                    <Link to={listing.href} className="text-white">
                      {listing.organizationName}
                    </Link>
                  ) : (
                    listing.organizationName
                  )}
                </h2>
                <span className="flex flex-wrap gap-2">
                  {listing.featured && <FeaturedBadge label={text.featured} />}
                  <Badge tone={listing.live ? "ok" : "warn"}>
                    {listing.live ? text.onMap : text.offMap}
                  </Badge>
                </span>
              </div>
              <p className="text-sm text-ink-300">
                {listing.address}
                {listing.communityName && <> · {listing.communityName}</>}
                {listing.ownerEmail && <> · {listing.ownerEmail}</>}
              </p>
              <p className="text-sm">{listing.line}</p>
              <Form method="post" className="mt-1">
                <input type="hidden" name="locationId" value={listing.id} />
                <button
                  type="submit"
                  name="intent"
                  value={listing.complimentaryAt ? "revoke" : "grant"}
                  className="btn-secondary"
                  disabled={busyId === listing.id}
                >
                  {listing.complimentaryAt ? text.revoke : text.grant}
                  <span className="sr-only">
                    {` ${text.forName.replace("{name}", () => listing.organizationName)}`}
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
