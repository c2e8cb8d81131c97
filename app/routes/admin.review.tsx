/**
 * /admin/review: the admin review queue. Pending centers, communities and LAN
 * parties newest first with owner, map preview and subscription status; Verify and Reject
 * (with a reason); recently verified items can be unverified. Admins only (403 otherwise).
 * The data comes from `loadReviewQueue`, the decisions and their wording from
 * `answerReviewForm` (server/directory); the cards from components/admin/.
 */
import { data, useActionData } from "react-router";
import type { Route } from "./+types/admin.review";
import { PendingCenterCard } from "~/components/admin/pending-center-card";
import { PendingCommunityCard } from "~/components/admin/pending-community-card";
import { PendingPartyCard } from "~/components/admin/pending-party-card";
import { RecentlyVerified } from "~/components/admin/recently-verified";
import { ReviewSection } from "~/components/admin/review-section";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [{ title: "Review Queue | LAN Center Network" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, directory, config } = servicesOf(context);
  await auth.requireAdmin(request);
  return { ...(await directory.loadReviewQueue()), tiles: config.map };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, directory } = servicesOf(context);
  const admin = await auth.requireAdmin(request);
  const formData = await readFormData(request);
  const reply = await directory.answerReviewForm({ adminUserId: admin.id, formData });
  return data(reply.answer, { status: reply.status });
}

export default function AdminReview({ loaderData }: Route.ComponentProps) {
  const { centers, communities, parties, counts, verified, tiles } = loaderData;
  const answer = useActionData<typeof action>();
  return (
    <div className="page">
      <h1 className="heading-1">Review Queue</h1>
      <p className="mt-2 text-ink-300">
        {counts.center} centers, {counts.community} communities and {counts.party} LAN parties are
        waiting for review. A center appears on the map once it and its community are verified.
      </p>
      {/* Field errors show beside their field; other results show here. */}
      {answer?.notice && (
        <p role="status" className="mt-4 rounded-lg bg-green-900/50 px-4 py-3 text-green-100">
          {answer.notice}
        </p>
      )}
      {answer?.formError && !answer.values.id && (
        <p role="alert" className="mt-4 rounded-lg bg-red-900/50 px-4 py-3 text-red-100">
          {answer.formError}
        </p>
      )}
      <ReviewSection
        id="pending-centers"
        title="LAN centers"
        count={counts.center}
        emptyText="No LAN centers are waiting for review."
        items={centers}
        className="mt-10"
      >
        {(center) => (
          <PendingCenterCard key={center.id} center={center} tiles={tiles} answer={answer} />
        )}
      </ReviewSection>
      <ReviewSection
        id="pending-communities"
        title="Communities"
        count={counts.community}
        emptyText="No communities are waiting for review."
        items={communities}
      >
        {(community) => (
          <PendingCommunityCard key={community.id} community={community} answer={answer} />
        )}
      </ReviewSection>
      <ReviewSection
        id="pending-parties"
        title="LAN parties"
        count={counts.party}
        emptyText="No LAN parties are waiting for review."
        items={parties}
      >
        {(party) => <PendingPartyCard key={party.id} party={party} answer={answer} />}
      </ReviewSection>
      <RecentlyVerified verified={verified} />
    </div>
  );
}
