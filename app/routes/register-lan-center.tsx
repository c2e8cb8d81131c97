/**
 * /register-lan-center, and edit mode with ?edit={id} (docs/spec/owner-portal.md §2, §5, §8
 * "Registration"; LAN center registration). Visitors may fill the form (kept in sessionStorage) and
 * see the Account Required banner; the action refuses them. A new center goes to
 * /payment?location={id} after 2 s, an edit to /dashboard after 2 s.
 */
import { useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/register-lan-center";
import { AccountRequiredBanner } from "~/components/owner/account-required-banner";
import { FormProblems } from "~/components/ui/form";
import { LanCenterFields, type FormValues } from "~/components/owner/lan-center-fields";
import { clearDraft, usePersistedForm } from "~/components/owner/persisted-form";
import { fieldErrors, formValues } from "~/lib/form-fields";
import { lanCenterEditFormSchema, lanCenterFormSchema } from "~/lib/lan-center-form";
import { facilityListValues, hoursFormValues } from "~/lib/opening-hours";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import type { FormAnswer } from "~/lib/form-answer";
import { photosLinkLabel } from "~/lib/owner-cards";
import type { OwnCenter } from "~/server/directory/owner-center-edit.server";
import { requireId } from "~/server/directory/owner-http.server";
import { AppError, isAppError } from "~/server/errors/app-error";
import {
  appErrorAnswer,
  formAction,
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
    {
      title: `${loaderData?.edit ? "Edit LAN Center" : "Register LAN Center"} | LAN Center Network`,
    },
    {
      name: "description",
      content:
        "Register your LAN center with LAN Center Network: its address on the map, photos, opening hours and facilities.",
    },
  ];
}

const NOT_SIGNED_IN =
  "You must be logged in to register a LAN center. Please create an account first.";

/** The edit form's starting values from a loaded center. */
function valuesOf(center: OwnCenter): FormValues {
  return {
    contactFirstName: center.contact?.firstName,
    contactLastName: center.contact?.lastName,
    contactEmail: center.contact?.email,
    communityName: center.community?.name,
    communityDescription: center.community?.description,
    communityImageUrl: center.community?.imageUrl,
    organizationName: center.organizationName,
    website: center.website,
    address: center.address,
    lat: center.lat,
    lng: center.lng,
    description: center.description,
    ...hoursFormValues(center.openingHours),
    stations: center.stations,
    platforms: center.platforms.join(","),
    priceFrom: center.priceFromCents === null ? null : (center.priceFromCents / 100).toFixed(2),
    priceCurrency: center.priceCurrency,
    phone: center.phone,
    amenities: center.amenities.join(","),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, directory } = servicesOf(context);
  const editParam = new URL(request.url).searchParams.get("edit");
  if (editParam === null) {
    const user = await auth.getSessionUser(request);
    // One registration per rendered form: a repeated submit lands on the first one's result.
    const submissionToken = await directory.newSubmissionToken();
    return { signedIn: Boolean(user), edit: null, submissionToken };
  }
  const user = await auth.requireUser(request);
  const locationId = requireId(editParam);
  const center = await directory.getOwnCenter({ userId: user.id, locationId });
  if (!center) {
    // The spec's words; the root error boundary shows `message` (issue 16 point 5).
    const message = "Location not found or you do not have permission to edit it.";
    throw data({ message, code: "directory.not_found" }, { status: 404, statusText: "Not Found" });
  }
  return {
    signedIn: true,
    edit: { id: center.id, values: valuesOf(center), pendingReview: center.pendingReview },
    submissionToken: null,
  };
}

/**
 * The success answer: `intent` says which (new or edit), `values.doneId` the center and
 * `values.review` what an edit did (`pending`: waits for review; `resubmitted`: back in the
 * queue; ADR 053).
 */
function savedAnswer(
  values: Record<string, string>,
  kind: "new" | "edit",
  id: string,
  review: "pending" | "resubmitted" | "" = "",
) {
  const answer: FormAnswer = {
    values: { ...values, doneId: id, review },
    fieldErrors: {},
    formError: null,
    notice: kind === "new" ? "LAN Center Registered!" : "Changes Saved!",
    intent: kind,
  };
  return answer;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, directory } = servicesOf(context);
  const formData = await readFormData(request);
  // Platform and amenity boxes share a name: joined ("pc,vr") for the schema (issue 14 item 4).
  const values: Record<string, string> = {
    ...formValues(formData),
    ...facilityListValues(formData),
  };
  const user = await auth.getSessionUser(request);
  const editId = values.editId;
  if (!user) return appErrorAnswer(new AppError("auth.signed_out", NOT_SIGNED_IN, 401), values);
  /** Sets the community's cover after the center was saved (own communities only). */
  const coverCommunity = async (
    locationId: string,
    cover: Awaited<ReturnType<typeof directory.readCover>>,
  ) => {
    if (!cover) return false;
    const center = await directory.getOwnCenter({ userId: user.id, locationId });
    if (!center?.community) return false;
    try {
      const set = await directory.setCover({
        userId: user.id,
        kind: "community",
        itemId: center.community.id,
        change: cover,
      });
      return set.pendingReview;
    } catch (error) {
      // Another owner's community keeps its cover (its name was joined, not created).
      if (isAppError(error) && error.code === "not_found") return false;
      throw error;
    }
  };
  if (editId) {
    const locationId = requireId(editId);
    const parsed = lanCenterEditFormSchema.safeParse(values);
    if (!parsed.success) return invalidForm(values, fieldErrors(parsed.error));
    return formAction(values, async () => {
      // A bad cover file is refused before anything is saved; the typed values come back.
      const cover = await directory.readCover({ formData, field: "communityImageFile" });
      const saved = await directory.updateLanCenter({
        userId: user.id,
        locationId,
        form: parsed.data,
      });
      const coverPending = await coverCommunity(locationId, cover);
      const pending = saved.pendingReview || coverPending;
      const review = pending ? "pending" : saved.resubmitted ? "resubmitted" : "";
      return savedAnswer(values, "edit", locationId, review);
    });
  }
  const parsed = lanCenterFormSchema.safeParse(values);
  if (!parsed.success) return invalidForm(values, fieldErrors(parsed.error));
  return formAction(values, async () => {
    const cover = await directory.readCover({ formData, field: "communityImageFile" });
    const { locationId, replayed } = await directory.registerLanCenter({
      userId: user.id,
      form: parsed.data,
      submissionToken: values.submissionToken,
    });
    if (!replayed) await coverCommunity(locationId, cover);
    return savedAnswer(values, "new", locationId);
  });
}

const DRAFT_KEY = "register-lan-center";

/** What the page says after an edit, by what the edit did (ADR 053). */
const EDIT_NOTICES: Record<string, string> = {
  "": "Your LAN center has been updated.",
  pending:
    "Your changes are waiting for review. Gamers keep seeing the last approved details until our team approves them.",
  resubmitted: "Your LAN center is back in the review queue. Our team will review it again.",
};

/** The register/edit page; also rendered by /edit-lan-center. */
export default function RegisterLanCenter({ loaderData, actionData }: Route.ComponentProps) {
  return <LanCenterPage loaderData={loaderData} actionData={actionData} />;
}

/** Shared page body of /register-lan-center and /edit-lan-center. */
export function LanCenterPage({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData: Route.ComponentProps["actionData"];
}) {
  const { signedIn, edit, submissionToken } = loaderData;
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  usePersistedForm(edit ? `edit-${edit.id}` : DRAFT_KEY, form);
  const done =
    actionData?.notice && (actionData.intent === "new" || actionData.intent === "edit")
      ? {
          kind: actionData.intent,
          id: actionData.values.doneId ?? "",
          review: actionData.values.review ?? "",
        }
      : null;
  const target = done ? (done.kind === "new" ? `/payment?location=${done.id}` : "/dashboard") : "";
  useTimedRedirect(Boolean(done), target, 2000);
  if (done) {
    clearDraft(edit ? `edit-${edit.id}` : DRAFT_KEY);
    return (
      <PageNotice
        title={done.kind === "new" ? "LAN Center Registered!" : "Changes Saved!"}
        role="status"
        link={{
          to: target,
          label: done.kind === "new" ? "Continue to plans" : "Back to Dashboard",
        }}
        // A new center has no photos yet: where to add them (issue 24 item 5).
        more={
          done.kind === "new" && done.id
            ? [{ to: `/lan-center-photos/${done.id}`, label: photosLinkLabel(0) }]
            : []
        }
      >
        {done.kind === "new"
          ? "Thank you! Our team will review and verify your LAN center. Next, choose a plan."
          : (EDIT_NOTICES[done.review] ?? EDIT_NOTICES[""])}
      </PageNotice>
    );
  }
  const values = actionData?.values ?? edit?.values ?? {};
  const busy = navigation.state === "submitting";
  return (
    <div className="page max-w-3xl">
      {edit && (
        <p className="text-sm">
          <Link to="/dashboard">← Back to Dashboard</Link>
        </p>
      )}
      <h1 className="heading-1 mt-2">{edit ? "Edit LAN Center" : "Register LAN Center"}</h1>
      <p className="mt-2 text-ink-300">
        {edit
          ? edit.pendingReview
            ? "Update your LAN center's details. Your last changes are waiting for review; the form shows them so you can keep editing them."
            : "Update your LAN center's details. Changes to a verified center's public details are reviewed by our team before they appear."
          : "Add your venue to the network. New centers are reviewed and verified by our team before they appear on the map."}
      </p>
      {!signedIn && <AccountRequiredBanner what="LAN center" />}
      <Form
        method="post"
        encType="multipart/form-data"
        ref={form}
        className="mt-6 grid gap-6"
        noValidate
      >
        {edit && <input type="hidden" name="editId" value={edit.id} />}
        {submissionToken && <input type="hidden" name="submissionToken" value={submissionToken} />}
        <FormProblems answer={actionData} />
        <LanCenterFields
          values={values}
          errors={actionData?.fieldErrors ?? {}}
          edit={Boolean(edit)}
          photosHref={edit ? `/lan-center-photos/${edit.id}` : undefined}
        />
        <button type="submit" className="btn-primary self-start" disabled={busy}>
          {busy ? "Saving..." : edit ? "Save Changes" : "Register LAN Center"}
        </button>
      </Form>
    </div>
  );
}
