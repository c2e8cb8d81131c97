/**
 * /reviews/{id} (issue 27 items 2-4): one published review, for signed-in accounts, with its
 * Report form (a reason as radio buttons) and, for the center's owner, the Reply form (post,
 * edit, delete). Its action also takes the center page's Helpful presses. POST `intent`:
 * `helpful` | `unhelpful` | `report` | `reply` | `delete-reply`; a success redirects to the review
 * on the center page (a report stays here with a thank-you), a failure comes back with what was
 * typed. Visitors go to /login and come back here.
 */
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/reviews.$id";
import { ReviewCard } from "~/components/reviews/center-reviews";
import { reviewCardsText } from "~/i18n/center.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { Alert, TextAreaField } from "~/components/ui/form";
import type { FormAnswer } from "~/lib/form-answer";
import { AppError, isAppError } from "~/server/errors/app-error";
import { appErrorAnswer, loadOr404 } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { REPORT_REASON_LABELS } from "~/server/reviews/input.server";
import { servicesOf } from "~/server/services.server";
import { requireId } from "~/server/directory/owner-http.server";

export function meta() {
  return [{ title: "Review | LAN Center Network" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { auth, reviews } = servicesOf(context);
  const user = await auth.requireUser(request);
  const page = await loadOr404(params.id, (reviewId) =>
    reviews.getReviewPage({ reviewId, userId: user.id }).catch((error: unknown) => {
      // Not found (or no longer public) answers 404; anything else is a failure.
      if (isAppError(error) && error.status === 404) return null;
      throw error;
    }),
  );
  const state = await reviews.viewerState({ userId: user.id, centerId: page.center.id });
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    ...page,
    cardText: reviewCardsText(locale, [page.review]),
    voted: state.helpfulIds.includes(page.review.id),
    reasons: Object.entries(REPORT_REASON_LABELS),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { auth, reviews } = servicesOf(context);
  const user = await auth.requireUser(request);
  const form = Object.fromEntries(await readFormData(request));
  const intent = typeof form.intent === "string" ? form.intent : "";
  // A malformed id is a 404 before anything reads it (or writes it into a redirect's header).
  const reviewId = requireId(params.id);
  // Back to the center page in the language the visitor is using (issue 28).
  const locale = localeFromPath(new URL(request.url).pathname);
  const back = (centerId: string) =>
    redirect(localizeHref(locale, `/lan-centers/${centerId}#review-${reviewId}`));
  try {
    if (intent === "helpful" || intent === "unhelpful") {
      const { centerId } = await reviews.voteHelpful({
        userId: user.id,
        reviewId,
        helpful: intent === "helpful",
      });
      return back(centerId);
    }
    if (intent === "report") {
      const reason = reviews.parseReportReason(form.reason);
      await reviews.reportReview({ userId: user.id, reviewId, reason });
      return { reported: true } as const;
    }
    if (intent === "reply") {
      const reply = reviews.parseReply(form.reply);
      return back((await reviews.saveReply({ userId: user.id, reviewId, reply })).centerId);
    }
    if (intent === "delete-reply") {
      return back((await reviews.deleteReply({ userId: user.id, reviewId })).centerId);
    }
    throw new AppError("reviews.unknown_intent", "This form is not known.", 400);
  } catch (error) {
    const values = {
      intent,
      reason: typeof form.reason === "string" ? form.reason : "",
      reply: typeof form.reply === "string" ? form.reply : "",
    };
    return appErrorAnswer(error, values, intent);
  }
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { review, center, isOwner, isAuthor, reported, voted, reasons } = loaderData;
  const answer = actionData && "fieldErrors" in actionData ? (actionData as FormAnswer) : null;
  const thanks = actionData && "reported" in actionData;
  const replyAnswer =
    answer?.intent === "reply" || answer?.intent === "delete-reply" ? answer : null;
  const reportAnswer = answer?.intent === "report" ? answer : null;
  const otherError = answer && !replyAnswer && !reportAnswer ? answer.formError : null;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <p className="text-sm">
        <Link to={`/lan-centers/${center.id}#review-${review.id}`}>← Back to {center.name}</Link>
      </p>
      <h1 className="heading-2 mt-4">A review of {center.name}</h1>
      {otherError && (
        <div className="mt-4">
          <Alert tone="error">{otherError}</Alert>
        </div>
      )}
      <div className="mt-6">
        <ReviewCard
          review={review}
          voted={voted}
          isOwner={isOwner}
          isAuthor={isAuthor}
          actions={!isAuthor}
          text={loaderData.cardText}
        />
      </div>
      {isOwner && (
        <section id="reply" className="mt-8" aria-labelledby="reply-title">
          <h2 id="reply-title" className="font-display text-xl font-bold text-white">
            {review.reply ? "Edit your reply" : "Reply"}
          </h2>
          <Form method="post" className="card mt-3 grid gap-4">
            <input type="hidden" name="intent" value="reply" />
            {replyAnswer?.formError && <Alert tone="error">{replyAnswer.formError}</Alert>}
            <TextAreaField
              name="reply"
              label="Your public reply"
              required
              rows={5}
              maxChars={2000}
              defaultValue={replyAnswer?.values.reply ?? review.reply?.body ?? ""}
              error={replyAnswer?.fieldErrors.reply}
              hint="Shown under the review on your center's page. Plain text."
            />
            <button type="submit" className="btn-primary justify-self-start">
              {review.reply ? "Save reply" : "Post reply"}
            </button>
          </Form>
          {review.reply && (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="delete-reply" />
              <button type="submit" className="btn-secondary">
                Delete reply
              </button>
            </Form>
          )}
        </section>
      )}
      {!isAuthor && (
        <section id="report" className="mt-8" aria-labelledby="report-title">
          <h2 id="report-title" className="font-display text-xl font-bold text-white">
            Report this review
          </h2>
          {thanks || reported ? (
            <div className="mt-3">
              <Alert tone="success">
                Thanks for your report. A moderator will look at this review.
              </Alert>
            </div>
          ) : (
            <Form method="post" className="card mt-3 grid gap-4">
              <input type="hidden" name="intent" value="report" />
              <fieldset aria-describedby={reportAnswer ? "reason-error" : undefined}>
                <legend className="text-sm font-medium text-ink-200">
                  Why are you reporting it?
                </legend>
                <div className="mt-2 grid gap-2">
                  {reasons.map(([value, label]) => (
                    <label key={value} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="reason"
                        value={value}
                        required
                        defaultChecked={reportAnswer?.values.reason === value}
                      />
                      {label}
                    </label>
                  ))}
                </div>
                {reportAnswer && (
                  <p id="reason-error" className="mt-1 text-sm text-hot-400">
                    {reportAnswer.fieldErrors.reason ?? reportAnswer.formError}
                  </p>
                )}
              </fieldset>
              <p className="text-sm text-ink-300">
                See the <Link to="/review-guidelines">review guidelines</Link> for what we remove.
              </p>
              <button type="submit" className="btn-primary justify-self-start">
                Report
              </button>
            </Form>
          )}
        </section>
      )}
    </div>
  );
}
