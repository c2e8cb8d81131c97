/**
 * /dashboard Overview tab (spec: owner-portal.md §2 "/dashboard", "Next Steps dialog", "Confirm
 * Your Details dialog", §4 "Center onboarding", §8 "Dashboard"): the user's centers with their
 * subscriptions, their parties, and for admins the contacts. The dialogs are in the URL
 * (?delete=, ?nextSteps=, ?confirm=) so everything works without JavaScript. The action
 * (intents `delete` and `setup-request`) checks the session and ownership on the server and
 * answers a `FormAnswer`.
 */
import { data } from "react-router";
import type { Route } from "./+types/dashboard._index";
import { DashboardOverview, OverviewUnavailable } from "~/components/owner/dashboard-overview";
import type { FormAnswer } from "~/lib/form-answer";
import { fieldErrors, formValues } from "~/lib/form-fields";
import { SETUP_SENT_MESSAGE, setupRequestSchema } from "~/lib/setup-request";
import { subscriptionErrorFromUrl } from "~/lib/subscription-status";
import { getSessionUser, requireUser } from "~/server/auth/session.server";
import { toSubscriptionSummary } from "~/server/billing/subscriptions.server";
import { getConfig } from "~/server/config.server";
import { deleteLanCenter } from "~/server/directory/owner-center-delete.server";
import { listContactsForAdmin } from "~/server/directory/owner-contacts.server";
import { getOwnerOverview } from "~/server/directory/owner-dashboard.server";
import { requireId } from "~/server/directory/owner-http.server";
import { sendSetupRequest, sendWithMailer } from "~/server/directory/owner-onboarding.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { getBilling, getDb, getMailer } from "~/server/runtime.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return { user: null, overview: null, contacts: null, subscriptionError: null };
  const profile = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: user.isAdmin,
  };
  try {
    const db = getDb();
    const [overview, contacts] = await Promise.all([
      getOwnerOverview({ db, plans: getBilling().plans, userId: user.id }),
      user.isAdmin
        ? listContactsForAdmin({ db, actor: { userId: user.id, isAdmin: true } })
        : Promise.resolve(null),
    ]);
    // The subscription panel needs the client-side summary of each center's subscription.
    const centers = overview.centers.map((center) => ({
      ...center,
      subscriptionSummary: center.subscription ? toSubscriptionSummary(center.subscription) : null,
    }));
    return {
      user: profile,
      overview: { ...overview, centers },
      contacts,
      subscriptionError: subscriptionErrorFromUrl(new URL(request.url)) ?? null,
    };
  } catch (error) {
    console.error(`dashboard: ${error instanceof Error ? error.message : String(error)}`);
    return data({ user: profile, overview: null, contacts: null, subscriptionError: null }, 503);
  }
}

/** A success that stays on the Overview, with its message. */
function done(values: Record<string, string>, intent: string, notice: string): FormAnswer {
  return { values, fieldErrors: {}, formError: null, notice, intent };
}

/** Takes only the request, so the layout can hand it bare `POST /dashboard` requests too. */
export async function action({ request }: Pick<Route.ActionArgs, "request">) {
  const user = await requireUser(request);
  const values = formValues(await readFormData(request));
  if (values.intent === "delete") {
    const locationId = requireId(values.locationId);
    return formAction(
      values,
      async () => {
        await deleteLanCenter({ db: getDb(), userId: user.id, locationId });
        return done(values, "delete", "LAN center deleted.");
      },
      "delete",
    );
  }
  if (values.intent === "setup-request") {
    const parsed = setupRequestSchema.safeParse(values);
    if (!parsed.success) return invalidForm(values, fieldErrors(parsed.error), null, "setup");
    return formAction(
      values,
      async () => {
        await sendSetupRequest({
          db: getDb(),
          userId: user.id,
          supportEmail: getConfig().supportEmail,
          form: parsed.data,
          send: sendWithMailer(getMailer()),
        });
        return done(values, "setup", SETUP_SENT_MESSAGE);
      },
      "setup",
    );
  }
  throw data(null, { status: 400, statusText: "Bad Request" });
}

export default function DashboardIndex({ loaderData, actionData }: Route.ComponentProps) {
  const { user, overview, contacts, subscriptionError } = loaderData;
  if (!user) return null;
  if (!overview) return <OverviewUnavailable />;
  return (
    <DashboardOverview
      user={user}
      centers={overview.centers}
      parties={overview.parties}
      contacts={contacts}
      subscriptionError={subscriptionError}
      answer={actionData}
    />
  );
}
