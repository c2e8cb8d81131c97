/**
 * /admin/review: the admin review queue. Pending centers, communities and LAN
 * parties newest first with owner, map preview and subscription status (an item edited after a
 * rejection is marked Resubmitted with its previous reason); Verify and Reject (with a reason);
 * edits of verified items field by field with Approve and Reject (ADR 053); recently verified
 * items can be unverified. `?view=rejected` lists everything rejected, to reconsider.
 * Admins only (403 otherwise).
 * The data comes from `loadReviewQueue`, the decisions and their wording from
 * `answerReviewForm` (server/directory); the cards from components/admin/. Texts, dates and the
 * decisions' answers in the URL's language (`adminReviewText`, `adminReviewAnswer`, issue 28
 * item 1); owner-entered names and reasons as written.
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
import {
  adminReviewAnswer,
  adminReviewFieldLabels,
  adminReviewText,
} from "~/i18n/admin-review.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.text.metaTitle ?? "" }, { name: "robots", content: "noindex" }];
}

/** The language of `request`'s URL. */
const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, directory, config } = servicesOf(context);
  await auth.requireAdmin(request);
  const view = new URL(request.url).searchParams.get("view") === "rejected" ? "rejected" : "queue";
  const queue = await directory.loadReviewQueue({ view });
  const locale = localeOf(request);
  const text = adminReviewText(locale, queue.counts, queue.rejectedCount);
  const labels = adminReviewFieldLabels(locale);
  const changes = queue.changes.map((change) => ({
    ...change,
    fields: change.fields.map((field) => ({ ...field, label: labels[field.label] ?? field.label })),
  }));
  const path = localizeHref(locale, "/admin/review");
  return { ...queue, changes, tiles: config.map, text, path };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, directory } = servicesOf(context);
  const admin = await auth.requireAdmin(request);
  const formData = await readFormData(request);
  const reply = await directory.answerReviewForm({ adminUserId: admin.id, formData });
  // The directory answers in English; the admin reads it in the page's language.
  const say = (message: string) => adminReviewAnswer(localeOf(request), message);
  const { notice, formError } = reply.answer;
  const answer = {
    ...reply.answer,
    ...(notice ? { notice: say(notice) } : {}),
    formError: formError ? say(formError) : formError,
  };
  return data(answer, { status: reply.status });
}

export default function AdminReview({ loaderData }: Route.ComponentProps) {
  const { centers, communities, parties, counts, verified, tiles } = loaderData;
  const { changes, view, rejected, text, path } = loaderData;
  const { sections, cards } = text;
  const answer = useActionData<typeof action>();
  return (
    <div className="page">
      <h1 className="heading-1">{text.title}</h1>
      <p className="mt-2 text-ink-300">{text.intro}</p>
      <nav aria-label={text.viewsLabel} className="mt-4 flex gap-4">
        <Link to={path} aria-current={view === "queue" ? "page" : undefined}>
          {text.queue}
        </Link>
        <Link to={`${path}?view=rejected`} aria-current={view === "rejected" ? "page" : undefined}>
          {text.rejectedTab}
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
        <RejectedItems items={rejected} text={cards} />
      ) : (
        <>
          <ReviewSection
            id="pending-centers"
            title={sections.center.title}
            count={counts.center}
            emptyText={sections.center.empty}
            items={centers}
            className="mt-10"
          >
            {(center) => (
              <PendingCenterCard
                key={center.id}
                center={center}
                tiles={tiles}
                answer={answer}
                text={cards}
              />
            )}
          </ReviewSection>
          <ReviewSection
            id="pending-communities"
            title={sections.community.title}
            count={counts.community}
            emptyText={sections.community.empty}
            items={communities}
          >
            {(community) => (
              <PendingCommunityCard
                key={community.id}
                community={community}
                answer={answer}
                text={cards}
              />
            )}
          </ReviewSection>
          <ReviewSection
            id="pending-parties"
            title={sections.party.title}
            count={counts.party}
            emptyText={sections.party.empty}
            items={parties}
          >
            {(party) => (
              <PendingPartyCard key={party.id} party={party} answer={answer} text={cards} />
            )}
          </ReviewSection>
          <ReviewSection
            id="pending-changes"
            title={sections.changes.title}
            count={counts.changes}
            emptyText={sections.changes.empty}
            items={changes}
          >
            {(change) => (
              <PendingChangeCard key={change.id} change={change} answer={answer} text={cards} />
            )}
          </ReviewSection>
          <RecentlyVerified verified={verified} text={cards} />
        </>
      )}
    </div>
  );
}
