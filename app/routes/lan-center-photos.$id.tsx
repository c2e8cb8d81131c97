/**
 * /lan-center-photos/{id} (issue 14 item 1, ADR 056): the owner's photos of their LAN center: upload
 * up to 8 (JPEG, PNG or WebP, at most 10 MB each), move one up or down, make one the cover, delete
 * one. Plain multipart forms, so everything works without JavaScript; each change answers with a
 * redirect back here (or the form's message in place). A verified center's photo changes wait
 * for review (ADR 053). Texts in the URL's language (issue 28 item 1, app/i18n/photos.server.ts);
 * the areas' English messages go through the page's English → language map, and the redirects
 * after a change stay under the page's language prefix.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/lan-center-photos.$id";
import { Picture } from "~/components/photos/picture";
import { fillText, translateAnswer } from "~/components/owner/owner-text";
import { Alert, FormProblems, TextField } from "~/components/ui/form";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { INVALID_PHOTO_CHANGE, photosText } from "~/i18n/photos.server";
import { formValues } from "~/lib/form-fields";
import type { FormAnswer } from "~/lib/form-answer";
import { requireId } from "~/server/directory/owner-http.server";
import { formAction, retryAfterHeaders } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

/** A busy image queue's 503 carries `Retry-After` to the browser (issue 23, ADR 068). */
export const headers = retryAfterHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.text.title ?? "Photos of your LAN center"} | LAN Center Network` },
  ];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { auth, directory } = servicesOf(context);
  const user = await auth.requireUser(request);
  const locationId = requireId(params.id);
  const gallery = await directory.getOwnGallery({ userId: user.id, locationId });
  if (!gallery) throw data(null, { status: 404, statusText: "Not Found" });
  const url = new URL(request.url);
  const text = photosText(localeFromPath(url.pathname), gallery.centerId, gallery.centerName);
  const done = url.searchParams.get("done") ?? "";
  const review = url.searchParams.get("review") === "pending";
  return { gallery, text, done: text.done[done] ?? null, review };
}

const EDITS = ["up", "down", "cover", "delete"] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { auth, directory } = servicesOf(context);
  const locationId = requireId(params.id);
  const user = await auth.requireUser(request);
  const formData = await readFormData(request);
  const values = formValues(formData);
  const intent = values.intent ?? "";
  const locale = localeFromPath(new URL(request.url).pathname);
  const back = (review: boolean) =>
    redirect(
      localizeHref(
        locale,
        `/lan-center-photos/${locationId}?done=${intent}${review ? "&review=pending" : ""}`,
      ),
    );
  if (intent === "upload") {
    const files = formData
      .getAll("photos")
      .filter((value): value is File => typeof value !== "string")
      .filter((file) => file.size > 0 || file.name !== "");
    return formAction(
      values,
      async () => {
        const saved = await directory.uploadCenterPhotos({ userId: user.id, locationId, files });
        return back(saved.pendingReview);
      },
      intent,
    );
  }
  const op = EDITS.find((edit) => edit === intent);
  const photoId = values.photoId ?? "";
  if (!op || !/^[0-9a-f-]{36}$/i.test(photoId)) {
    const answer: FormAnswer = {
      values,
      fieldErrors: {},
      formError: INVALID_PHOTO_CHANGE,
      intent: "edit",
    };
    return data(answer, 400);
  }
  return formAction(
    values,
    async () => {
      const saved = await directory.editCenterPhoto({ userId: user.id, locationId, op, photoId });
      return back(saved.pendingReview);
    },
    "edit",
  );
}

export default function LanCenterPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { gallery, done, review, text } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const photos = gallery.photos;
  const full = photos.length >= 8;
  const answer = translateAnswer(text.errors, actionData);
  const uploadAnswer = answer?.intent === "upload" ? answer : undefined;
  const editAnswer = answer && answer.intent !== "upload" ? answer : undefined;
  return (
    <div className="page max-w-3xl">
      <p className="text-sm">
        <Link to={text.backHref}>{text.back}</Link>
      </p>
      <h1 className="heading-1 mt-2">{text.title}</h1>
      <p className="mt-2 text-ink-300">
        {text.limits} {text.intro}
      </p>
      <div className="mt-4 grid gap-3">
        {done && <Alert tone="success">{done}</Alert>}
        {(review || gallery.pendingReview) && gallery.verified && (
          <Alert tone="info">{text.pending}</Alert>
        )}
        {editAnswer?.formError && <Alert tone="error">{editAnswer.formError}</Alert>}
      </div>

      <Form
        method="post"
        encType="multipart/form-data"
        className="card mt-6 grid gap-4"
        noValidate
        aria-labelledby="upload-heading"
      >
        <h2 id="upload-heading" className="text-xl font-bold text-white">
          {text.add}
        </h2>
        <FormProblems answer={uploadAnswer} fieldsMessage={text.fixFields} />
        <input type="hidden" name="intent" value="upload" />
        <TextField
          label={text.toUpload}
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          disabled={full}
          className="mt-1 block w-full text-sm text-ink-200 file:mr-3 file:rounded-lg file:border-0 file:bg-ink-700 file:px-3 file:py-2 file:text-white"
          hint={full ? text.full : `${text.limits} ${fillText(text.used, { used: photos.length })}`}
          error={uploadAnswer?.fieldErrors.photos}
        />
        <button type="submit" className="btn-primary self-start" disabled={busy || full}>
          {busy && navigation.formData?.get("intent") === "upload" ? text.uploading : text.upload}
        </button>
      </Form>

      <section className="mt-8" aria-labelledby="gallery-heading">
        <h2 id="gallery-heading" className="text-xl font-bold text-white">
          {fillText(text.yours, { count: photos.length })}
        </h2>
        {photos.length === 0 ? (
          <p className="mt-2 text-ink-300">{text.none}</p>
        ) : (
          <ol className="mt-4 grid gap-4 sm:grid-cols-2">
            {photos.map((photo, index) => {
              const n = index + 1;
              const name = fillText(text.name, { n });
              return (
                <li key={photo.id} className="card grid gap-3" data-testid="owner-photo">
                  <Picture
                    photoKey={photo.key}
                    alt={fillText(index === 0 ? text.altCover : text.alt, {
                      n,
                      total: photos.length,
                    })}
                    sizes="(min-width: 640px) 360px, 100vw"
                    width={photo.width}
                    height={photo.height}
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                  <p className="text-sm text-ink-200">
                    {index === 0 ? (
                      <strong className="text-neon-300">{text.cover}</strong>
                    ) : (
                      fillText(text.photo, { n })
                    )}
                  </p>
                  <Form method="post" className="flex flex-wrap gap-2">
                    <input type="hidden" name="photoId" value={photo.id} />
                    {(
                      [
                        ["cover", text.makeCover, index > 0],
                        ["up", text.moveUp, index > 0],
                        ["down", text.moveDown, index < photos.length - 1],
                        ["delete", text.delete, true],
                      ] as const
                    ).map(
                      ([intent, label, offered]) =>
                        offered && (
                          <button
                            key={intent}
                            type="submit"
                            name="intent"
                            value={intent}
                            className="btn-secondary"
                            aria-label={fillText(text.buttonAria, { label, name })}
                          >
                            {label}
                          </button>
                        ),
                    )}
                  </Form>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
