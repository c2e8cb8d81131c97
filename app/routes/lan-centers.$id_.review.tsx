/**
 * /lan-centers/{id}/review (issue 27 item 1): the signed-in account's review of a public center.
 * GET shows Write a review, or the account's own review to edit or delete (with its state: held,
 * published, hidden). POST `intent=save` writes or edits it, `intent=delete` deletes it; both
 * redirect to the center page, and a failed form comes back here with what was typed. Every rule
 * (verified e-mail, not one's own center, one per account, 5 a day, held for new accounts) is the
 * reviews service's. Visitors go to /login and come back here. Texts in the URL's language
 * (issue 28 item 1, app/i18n/review.server.ts); the service's English messages go through the
 * page's English → language map, and redirects stay under the page's language prefix.
 */
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/lan-centers.$id_.review";
import { ReviewForm, type ReviewFormValues } from "~/components/reviews/review-form";
import { Alert } from "~/components/ui/form";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { reviewPageText, type ReviewPageText } from "~/i18n/review.server";
import type { FormAnswer } from "~/lib/form-answer";
import { appErrorAnswer, loadOr404, throwAppError } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";
import { requireId } from "~/server/directory/owner-http.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.text.title ?? "Review LAN center";
  return [{ title: `${title} | LAN Center Network` }, { name: "robots", content: "noindex" }];
}

/** A field's or the form's message (the reviews area's English) in the page's language. */
function say(text: ReviewPageText, message: string | null | undefined): string | null {
  return message ? (text.errors[message] ?? message) : null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { auth, directory, reviews } = servicesOf(context);
  const user = await auth.requireUser(request);
  const center = await loadOr404(params.id, (id) => directory.getPublicCenter({ id }));
  const own = await reviews.findOwnReview({ userId: user.id, centerId: center.id });
  const state = await reviews.viewerState({ userId: user.id, centerId: center.id });
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    text: reviewPageText(locale, center.id, center.organizationName),
    center: { id: center.id, name: center.organizationName },
    emailVerified: user.emailVerified,
    isOwner: state.isOwner,
    own: own && {
      id: own.id,
      status: own.status,
      values: {
        rating: String(own.rating),
        equipment: own.equipment ? String(own.equipment) : "",
        network: own.network ? String(own.network) : "",
        staff: own.staff ? String(own.staff) : "",
        body: own.body,
      },
    },
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { auth, reviews } = servicesOf(context);
  const user = await auth.requireUser(request);
  const form = Object.fromEntries(await readFormData(request));
  const values = Object.fromEntries(
    ["rating", "equipment", "network", "staff", "body"].map((key) => [
      key,
      typeof form[key] === "string" ? form[key] : "",
    ]),
  );
  // A malformed id is a 404 before anything reads it (or writes it into a redirect's header).
  const centerId = requireId(params.id);
  const centerPage = localizeHref(
    localeFromPath(new URL(request.url).pathname),
    `/lan-centers/${centerId}`,
  );
  try {
    const own = await reviews.findOwnReview({ userId: user.id, centerId });
    if (form.intent === "delete") {
      if (own) await reviews.deleteReview({ userId: user.id, reviewId: own.id });
      return redirect(`${centerPage}#reviews`);
    }
    const review = reviews.parseReviewForm(form);
    const written = own
      ? await reviews.editReview({ userId: user.id, reviewId: own.id, review })
      : await reviews.createReview({ userId: user.id, centerId, review });
    return redirect(`${centerPage}#review-${written.id}`);
  } catch (error) {
    if (form.intent === "delete") throwAppError(error);
    return appErrorAnswer(error, values);
  }
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { center, own, emailVerified, isOwner, text } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const fieldErrors = answer?.fieldErrors
    ? Object.fromEntries(
        Object.entries(answer.fieldErrors).map(([key, value]) => [key, say(text, value) ?? ""]),
      )
    : undefined;
  const values: ReviewFormValues = answer?.values ?? own?.values ?? {};
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <p className="text-sm">
        <Link to={text.centerHref}>{text.back}</Link>
      </p>
      <h1 className="heading-2 mt-4">{own ? text.headingOwn : text.headingNew}</h1>
      {isOwner ? (
        <p className="mt-4">{text.ownerNote}</p>
      ) : !emailVerified ? (
        <p className="mt-4">{text.verify}</p>
      ) : (
        <div className="mt-6 grid gap-6">
          {own && <Alert tone="info">{text.status[own.status]}</Alert>}
          <ReviewForm
            centerId={center.id}
            centerName={center.name}
            values={values}
            fieldErrors={fieldErrors}
            formError={say(text, answer?.formError)}
            editing={own !== null}
            action={text.formAction}
            text={text.form}
          />
          {own && (
            <Form method="post" className="card">
              <input type="hidden" name="intent" value="delete" />
              <p>{text.deleteNote}</p>
              <button type="submit" className="btn-secondary mt-3">
                {text.delete}
              </button>
            </Form>
          )}
        </div>
      )}
    </div>
  );
}
