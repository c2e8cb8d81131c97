/**
 * /register-lan-party (docs/spec/owner-portal.md §2, §4 "LAN party registration", §5; LAN party
 * registration): Organizer Contact Information, Event Information, Location Information. Visitors
 * may fill the form and see the Account Required banner; success links to the dashboard and the
 * party's page (public after review) and goes to the dashboard after 3 s (issue 24 item 3).
 */
import { useRef } from "react";
import { data, Form, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/register-lan-party";
import { AccountRequiredBanner } from "~/components/owner/account-required-banner";
import { FormProblems } from "~/components/ui/form";
import { LanPartyFields } from "~/components/owner/lan-party-fields";
import { clearDraft, usePersistedForm } from "~/components/owner/persisted-form";
import { fieldErrors, formValues } from "~/lib/form-fields";
import { lanPartyFormSchema } from "~/lib/lan-party-form";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import { fillText, OwnerFormTextContext, translateAnswer } from "~/components/owner/owner-text";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { ownerFormText } from "~/i18n/owner-form.server";
import { CENTER_NOT_AVAILABLE } from "~/server/directory/owner-party-register.server";
import { AppError, isAppError } from "~/server/errors/app-error";
import {
  appErrorAnswer,
  invalidForm,
  retryAfterHeaders,
} from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";
import { PageNotice } from "~/components/ui/status-card";

/** A busy image queue's 503 carries `Retry-After` to the browser (issue 23, ADR 068). */
export const headers = retryAfterHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.text.metaTitle ?? "Register LAN Party | LAN Center Network" },
    {
      name: "description",
      content:
        loaderData?.text.metaDescription ??
        "Register your LAN party with LAN Center Network so gamers near you can find it on the events page.",
    },
  ];
}

const NOT_SIGNED_IN =
  "You must be logged in to register a LAN party. Please create an account first.";
const DRAFT_KEY = "register-lan-party";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, directory } = servicesOf(context);
  const user = await auth.getSessionUser(request);
  const centers = await directory.listVerifiedCentersForParty();
  // One registration per rendered form: a repeated submit lands on the first one's result.
  const submissionToken = await directory.newSubmissionToken();
  const text = ownerFormText(localeFromPath(new URL(request.url).pathname), "party", "new");
  return { signedIn: Boolean(user), centers, submissionToken, text };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, directory } = servicesOf(context);
  const formData = await readFormData(request);
  const values = formValues(formData);
  const user = await auth.getSessionUser(request);
  if (!user) return appErrorAnswer(new AppError("auth.signed_out", NOT_SIGNED_IN, 401), values);
  const parsed = lanPartyFormSchema.safeParse(values);
  if (!parsed.success) return invalidForm(values, fieldErrors(parsed.error));
  let eventId: string;
  try {
    // A bad cover file is refused before anything is stored; the typed values come back.
    const cover = await directory.readCover({ formData, field: "imageFile" });
    const registered = await directory.registerLanParty({
      userId: user.id,
      form: parsed.data,
      submissionToken: values.submissionToken,
    });
    eventId = registered.eventId;
    if (cover && !registered.replayed) {
      await directory.setCover({ userId: user.id, kind: "party", itemId: eventId, change: cover });
    }
  } catch (error) {
    // A center that is not (or no longer) available is the location field's error.
    if (isAppError(error) && error.message === CENTER_NOT_AVAILABLE) {
      return invalidForm(values, { locationId: error.message });
    }
    return appErrorAnswer(error, values);
  }
  return data({ values, fieldErrors: {}, formError: null, notice: REGISTERED, eventId });
}

/** The notice of a registered party (the page then shows the thank-you card). */
const REGISTERED = "LAN Party Registered!";

export default function RegisterLanParty({ loaderData, actionData }: Route.ComponentProps) {
  const { text } = loaderData;
  const locale = localeFromPath(useLocation().pathname);
  const dashboard = localizeHref(locale, "/dashboard");
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  usePersistedForm(DRAFT_KEY, form);
  const done = actionData?.notice === REGISTERED;
  // The schemas' English messages in the page's language; what was typed stays as it is.
  const answer = translateAnswer(text.messages, actionData);
  useTimedRedirect(done, dashboard, 3000);
  if (done) {
    clearDraft(DRAFT_KEY);
    // Where the organiser looks next (issue 24 item 3): the dashboard and the party's own page,
    // which is public only once the party is verified.
    const eventId = actionData && "eventId" in actionData ? actionData.eventId : null;
    return (
      <PageNotice
        title={text.registered}
        role="status"
        link={{ to: dashboard, label: text.goToDashboard }}
        more={
          eventId ? [{ to: localizeHref(locale, `/events/${eventId}`), label: text.partyPage }] : []
        }
      >
        {fillText(text.thanks, { path: `/events/${eventId ?? ""}` })}
      </PageNotice>
    );
  }
  const busy = navigation.state === "submitting";
  return (
    <OwnerFormTextContext value={text}>
      <div className="page max-w-3xl">
        <h1 className="heading-1">{text.title}</h1>
        <p className="mt-2 text-ink-300">{text.intro}</p>
        {!loaderData.signedIn && <AccountRequiredBanner />}
        <Form
          method="post"
          encType="multipart/form-data"
          ref={form}
          className="mt-6 grid gap-6"
          noValidate
        >
          <input type="hidden" name="submissionToken" value={loaderData.submissionToken} />
          <FormProblems answer={answer} fieldsMessage={text.fixFields} />
          <LanPartyFields
            values={answer?.values ?? {}}
            errors={answer?.fieldErrors ?? {}}
            centers={loaderData.centers}
          />
          <button type="submit" className="btn-primary self-start" disabled={busy}>
            {busy ? text.saving : text.submit}
          </button>
        </Form>
      </div>
    </OwnerFormTextContext>
  );
}
