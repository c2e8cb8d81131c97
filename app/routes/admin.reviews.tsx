/**
 * /admin/reviews (issue 27 item 3): the admin's review moderation. Held reviews (new accounts,
 * first reviews) and public reviews with open reports, oldest first, then the newest hidden ones;
 * each with its center, author, reports per reason, earlier versions and the decisions log.
 * Publish, Hide (with a reason, mailed to the author) and Restore are form POSTs; every decision
 * is logged with who and when. Admins only (403 otherwise; visitors go to /login).
 */
import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/admin.reviews";
import { Stars } from "~/components/reviews/center-reviews";
import { Alert } from "~/components/ui/form";
import type { FormAnswer } from "~/lib/form-answer";
import { appErrorAnswer } from "~/server/errors/route-answer.server";
import { AppError } from "~/server/errors/app-error";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [{ title: "Reviews | LAN Center Network" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, reviews } = servicesOf(context);
  await auth.requireAdmin(request);
  return reviews.loadModerationQueue();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, reviews } = servicesOf(context);
  const admin = await auth.requireAdmin(request);
  const form = Object.fromEntries(await readFormData(request));
  const reviewId = typeof form.reviewId === "string" ? form.reviewId : "";
  const decision = form.decision;
  const values = { reviewId, reason: typeof form.reason === "string" ? form.reason : "" };
  try {
    if (decision === "publish" || decision === "restore") {
      await reviews.decideReview({ adminId: admin.id, reviewId, decision });
    } else if (decision === "hide") {
      const reason = reviews.parseHideReason(form.reason);
      await reviews.decideReview({ adminId: admin.id, reviewId, decision, reason });
    } else {
      throw new AppError("reviews.unknown_decision", "Choose Publish, Hide or Restore.", 400);
    }
    const done = { publish: "published", hide: "hidden", restore: "restored" }[decision];
    return { values, fieldErrors: {}, formError: null, notice: `The review was ${done}.` };
  } catch (error) {
    return appErrorAnswer(error, values, reviewId);
  }
}

type Queued = Route.ComponentProps["loaderData"]["held"][number];

const when = (value: Date | string) =>
  new Date(value).toISOString().slice(0, 16).replace("T", " ") + " UTC";

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { held, reported, hidden } = loaderData;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  return (
    <div className="page">
      <h1 className="heading-1">Reviews</h1>
      <p className="mt-2 text-ink-300">
        {held.length} held and {reported.length} reported reviews are waiting. Decisions follow the{" "}
        <Link to="/review-guidelines">review guidelines</Link>; the author is e-mailed the reason
        for a hide.
      </p>
      {answer?.notice && (
        <div className="mt-4">
          <Alert tone="success">{answer.notice}</Alert>
        </div>
      )}
      <QueueSection title="Held for moderation" items={held} answer={answer} />
      <QueueSection title="Reported" items={reported} answer={answer} />
      <QueueSection title="Hidden" items={hidden} answer={answer} />
    </div>
  );
}

function QueueSection({
  title,
  items,
  answer,
}: {
  title: string;
  items: Queued[];
  answer: FormAnswer | undefined;
}) {
  const id = title.toLowerCase().replaceAll(" ", "-");
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="heading-2">
        {title} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-300">Nothing here.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <QueueCard item={item} answer={answer?.intent === item.id ? answer : undefined} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueCard({ item, answer }: { item: Queued; answer: FormAnswer | undefined }) {
  const reasonId = `reason-${item.id}`;
  return (
    <article className="card grid gap-3" aria-labelledby={`title-${item.id}`}>
      <h3 id={`title-${item.id}`} className="font-semibold">
        <Link to={`/lan-centers/${item.center.id}`}>{item.center.name}</Link>:{" "}
        <Stars rating={item.rating} />
      </h3>
      <p className="text-sm text-ink-300">
        By {item.author.name || "(no name)"} ({item.author.email}), {when(item.createdAt)}
        {item.editedAt && `, edited ${when(item.editedAt)}`}
      </p>
      <p className="break-words whitespace-pre-line">{item.body}</p>
      {item.openReports.length > 0 && (
        <p className="text-sm">
          Reports: {item.openReports.map(([reason, n]) => `${reason} (${n})`).join(", ")}
        </p>
      )}
      {item.versions.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm">
            Earlier versions ({item.versions.length})
          </summary>
          <ul className="mt-2 space-y-2 text-sm">
            {item.versions.map((version, index) => (
              <li key={index} className="break-words whitespace-pre-line">
                {when(version.writtenAt)}, {version.rating} of 5: {version.body}
              </li>
            ))}
          </ul>
        </details>
      )}
      {item.decisions.length > 0 && (
        <ul className="text-sm text-ink-300" aria-label="Decisions">
          {item.decisions.map((decision, index) => (
            <li key={index}>
              {when(decision.at)}: {decision.decision} by {decision.by}
              {decision.reason && ` (${decision.reason})`}
            </li>
          ))}
        </ul>
      )}
      {answer?.formError && <Alert tone="error">{answer.formError}</Alert>}
      <div className="flex flex-wrap items-end gap-3">
        {item.status === "hidden" ? (
          <Form method="post">
            <input type="hidden" name="reviewId" value={item.id} />
            <button type="submit" name="decision" value="restore" className="btn-primary">
              Restore
            </button>
          </Form>
        ) : (
          <>
            <Form method="post">
              <input type="hidden" name="reviewId" value={item.id} />
              <button type="submit" name="decision" value="publish" className="btn-primary">
                {item.status === "held" ? "Publish" : "Keep published"}
              </button>
            </Form>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="reviewId" value={item.id} />
              <div>
                <label htmlFor={reasonId} className="block text-sm">
                  Reason for hiding (mailed to the author)
                </label>
                <input
                  id={reasonId}
                  name="reason"
                  required
                  className="mt-1 rounded-lg border border-ink-600 bg-ink-950 px-3 py-2"
                  defaultValue={answer?.values.reason ?? ""}
                  aria-invalid={answer?.fieldErrors.reason ? true : undefined}
                  aria-describedby={answer?.fieldErrors.reason ? `${reasonId}-error` : undefined}
                />
                {answer?.fieldErrors.reason && (
                  <p id={`${reasonId}-error`} className="mt-1 text-sm text-hot-400">
                    {answer.fieldErrors.reason}
                  </p>
                )}
              </div>
              <button type="submit" name="decision" value="hide" className="btn-secondary">
                Hide
              </button>
            </Form>
          </>
        )}
      </div>
    </article>
  );
}
