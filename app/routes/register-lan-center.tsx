/**
 * /register-lan-center, and edit mode with ?edit={id} (docs/spec/owner-portal.md §2, §5, §8
 * "Registration"; LAN center registration). Visitors may fill the form (kept in sessionStorage) and
 * see the Account Required banner; the action refuses them. A new center goes to
 * /payment?location={id} after 2 s, an edit to /dashboard after 2 s.
 */
import { data } from "react-router";
import type { Route } from "./+types/register-lan-center";
import type { FormValues } from "~/components/owner/lan-center-fields";
import { LanCenterPage } from "~/components/owner/lan-center-page";
import { fieldErrors, formValues } from "~/lib/form-fields";
import { lanCenterEditFormSchema, lanCenterFormSchema } from "~/lib/lan-center-form";
import { facilityListValues, hoursFormValues } from "~/lib/opening-hours";
import { CENTER_NOT_FOUND, errorPageMessage } from "~/i18n/error-pages.server";
import { localeFromPath } from "~/i18n/locales";
import { ownerFormText } from "~/i18n/owner-form.server";
import type { FormAnswer } from "~/lib/form-answer";
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

/** A busy image queue's 503 carries `Retry-After` to the browser (issue 23, ADR 068). */
export const headers = retryAfterHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title:
        loaderData?.text.metaTitle ??
        `${loaderData?.edit ? "Edit LAN Center" : "Register LAN Center"} | LAN Center Network`,
    },
    {
      name: "description",
      content:
        loaderData?.text.metaDescription ??
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
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const editParam = url.searchParams.get("edit");
  if (editParam === null) {
    const user = await auth.getSessionUser(request);
    // One registration per rendered form: a repeated submit lands on the first one's result.
    const submissionToken = await directory.newSubmissionToken();
    const text = ownerFormText(locale, "center", "new");
    return { signedIn: Boolean(user), edit: null, submissionToken, text };
  }
  const user = await auth.requireUser(request);
  const locationId = requireId(editParam);
  const center = await directory.getOwnCenter({ userId: user.id, locationId });
  if (!center) {
    // The spec's words; the root error boundary shows `message` (issue 16 point 5).
    const message = errorPageMessage(locale, CENTER_NOT_FOUND);
    throw data({ message, code: "directory.not_found" }, { status: 404, statusText: "Not Found" });
  }
  return {
    signedIn: true,
    edit: { id: center.id, values: valuesOf(center), pendingReview: center.pendingReview },
    submissionToken: null,
    text: ownerFormText(locale, "center", "edit", center.pendingReview),
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

/** The register/edit page (/edit-lan-center redirects here with ?edit={id}). */
export default function RegisterLanCenter({ loaderData, actionData }: Route.ComponentProps) {
  return <LanCenterPage loaderData={loaderData} actionData={actionData} />;
}
