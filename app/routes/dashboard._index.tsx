/**
 * /dashboard Overview tab (docs/spec/owner-portal.md §2 "/dashboard", "Next Steps dialog", "Confirm
 * Your Details dialog", §4 "Center onboarding", §8 "Dashboard"): the user's centers with their
 * subscriptions, their parties, the owners' chat line (issue 24 item 8), and for admins the
 * contacts. The dialogs are in the URL (?delete=, ?nextSteps=, ?confirm=) so everything works
 * without JavaScript. The action (intents `delete`, `setup-request`, and `venue-accept` /
 * `venue-decline` for 'Parties at your centers', ADR 052) checks the session and ownership on the
 * server and answers a `FormAnswer`.
 */
import { data } from "react-router";
import type { Route } from "./+types/dashboard._index";
import { DashboardOverview, OverviewUnavailable } from "~/components/owner/dashboard-overview";
import { VenueRequests } from "~/components/owner/venue-requests";
import { localeFromPath } from "~/i18n/locales";
import { localizedChat } from "~/i18n/owner-panels.server";
import type { FormAnswer } from "~/lib/form-answer";
import { fieldErrors, formValues } from "~/lib/form-fields";
import { SETUP_SENT_MESSAGE, setupRequestSchema, setupRequiredMessage } from "~/lib/setup-request";
import { subscriptionErrorFromUrl } from "~/lib/subscription-status";
import { requireId } from "~/server/directory/owner-http.server";
import { reasonOf } from "~/server/errors/app-error";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { attendance, auth, config, directory } = servicesOf(context);
  const user = await auth.getSessionUser(request);
  const supportEmail = config.supportEmail;
  const empty = {
    overview: null,
    contacts: null,
    chat: null,
    supportEmail,
    subscriptionError: null,
    venues: [],
  };
  if (!user) return { ...empty, user: null };
  const profile = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: user.isAdmin,
  };
  try {
    const [{ overview, contacts, chat }, venues] = await Promise.all([
      directory.loadOwnerDashboard({ userId: user.id, isAdmin: user.isAdmin }),
      directory.listVenueRequests({ userId: user.id }),
    ]);
    // 'Attendees (N)' per party (issue 25 item 3): N is the number going.
    const counts = await attendance.countsFor({ eventIds: overview.parties.map((p) => p.id) });
    return {
      user: profile,
      overview: {
        ...overview,
        parties: overview.parties.map((p) => ({ ...p, attendees: counts[p.id]?.going ?? 0 })),
      },
      contacts,
      // The chat's price line and upgrade list in the page's language (issue 28 item 1).
      chat: localizedChat(localeFromPath(new URL(request.url).pathname), chat),
      supportEmail,
      venues,
      subscriptionError: subscriptionErrorFromUrl(new URL(request.url)) ?? null,
    };
  } catch (error) {
    console.error(`dashboard: ${reasonOf(error)}`);
    return data({ ...empty, user: profile }, 503);
  }
}

/** A success that stays on the Overview, with its message. */
function done(values: Record<string, string>, intent: string, notice: string): FormAnswer {
  return { values, fieldErrors: {}, formError: null, notice, intent };
}

/** Takes only the request and context, so the layout can hand it bare `POST /dashboard` too. */
export async function action({ request, context }: Pick<Route.ActionArgs, "request" | "context">) {
  const { auth, directory } = servicesOf(context);
  const user = await auth.requireUser(request);
  const values = formValues(await readFormData(request));
  if (values.intent === "delete") {
    const locationId = requireId(values.locationId);
    return formAction(
      values,
      async () => {
        await directory.deleteLanCenter({ userId: user.id, locationId });
        return done(values, "delete", "LAN center deleted.");
      },
      "delete",
    );
  }
  if (values.intent === "delete-party") {
    const eventId = requireId(values.eventId);
    return formAction(
      values,
      async () => {
        await directory.deleteLanParty({ userId: user.id, eventId });
        return done(values, "delete-party", "LAN party deleted.");
      },
      "delete-party",
    );
  }
  if (values.intent === "setup-request") {
    // Empty required fields get the spec's one form-level message, other problems per field.
    const missing = setupRequiredMessage(values);
    if (missing) return invalidForm(values, {}, missing, "setup");
    const parsed = setupRequestSchema.safeParse(values);
    if (!parsed.success) return invalidForm(values, fieldErrors(parsed.error), null, "setup");
    return formAction(
      values,
      async () => {
        await directory.sendSetupRequest({
          account: { userId: user.id, email: user.email },
          form: parsed.data,
        });
        return done(values, "setup", SETUP_SENT_MESSAGE);
      },
      "setup",
    );
  }
  if (values.intent === "venue-accept" || values.intent === "venue-decline") {
    const eventId = requireId(values.eventId);
    const decision = values.intent === "venue-accept" ? "accept" : "decline";
    return formAction(
      values,
      async () => {
        await directory.answerVenueRequest({ userId: user.id, eventId, decision });
        return done(
          values,
          "venue",
          decision === "accept"
            ? "Party accepted. It is listed on your center's page once it is verified."
            : "Party declined. It is not listed on your center's page.",
        );
      },
      "venue",
    );
  }
  throw data(null, { status: 400, statusText: "Bad Request" });
}

export default function DashboardIndex({ loaderData, actionData }: Route.ComponentProps) {
  const { user, overview, contacts, chat, supportEmail, subscriptionError, venues } = loaderData;
  if (!user) return null;
  if (!overview) return <OverviewUnavailable />;
  return (
    <div className="grid gap-10">
      <DashboardOverview
        user={user}
        centers={overview.centers}
        parties={overview.parties}
        contacts={contacts}
        chat={chat}
        supportEmail={supportEmail}
        subscriptionError={subscriptionError}
        answer={actionData}
      />
      <VenueRequests requests={venues} answer={actionData} />
    </div>
  );
}
