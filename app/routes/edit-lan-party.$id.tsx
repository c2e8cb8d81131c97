/**
 * /edit-lan-party/{id} (docs/spec/owner-portal.md §2 "Edit LAN Party", §5 "Edit party", §8 "Edit
 * party"; editing centers and parties). Only the creator may load or save; anyone else gets 404
 * with 'You do not have permission to edit this event'. Success shows 'Changes Saved!' and goes to
 * /dashboard.
 */
import { useRef } from "react";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/edit-lan-party.$id";
import { Alert, FormSection } from "~/components/ui/form";
import { EventFields, LocationFields } from "~/components/owner/lan-party-fields";
import { fieldErrors, formValues } from "~/lib/form-fields";
import { lanPartyEditFormSchema } from "~/lib/lan-party-form";
import { toInputInZone } from "~/lib/local-date-time";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import { OwnerFormTextContext, translate, translateAnswer } from "~/components/owner/owner-text";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { ownerFormText } from "~/i18n/owner-form.server";
import { requireId } from "~/server/directory/owner-http.server";
import { isAppError } from "~/server/errors/app-error";
import { formAction, invalidForm, retryAfterHeaders } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";
import { PageNotice } from "~/components/ui/status-card";

/** A busy image queue's 503 carries `Retry-After` to the browser (issue 23, ADR 068). */
export const headers = retryAfterHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.text.metaTitle ?? "Edit LAN Party | LAN Center Network" }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { auth, directory } = servicesOf(context);
  const user = await auth.requireUser(request);
  const eventId = requireId(params.id);
  const locale = localeFromPath(new URL(request.url).pathname);
  let p;
  try {
    p = await directory.getOwnParty({ userId: user.id, eventId });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const text = ownerFormText(locale, "party", "edit");
    return data({ party: null, error: error.message, text }, error.status);
  }
  return {
    text: ownerFormText(locale, "party", "edit", p.pendingReview),
    error: null,
    pendingReview: p.pendingReview,
    party: {
      id: p.id,
      organizationName: p.organizationName,
      description: p.description,
      // On the party's own wall clock, rendered by the server (issue 24 item 3, ADR 073).
      startDate: toInputInZone(p.startDate, p.zone),
      endDate: toInputInZone(p.endDate, p.zone),
      timeZone: p.zone,
      customLocation: p.customLocation,
      lat: p.lat,
      lng: p.lng,
      website: p.website,
      imageUrl: p.imageUrl,
      capacity: p.capacity,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { auth, directory } = servicesOf(context);
  const user = await auth.requireUser(request);
  const eventId = requireId(params.id);
  const formData = await readFormData(request);
  const values = formValues(formData);
  const parsed = lanPartyEditFormSchema.safeParse(values);
  if (!parsed.success) return invalidForm(values, fieldErrors(parsed.error));
  return formAction(values, async () => {
    // A bad cover file is refused before anything is saved; the typed values come back.
    const cover = await directory.readCover({ formData, field: "imageFile" });
    const saved = await directory.updateLanParty({ userId: user.id, eventId, form: parsed.data });
    const covered = cover
      ? await directory.setCover({ userId: user.id, kind: "party", itemId: eventId, change: cover })
      : { pendingReview: false };
    const pending = saved.pendingReview || covered.pendingReview;
    const review = pending ? "pending" : saved.resubmitted ? "resubmitted" : "";
    return data({ values: { ...values, review }, fieldErrors: {}, formError: null, notice: SAVED });
  });
}

/** The notice of a saved party (the page then goes back to the dashboard). */
const SAVED = "Changes Saved!";

/** What the page says after an edit, by what the edit did (`values.review`, ADR 053). */
export default function EditLanParty({ loaderData, actionData }: Route.ComponentProps) {
  const { party, error, text } = loaderData;
  const locale = localeFromPath(useLocation().pathname);
  const dashboard = localizeHref(locale, "/dashboard");
  const back = { to: dashboard, label: text.backToDashboard };
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const done = actionData?.notice === SAVED;
  // The schemas' English messages in the page's language; what was typed stays as it is.
  const answer = translateAnswer(text.messages, actionData);
  useTimedRedirect(done, dashboard, 2000);
  const pendingReview = "pendingReview" in loaderData && loaderData.pendingReview;
  /** What the page says after an edit, by what the edit did (`values.review`, ADR 053). */
  const editNotices: Record<string, string> = {
    "": text.updated,
    pending: text.editPending,
    resubmitted: text.resubmitted,
  };
  if (!party) {
    return (
      <PageNotice title={text.error} role="alert" link={back}>
        {translate(text.messages, error)}
      </PageNotice>
    );
  }
  if (done) {
    return (
      <PageNotice title={text.changesSaved} role="status" link={back}>
        {editNotices[actionData?.values.review ?? ""] ?? editNotices[""]} {text.takingYou}
      </PageNotice>
    );
  }
  const values = answer?.values ?? party;
  const busy = navigation.state === "submitting";
  return (
    <OwnerFormTextContext value={text}>
      <div className="page max-w-3xl">
        <p className="text-sm">
          <Link to={dashboard}>← {text.backToDashboard}</Link>
        </p>
        <h1 className="heading-1 mt-2">{text.title}</h1>
        {pendingReview && <p className="mt-2 text-ink-300">{text.intro}</p>}
        <Form
          method="post"
          encType="multipart/form-data"
          ref={form}
          className="mt-6 grid gap-6"
          noValidate
        >
          {answer?.formError && <Alert tone="error">{answer.formError}</Alert>}
          <FormSection title={text.eventInformation}>
            <EventFields values={values} errors={answer?.fieldErrors ?? {}} />
          </FormSection>
          <FormSection title={text.locationInformation}>
            <LocationFields values={values} errors={answer?.fieldErrors ?? {}} />
          </FormSection>
          <div className="flex gap-3">
            <Link to={dashboard} className="btn-secondary">
              {text.cancel}
            </Link>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? text.saving : text.submit}
            </button>
          </div>
        </Form>
      </div>
    </OwnerFormTextContext>
  );
}
