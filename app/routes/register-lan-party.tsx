/**
 * /register-lan-party (spec: owner-portal.md §2, §4 "LAN party registration", §5; issue 5 item
 * 3): Organizer Contact Information, Event Information, Location Information. Visitors may fill
 * the form and see the Account Required banner; success goes home after 3 s.
 */
import { useRef } from "react";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/register-lan-party";
import { AccountRequiredBanner } from "~/components/owner/account-required-banner";
import { Alert } from "~/components/ui/form";
import { LanPartyFields } from "~/components/owner/lan-party-fields";
import { clearDraft, usePersistedForm } from "~/components/owner/persisted-form";
import { TimezoneOffsetInput } from "~/components/owner/timezone-offset-input";
import { fieldErrors, formValues } from "~/lib/form-fields";
import { lanPartyFormSchema } from "~/lib/lan-party-form";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import { getSessionUser } from "~/server/auth/session.server";
import { ownerAction } from "~/server/directory/owner-http.server";
import {
  CENTER_NOT_AVAILABLE,
  listVerifiedCentersForParty,
  registerLanParty,
} from "~/server/directory/owner-party-register.server";
import { getDb } from "~/server/runtime.server";
import { readFormData } from "~/server/http/form-data.server";

export function meta() {
  return [{ title: "Register LAN Party | LAN Center Network" }];
}

const NOT_SIGNED_IN =
  "You must be logged in to register a LAN party. Please create an account first.";
const DRAFT_KEY = "register-lan-party";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const centers = await listVerifiedCentersForParty(getDb());
  return { signedIn: Boolean(user), centers };
}

export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await readFormData(request));
  const user = await getSessionUser(request);
  if (!user) return data({ error: NOT_SIGNED_IN, errors: {}, values, done: false }, 401);
  const parsed = lanPartyFormSchema.safeParse(values);
  if (!parsed.success) {
    return data({ error: null, errors: fieldErrors(parsed.error), values, done: false }, 400);
  }
  const result = await ownerAction(() =>
    registerLanParty({ db: getDb(), userId: user.id, form: parsed.data }),
  );
  if (!result.ok) {
    const errors: Record<string, string> =
      result.error === CENTER_NOT_AVAILABLE ? { locationId: result.error } : {};
    return data(
      { error: errors.locationId ? null : result.error, errors, values, done: false },
      result.status === 404 ? 400 : result.status,
    );
  }
  return { error: null, errors: {}, values, done: true };
}

export default function RegisterLanParty({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  usePersistedForm(DRAFT_KEY, form);
  const done = actionData?.done ?? false;
  useTimedRedirect(done, "/", 3000);
  if (done) {
    clearDraft(DRAFT_KEY);
    return (
      <div className="page max-w-2xl">
        <div className="card text-center">
          <h1 className="heading-1">LAN Party Registered!</h1>
          <p className="mt-4 text-ink-300" role="status">
            Thank you! Our team will review and verify your LAN party before it appears publicly.
          </p>
          <p className="mt-6">
            <Link to="/" className="btn-primary">
              Back to Home
            </Link>
          </p>
        </div>
      </div>
    );
  }
  const busy = navigation.state === "submitting";
  return (
    <div className="page max-w-3xl">
      <h1 className="heading-1">Register LAN Party</h1>
      <p className="mt-2 text-ink-300">
        Tell gamers about your event. New LAN parties are reviewed and verified by our team.
      </p>
      {!loaderData.signedIn && (
        <div className="mt-6">
          <AccountRequiredBanner
            returnTo={`${location.pathname}${location.search}`}
            what="LAN party"
          />
        </div>
      )}
      <Form method="post" ref={form} className="mt-6 grid gap-6" noValidate>
        <TimezoneOffsetInput />
        {actionData?.error && <Alert tone="error">{actionData.error}</Alert>}
        {actionData && Object.keys(actionData.errors).length > 0 && (
          <Alert tone="error">Please correct the highlighted fields.</Alert>
        )}
        <LanPartyFields
          values={actionData?.values ?? {}}
          errors={actionData?.errors ?? {}}
          centers={loaderData.centers}
        />
        <button type="submit" className="btn-primary self-start" disabled={busy}>
          {busy ? "Saving..." : "Register LAN Party"}
        </button>
      </Form>
    </div>
  );
}
