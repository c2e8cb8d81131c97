/**
 * /edit-lan-party/{id} (spec: owner-portal.md §2 "Edit LAN Party", §5 "Edit party", §8 "Edit
 * party"; issue 5 item 4). Only the creator may load or save; anyone else gets 404 with 'You do
 * not have permission to edit this event'. Success shows 'Changes Saved!' and goes to /dashboard.
 */
import { useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/edit-lan-party.$id";
import { Alert, FormSection } from "~/components/ui/form";
import { EventFields, LocationFields } from "~/components/owner/lan-party-fields";
import { useTimezoneOffset } from "~/components/owner/timezone-offset-input";
import { fieldErrors, formValues } from "~/lib/form-fields";
import { lanPartyEditFormSchema } from "~/lib/lan-party-form";
import { toLocalDateTimeInput } from "~/lib/local-date-time";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import { requireUser } from "~/server/auth/session.server";
import { ownerAction, requireId } from "~/server/directory/owner-http.server";
import { getOwnParty, updateLanParty } from "~/server/directory/owner-party-edit.server";
import { getDb } from "~/server/runtime.server";
import { readFormData } from "~/server/http/form-data.server";

export function meta() {
  return [{ title: "Edit LAN Party | LAN Center Network" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const eventId = requireId(params.id);
  const result = await ownerAction(() => getOwnParty({ db: getDb(), userId: user.id, eventId }));
  if (!result.ok) return data({ party: null, error: result.error }, result.status);
  const p = result.value;
  return {
    error: null,
    party: {
      id: p.id,
      organizationName: p.organizationName,
      description: p.description,
      startDate: p.startDate.toISOString(),
      endDate: p.endDate.toISOString(),
      customLocation: p.customLocation,
      lat: p.lat,
      lng: p.lng,
      website: p.website,
      imageUrl: p.imageUrl,
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const eventId = requireId(params.id);
  const values = formValues(await readFormData(request));
  const parsed = lanPartyEditFormSchema.safeParse(values);
  if (!parsed.success) {
    return data({ error: null, errors: fieldErrors(parsed.error), values, done: false }, 400);
  }
  const result = await ownerAction(() =>
    updateLanParty({ db: getDb(), userId: user.id, eventId, form: parsed.data }),
  );
  if (!result.ok) {
    return data({ error: result.error, errors: {}, values, done: false }, result.status);
  }
  return { error: null, errors: {}, values, done: true };
}

export default function EditLanParty({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const { offset, hydrated } = useTimezoneOffset();
  const done = actionData?.done ?? false;
  useTimedRedirect(done, "/dashboard", 2000);
  const { party, error } = loaderData;
  if (!party) {
    return (
      <div className="page max-w-2xl">
        <div className="card text-center">
          <h1 className="heading-1">Error</h1>
          <p className="mt-4 text-ink-300" role="alert">
            {error}
          </p>
          <p className="mt-6">
            <Link to="/dashboard" className="btn-primary">
              Back to Dashboard
            </Link>
          </p>
        </div>
      </div>
    );
  }
  if (done) {
    return (
      <div className="page max-w-2xl">
        <div className="card text-center">
          <h1 className="heading-1">Changes Saved!</h1>
          <p className="mt-4 text-ink-300" role="status">
            Your LAN party has been updated. Taking you to your dashboard.
          </p>
          <p className="mt-6">
            <Link to="/dashboard" className="btn-primary">
              Back to Dashboard
            </Link>
          </p>
        </div>
      </div>
    );
  }
  const values = actionData?.values ?? {
    ...party,
    startDate: toLocalDateTimeInput(party.startDate, offset),
    endDate: toLocalDateTimeInput(party.endDate, offset),
  };
  const busy = navigation.state === "submitting";
  return (
    <div className="page max-w-3xl">
      <p className="text-sm">
        <Link to="/dashboard">← Back to Dashboard</Link>
      </p>
      <h1 className="heading-1 mt-2">Edit LAN Party</h1>
      <Form
        method="post"
        ref={form}
        className="mt-6 grid gap-6"
        noValidate
        key={hydrated ? "local" : "utc"}
      >
        <input type="hidden" name="timezoneOffset" value={offset} />
        {actionData?.error && <Alert tone="error">{actionData.error}</Alert>}
        <FormSection title="Event Information">
          <EventFields values={values} errors={actionData?.errors ?? {}} />
        </FormSection>
        <FormSection title="Location Information">
          <LocationFields values={values} errors={actionData?.errors ?? {}} />
        </FormSection>
        <div className="flex gap-3">
          <Link to="/dashboard" className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Saving..." : "Save Changes"}
          </button>
        </div>
      </Form>
    </div>
  );
}
