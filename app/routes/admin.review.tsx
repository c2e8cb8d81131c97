/**
 * /admin/review: the admin review queue. Pending centers, communities and LAN
 * parties newest first with owner, map preview and subscription status (an item edited after a
 * rejection is marked Resubmitted with its previous reason); Verify and Reject (with a reason);
 * edits of verified items field by field with Approve and Reject (ADR 053); recently verified
 * items can be unverified. `?view=rejected` lists everything rejected, to reconsider.
 * Admins only (403 otherwise).
 * The data comes from `loadReviewQueue`, the decisions and their wording from
 * `answerReviewForm` (server/directory); the cards from components/admin/.
 */
import { data, Link, useActionData } from "react-router";
import type { Route } from "./+types/admin.review";
import { PendingCenterCard } from "~/components/admin/pending-center-card";
import { PendingChangeCard } from "~/components/admin/pending-change-card";
import { PendingCommunityCard } from "~/components/admin/pending-community-card";
import { PendingPartyCard } from "~/components/admin/pending-party-card";
import { RecentlyVerified } from "~/components/admin/recently-verified";
import { RejectedItems } from "~/components/admin/rejected-items";
import { ReviewSection } from "~/components/admin/review-section";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [{ title: "Review Queue | LAN Center Network" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, directory, config } = servicesOf(context);
  await auth.requireAdmin(request);
  const view = new URL(request.url).searchParams.get("view") === "rejected" ? "rejected" : "queue";
  return { ...(await directory.loadReviewQueue({ view })), tiles: config.map };
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
  const { changes, view, rejected, rejectedCount } = loaderData;
  const answer = useActionData<typeof action>();
  return (
    <div className="page">
      <h1 className="heading-1">Review Queue</h1>
      <p className="mt-2 text-ink-300">
        {counts.center} centers, {counts.community} communities and {counts.party} LAN parties are
        waiting for review, and {counts.changes} edits of verified items. A center appears on the
        map once it and its community are verified.
      </p>
      <nav aria-label="Review views" className="mt-4 flex gap-4">
        <Link to="/admin/review" aria-current={view === "queue" ? "page" : undefined}>
          Queue
        </Link>
        <Link
          to="/admin/review?view=rejected"
          aria-current={view === "rejected" ? "page" : undefined}
        >
          Rejected ({rejectedCount})
        </Link>
      </nav>
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
      {view === "rejected" ? (
        <RejectedItems items={rejected} />
      ) : (
        <>
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
          <ReviewSection
            id="pending-changes"
            title="Changes to verified items"
            count={counts.changes}
            emptyText="No changes are waiting for review."
            items={changes}
          >
            {(change) => <PendingChangeCard key={change.id} change={change} answer={answer} />}
          </ReviewSection>
          <RecentlyVerified verified={verified} />
        </>
      )}
    </div>
  );
}
