/**
 * /admin/reviews (issue 27 item 3): the admin's review moderation. Held reviews (new accounts,
 * first reviews) and public reviews with open reports, oldest first, then the newest hidden ones;
 * each with its center, author, reports per reason, earlier versions and the decisions log.
 * Publish, Hide (with a reason, mailed to the author) and Restore are form POSTs; every decision
 * is logged with who and when. Admins only (403 otherwise; visitors go to /login). Texts, lines
 * and the decisions' answers in the URL's language (`adminReviewsText`, issue 28 item 1).
 */
import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/admin.reviews";
import { Stars } from "~/components/reviews/center-reviews";
import { Alert } from "~/components/ui/form";
import {
  adminReviewLines,
  adminReviewsError,
  adminReviewsNotice,
  adminReviewsText,
} from "~/i18n/admin-reviews.server";
import { localeFromPath } from "~/i18n/locales";
import type { FormAnswer } from "~/lib/form-answer";
import { appErrorAnswer } from "~/server/errors/route-answer.server";
import { AppError } from "~/server/errors/app-error";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.text.metaTitle ?? "" }, { name: "robots", content: "noindex" }];
}

/** The language of `request`'s URL. */
const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, reviews } = servicesOf(context);
  await auth.requireAdmin(request);
  const locale = localeOf(request);
  const queue = await reviews.loadModerationQueue();
  const withLines = (items: typeof queue.held) =>
    items.map((item) => ({
      id: item.id,
      status: item.status,
      rating: item.rating,
      body: item.body,
      lines: adminReviewLines(locale, item),
    }));
  return {
    held: withLines(queue.held),
    reported: withLines(queue.reported),
    hidden: withLines(queue.hidden),
    text: adminReviewsText(locale, { held: queue.held.length, reported: queue.reported.length }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, reviews } = servicesOf(context);
  const admin = await auth.requireAdmin(request);
  const locale = localeOf(request);
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
    const notice = adminReviewsNotice(locale, decision);
    return { values, fieldErrors: {}, formError: null, notice };
  } catch (error) {
    // The reviews area answers in English; the admin reads it in the page's language.
    return appErrorAnswer(adminReviewsError(locale, error), values, reviewId);
  }
}

type Queued = Route.ComponentProps["loaderData"]["held"][number];
type Texts = Route.ComponentProps["loaderData"]["text"];

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { held, reported, hidden, text } = loaderData;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  return (
    <div className="page">
      <h1 className="heading-1">{text.title}</h1>
      <p className="mt-2 text-ink-300">
        {text.intro.before}
        <Link to={text.intro.href}>{text.intro.link}</Link>
        {text.intro.after}
      </p>
      {answer?.notice && (
        <div className="mt-4">
          <Alert tone="success">{answer.notice}</Alert>
        </div>
      )}
      <QueueSection
        id="held-for-moderation"
        title={text.sections.held}
        items={held}
        answer={answer}
        text={text}
      />
      <QueueSection
        id="reported"
        title={text.sections.reported}
        items={reported}
        answer={answer}
        text={text}
      />
      <QueueSection
        id="hidden"
        title={text.sections.hidden}
        items={hidden}
        answer={answer}
        text={text}
      />
    </div>
  );
}

function QueueSection({
  id,
  title,
  items,
  answer,
  text,
}: {
  id: string;
  title: string;
  items: Queued[];
  answer: FormAnswer | undefined;
  text: Texts;
}) {
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="heading-2">
        {title} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-300">{text.none}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <QueueCard
                item={item}
                answer={answer?.intent === item.id ? answer : undefined}
                text={text}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueCard({
  item,
  answer,
  text,
}: {
  item: Queued;
  answer: FormAnswer | undefined;
  text: Texts;
}) {
  const reasonId = `reason-${item.id}`;
  const { lines } = item;
  return (
    <article className="card grid gap-3" aria-labelledby={`title-${item.id}`}>
      <h3 id={`title-${item.id}`} className="font-semibold">
        <Link to={lines.centerHref}>{lines.centerName}</Link>:{" "}
        <Stars rating={item.rating} label={lines.starsLabel} />
      </h3>
      <p className="text-sm text-ink-300">{lines.byLine}</p>
      <p className="break-words whitespace-pre-line">{item.body}</p>
      {lines.reports && <p className="text-sm">{lines.reports}</p>}
      {lines.versions.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm">{lines.versionsTitle}</summary>
          <ul className="mt-2 space-y-2 text-sm">
            {lines.versions.map((version, index) => (
              <li key={index} className="break-words whitespace-pre-line">
                {version}
              </li>
            ))}
          </ul>
        </details>
      )}
      {lines.decisions.length > 0 && (
        <ul className="text-sm text-ink-300" aria-label={text.decisions}>
          {lines.decisions.map((decision, index) => (
            <li key={index}>{decision}</li>
          ))}
        </ul>
      )}
      {answer?.formError && <Alert tone="error">{answer.formError}</Alert>}
      <div className="flex flex-wrap items-end gap-3">
        {item.status === "hidden" ? (
          <Form method="post">
            <input type="hidden" name="reviewId" value={item.id} />
            <button type="submit" name="decision" value="restore" className="btn-primary">
              {text.restore}
            </button>
          </Form>
        ) : (
          <>
            <Form method="post">
              <input type="hidden" name="reviewId" value={item.id} />
              <button type="submit" name="decision" value="publish" className="btn-primary">
                {item.status === "held" ? text.publish : text.keep}
              </button>
            </Form>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="reviewId" value={item.id} />
              <div>
                <label htmlFor={reasonId} className="block text-sm">
                  {text.reasonLabel}
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
                {text.hide}
              </button>
            </Form>
          </>
        )}
      </div>
    </article>
  );
}
