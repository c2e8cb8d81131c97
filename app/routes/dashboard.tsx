/**
 * /dashboard (spec: owner-portal.md §2 "/dashboard", "Next Steps dialog", "Confirm Your Details
 * dialog", §4 "Center onboarding", §8 "Dashboard"; issue 5 items 5, 6 and 9). Tabs Overview,
 * Email Settings and Security in ?tab=; the dialogs are in the URL too (?delete=, ?nextSteps=,
 * ?confirm=) so everything works without JavaScript. Every action checks the session and
 * ownership on the server.
 */
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/dashboard";
import {
  EmailSettingsTab,
  SecurityTab,
  type AccountResult,
} from "~/components/owner/account-settings";
import { ContactCards } from "~/components/owner/contact-cards";
import { ReviewBadge } from "~/components/owner/review-badge";
import { SubscriptionPanel } from "~/components/billing/subscription-panel";
import { subscriptionErrorFromUrl } from "~/lib/subscription-status";
import { toSubscriptionSummary } from "~/server/billing/subscriptions.server";
import { formatDate } from "~/components/owner/dates";
import { UrlDialog } from "~/components/owner/dialog";
import { Field, FormAlert } from "~/components/owner/field";
import { AuthCard } from "~/components/ui/form";
import {
  changePasswordSchema,
  emailChangeCodeSchema,
  firstMessage,
  newEmailSchema,
} from "~/lib/auth-forms";
import { emailChangeMessages } from "~/lib/auth-messages";
import { fieldErrors, formValues } from "~/lib/form-fields";
import { formatDateTime } from "~/lib/format";
import { SETUP_SENT_MESSAGE, setupRequestSchema } from "~/lib/setup-request";
import { safeHttpUrl } from "~/lib/url";
import {
  changePassword,
  requestEmailChange,
  verifyEmailChange,
} from "~/server/auth/account-settings.server";
import {
  clearPendingEmailChange,
  readPendingEmailChange,
  savePendingEmailChange,
} from "~/server/auth/email-change-state.server";
import { accountsContext, clientOf } from "~/server/auth/request.server";
import { getSessionUser, requireUser, type SessionUser } from "~/server/auth/session.server";
import { getConfig } from "~/server/config.server";
import { deleteLanCenter } from "~/server/directory/owner-center-delete.server";
import { listContactsForAdmin } from "~/server/directory/owner-contacts.server";
import { getOwnerOverview } from "~/server/directory/owner-dashboard.server";
import { ownerAction, requireId } from "~/server/directory/owner-http.server";
import { sendSetupRequest, sendWithMailer } from "~/server/directory/owner-onboarding.server";
import { getBilling, getDb, getMailer } from "~/server/runtime.server";
import { readFormData } from "~/server/http/form-data.server";

export function meta() {
  return [{ title: "Dashboard | LAN Center Network" }];
}

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "email", label: "Email Settings" },
  { id: "security", label: "Security" },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) {
    return {
      user: null,
      overview: null,
      contacts: null,
      databaseError: false,
      pendingEmail: null,
      passwordUpdated: false,
    };
  }
  const pending = await readPendingEmailChange(request, user.id);
  const account = {
    pendingEmail: pending?.newEmail ?? null,
    passwordUpdated: new URL(request.url).searchParams.get("updated") === "password",
  };
  const profile = {
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || "?",
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
    const withSummaries = {
      ...overview,
      centers: overview.centers.map((center) => ({
        ...center,
        subscriptionSummary: center.subscription
          ? toSubscriptionSummary(center.subscription)
          : null,
      })),
    };
    return {
      user: profile,
      overview: withSummaries,
      contacts,
      databaseError: false,
      subscriptionError: subscriptionErrorFromUrl(new URL(request.url)),
      ...account,
    };
  } catch (error) {
    console.error(`dashboard: ${error instanceof Error ? error.message : String(error)}`);
    return data(
      { user: profile, overview: null, contacts: null, databaseError: true, ...account },
      503,
    );
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const values = formValues(await readFormData(request));
  if (ACCOUNT_INTENTS.has(values.intent ?? "")) {
    return accountAction(request, clientOf(request, context), user, values);
  }
  if (values.intent === "delete") {
    const locationId = requireId(values.locationId);
    const result = await ownerAction(() =>
      deleteLanCenter({ db: getDb(), userId: user.id, locationId }),
    );
    if (!result.ok) {
      return data(
        { intent: "delete", error: result.error, errors: {}, values, sent: false },
        result.status,
      );
    }
    return { intent: "delete", error: null, errors: {}, values, sent: false };
  }
  if (values.intent === "setup-request") {
    const parsed = setupRequestSchema.safeParse(values);
    if (!parsed.success) {
      return data(
        { intent: "setup", error: null, errors: fieldErrors(parsed.error), values, sent: false },
        400,
      );
    }
    const result = await ownerAction(() =>
      sendSetupRequest({
        db: getDb(),
        userId: user.id,
        supportEmail: getConfig().supportEmail,
        form: parsed.data,
        send: sendWithMailer(getMailer()),
      }),
    );
    if (!result.ok) {
      return data(
        { intent: "setup", error: result.error, errors: {}, values, sent: false },
        result.status,
      );
    }
    return { intent: "setup", error: null, errors: {}, values, sent: true };
  }
  throw data(null, { status: 400, statusText: "Bad Request" });
}

const ACCOUNT_INTENTS = new Set([
  "email-send",
  "email-resend",
  "email-verify",
  "email-cancel",
  "password",
]);

function accountFailure(intent: AccountResult["intent"], error: string, newEmail?: string) {
  const result: AccountResult = { intent, error, notice: null, values: { newEmail } };
  return data(result, 400);
}

/**
 * The Email Settings and Security forms (issue 5 items 7 and 8). The pending new address lives
 * in a signed HttpOnly cookie; successes redirect so a reload does not repeat them.
 */
async function accountAction(
  request: Request,
  client: ReturnType<typeof clientOf>,
  user: SessionUser,
  values: Record<string, string>,
) {
  const ctx = accountsContext();
  const intent = values.intent as AccountResult["intent"] | "email-cancel";
  if (intent === "password") {
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return accountFailure(intent, firstMessage(parsed.error));
    const result = await changePassword(ctx, { email: user.email, ...parsed.data }, client);
    if (!result.ok) return accountFailure(intent, result.message);
    throw redirect("/dashboard?tab=security&updated=password", { headers: result.headers });
  }
  if (intent === "email-cancel") {
    throw redirect("/dashboard?tab=email", {
      headers: { "Set-Cookie": await clearPendingEmailChange() },
    });
  }
  if (intent === "email-send") {
    const parsed = newEmailSchema(user.email).safeParse(values);
    if (!parsed.success) return accountFailure(intent, firstMessage(parsed.error), values.newEmail);
    const { newEmail } = parsed.data;
    const result = await requestEmailChange(ctx, { currentEmail: user.email, newEmail }, client);
    if (!result.ok) return accountFailure(intent, result.message, values.newEmail);
    throw redirect("/dashboard?tab=email", {
      headers: { "Set-Cookie": await savePendingEmailChange({ userId: user.id, newEmail }) },
    });
  }
  const pending = await readPendingEmailChange(request, user.id);
  if (!pending) return accountFailure(intent, emailChangeMessages.noPending);
  if (intent === "email-resend") {
    const result = await requestEmailChange(
      ctx,
      { currentEmail: user.email, newEmail: pending.newEmail },
      client,
    );
    if (!result.ok) return accountFailure(intent, result.message);
    const sent: AccountResult = {
      intent,
      error: null,
      notice: emailChangeMessages.resent,
      values: {},
    };
    return sent;
  }
  const parsed = emailChangeCodeSchema.safeParse(values);
  if (!parsed.success) return accountFailure(intent, firstMessage(parsed.error));
  const result = await verifyEmailChange(
    { ...ctx, mailer: getMailer() },
    { currentEmail: user.email, newEmail: pending.newEmail, code: parsed.data.code },
    client,
  );
  if (!result.ok) return accountFailure(intent, result.message);
  result.headers.append("Set-Cookie", await clearPendingEmailChange());
  throw redirect("/email-change-success", { headers: result.headers });
}

type LoaderData = Route.ComponentProps["loaderData"];
/** The Overview tab's action answers (delete, setup request). */
type OwnerActionData = Exclude<Route.ComponentProps["actionData"], AccountResult>;
type Overview = NonNullable<LoaderData["overview"]>;
type Center = Overview["centers"][number];

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { user } = loaderData;
  if (!user) {
    return (
      <AuthCard title="Sign In Required" subtitle="Please sign in to view your dashboard.">
        <p className="text-center">
          <Link to="/login?redirectTo=%2Fdashboard" className="btn-primary">
            Sign In
          </Link>
        </p>
      </AuthCard>
    );
  }
  const tab = TABS.find((t) => t.id === params.get("tab"))?.id ?? "overview";
  const accountResult = actionData && "notice" in actionData ? actionData : undefined;
  const ownerResult = actionData && !("notice" in actionData) ? actionData : undefined;
  return (
    <div className="page">
      <section
        aria-labelledby="welcome-title"
        className="card flex flex-col items-start gap-4 sm:flex-row sm:items-center"
      >
        <span
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white"
        >
          {user.initials}
        </span>
        <div className="flex-1">
          <h1 id="welcome-title" className="heading-1">
            Welcome, {user.displayName}
          </h1>
          <p className="mt-1 text-ink-300">{user.email}</p>
          {user.isAdmin && (
            <p className="mt-2 inline-block rounded-full bg-neon-400/15 px-3 py-1 text-sm font-semibold text-neon-300">
              Administrator
            </p>
          )}
        </div>
        {loaderData.overview && (
          <p className="text-center" data-testid="active-subscription-count">
            <span className="block font-display text-3xl font-extrabold text-white">
              {loaderData.overview.activeSubscriptionCount}
            </span>
            <span className="text-sm text-ink-300">Active Subscriptions</span>
          </p>
        )}
      </section>
      <nav aria-label="Dashboard sections" className="mt-6">
        <ul className="flex gap-2 border-b border-ink-700">
          {TABS.map((t) => (
            <li key={t.id}>
              <Link
                to={t.id === "overview" ? "/dashboard" : `/dashboard?tab=${t.id}`}
                aria-current={tab === t.id ? "page" : undefined}
                className={`block rounded-t-lg px-4 py-2 font-semibold no-underline ${
                  tab === t.id ? "bg-ink-700 text-white" : "text-ink-200 hover:bg-ink-800"
                }`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {tab === "overview" && <OverviewTab loaderData={loaderData} actionData={ownerResult} />}
        {tab === "email" && (
          <EmailSettingsTab
            currentEmail={user.email}
            pendingEmail={loaderData.pendingEmail}
            result={accountResult}
          />
        )}
        {tab === "security" && (
          <SecurityTab updated={loaderData.passwordUpdated} result={accountResult} />
        )}
      </div>
    </div>
  );
}

function OverviewTab({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData;
  actionData: OwnerActionData;
}) {
  const [params] = useSearchParams();
  const { overview, user, contacts } = loaderData;
  if (!overview) {
    return (
      <div role="alert" className="card text-white">
        Your dashboard is loading. We are having a database connection issue; please try again in a
        moment.
      </div>
    );
  }
  const deleting = overview.centers.find((c) => c.id === params.get("delete"));
  const nextSteps = overview.centers.find((c) => c.id === params.get("nextSteps"));
  const confirming = overview.centers.find((c) => c.id === params.get("confirm"));
  const deleted = actionData?.intent === "delete" && !actionData.error;
  const sent = actionData?.intent === "setup" && actionData.sent;
  const empty = overview.centers.length === 0 && overview.parties.length === 0;
  return (
    <div className="grid gap-10">
      {deleted && <FormAlert kind="success">LAN center deleted.</FormAlert>}
      {sent && <FormAlert kind="success">{SETUP_SENT_MESSAGE}</FormAlert>}
      {empty && !user!.isAdmin && (
        <section aria-labelledby="get-started-title" className="card">
          <h2 id="get-started-title" className="heading-2">
            Get Started
          </h2>
          <p className="mt-2 text-ink-300">
            Add your venue or your next event to the LAN Center Network.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/register-lan-center" className="btn-primary">
              Add LAN Center
            </Link>
            <Link to="/register-lan-party" className="btn-secondary">
              Add LAN Party
            </Link>
          </div>
        </section>
      )}
      <section aria-labelledby="centers-title">
        <div className="flex items-center justify-between gap-4">
          <h2 id="centers-title" className="heading-2">
            My LAN Centers ({overview.centers.length})
          </h2>
          <Link to="/register-lan-center" className="btn-primary">
            Add Center
          </Link>
        </div>
        {overview.centers.length === 0 ? (
          <p className="mt-4 text-ink-300">You don't have any registered LAN centers yet.</p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {overview.centers.map((center) => (
              <CenterCard
                key={center.id}
                center={center}
                subscriptionError={
                  "subscriptionError" in loaderData ? (loaderData.subscriptionError ?? null) : null
                }
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="parties-title">
        <div className="flex items-center justify-between gap-4">
          <h2 id="parties-title" className="heading-2">
            My LAN Parties ({overview.parties.length})
          </h2>
          <Link to="/register-lan-party" className="btn-primary">
            Add Party
          </Link>
        </div>
        {overview.parties.length === 0 ? (
          <p className="mt-4 text-ink-300">You don't have any registered LAN parties yet.</p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {overview.parties.map((party) => {
              const website = safeHttpUrl(party.website);
              return (
                <li key={party.id} className="card flex flex-col gap-2">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-display text-lg font-bold text-white">
                      {party.organizationName}
                    </h3>
                    <ReviewBadge
                      verified={party.verified}
                      rejectionReason={party.rejectionReason}
                    />
                  </div>
                  <p className="text-ink-300">{party.description}</p>
                  <p className="text-sm">
                    Starts: {formatDateTime(party.startDate)}
                    <br />
                    Ends: {formatDateTime(party.endDate)}
                  </p>
                  <div className="flex flex-wrap gap-3">
                    <Link
                      to={`/edit-lan-party/${party.id}`}
                      className="btn-secondary"
                      aria-label={`Edit ${party.organizationName}`}
                    >
                      Edit
                    </Link>
                    {website && (
                      <a href={website} rel="noopener noreferrer nofollow" target="_blank">
                        Visit Website
                      </a>
                    )}
                  </div>
                  <p className="text-xs text-ink-300">Registered {formatDate(party.createdAt)}</p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {contacts && (
        <section aria-labelledby="contacts-title">
          <div className="flex items-center justify-between gap-4">
            <h2 id="contacts-title" className="heading-2">
              Contact Management
            </h2>
            <Link to="/contacts">All contacts</Link>
          </div>
          <div className="mt-4">
            <ContactCards contacts={contacts} />
          </div>
        </section>
      )}
      {deleting && <DeleteDialog center={deleting} actionData={actionData} />}
      {nextSteps && !confirming && <NextStepsDialog center={nextSteps} />}
      {confirming && !sent && (
        <ConfirmDetailsDialog
          center={confirming}
          user={user!}
          actionData={actionData?.intent === "setup" ? actionData : undefined}
        />
      )}
    </div>
  );
}

function CenterCard({
  center,
  subscriptionError,
}: {
  center: Center;
  subscriptionError: string | null;
}) {
  const subscription = center.subscription;
  return (
    <li className="card flex flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-display text-lg font-bold text-white">{center.organizationName}</h3>
          <p className="text-sm text-ink-300">{center.communityName ?? "No community"}</p>
        </div>
        <ReviewBadge verified={center.verified} rejectionReason={center.rejectionReason} />
      </div>
      <div className="flex gap-2">
        <Link
          to={`/register-lan-center?edit=${center.id}`}
          className="btn-secondary"
          aria-label={`Edit ${center.organizationName}`}
        >
          Edit
        </Link>
        <Link
          to={`/dashboard?delete=${center.id}`}
          className="btn-secondary"
          aria-label={`Delete ${center.organizationName}`}
          preventScrollReset
        >
          Delete
        </Link>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {subscription ? (
          <SubscriptionPanel
            locationId={center.id}
            locationName={center.organizationName}
            subscription={center.subscriptionSummary}
            redirectTo="/dashboard"
            headingLevel={3}
            error={subscriptionError}
          />
        ) : (
          <Link
            to={`/payment?location=${center.id}`}
            className="rounded-lg border border-ink-600 p-3 no-underline hover:bg-ink-800"
          >
            <span className="block text-sm font-semibold text-white">Subscription</span>
            <span className="block text-sm text-ink-300">No Subscription: View Plans</span>
          </Link>
        )}
        <Link
          to={`/dashboard?nextSteps=${center.id}`}
          className="rounded-lg border border-ink-600 p-3 no-underline hover:bg-ink-800"
          preventScrollReset
        >
          <span className="block text-sm font-semibold text-white">Next Steps</span>
          <span className="block text-sm text-ink-300">
            {center.onboardingEmailSent ? "In Progress" : "Get Started"}
          </span>
        </Link>
      </div>
      <p className="text-xs text-ink-300">Registered {formatDate(center.createdAt)}</p>
    </li>
  );
}

function DeleteDialog({ center, actionData }: { center: Center; actionData: OwnerActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const blocked =
    center.subscription && ["active", "trialing", "past_due"].includes(center.subscription.status);
  return (
    <UrlDialog title="Delete LAN Center?" closeTo="/dashboard" alert>
      {actionData?.intent === "delete" && actionData.error && (
        <FormAlert kind="error">{actionData.error}</FormAlert>
      )}
      {blocked ? (
        <p className="text-ink-200">
          {center.organizationName} has an active subscription. Cancel the subscription before
          deleting the center.
        </p>
      ) : (
        <p className="text-ink-200">
          This permanently deletes {center.organizationName} and its contact details. This cannot be
          undone.
        </p>
      )}
      <Form method="post" action="/dashboard" className="mt-6 flex justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="locationId" value={center.id} />
        <Link to="/dashboard" className="btn-secondary">
          Cancel
        </Link>
        <button
          type="submit"
          className="btn-primary bg-red-700 hover:bg-red-800"
          disabled={busy || Boolean(blocked)}
        >
          {busy ? "Deleting..." : "Delete"}
        </button>
      </Form>
    </UrlDialog>
  );
}

function NextStepsDialog({ center }: { center: Center }) {
  return (
    <UrlDialog title="Next Steps" closeTo="/dashboard">
      <ol className="grid gap-4">
        <li className="rounded-lg border border-ink-600 p-4">
          <h3 className="font-semibold text-white">Step 1: Share Your Details with Our Team</h3>
          <p className="mt-1 text-sm text-ink-300">
            Send your details to our media team to get your Steam PC Cafe setup started. Setup takes
            under 30 minutes.
          </p>
          {center.onboardingEmailSent && (
            <p className="mt-2 text-sm text-green-200">{SETUP_SENT_MESSAGE}</p>
          )}
          <Link
            to={`/dashboard?confirm=${center.id}`}
            className="btn-primary mt-3"
            preventScrollReset
          >
            {center.onboardingEmailSent ? "Resend My Details" : "Send My Details"}
          </Link>
        </li>
        <li className="rounded-lg border border-ink-600 p-4">
          <h3 className="font-semibold text-white">Step 2: Join Our Discord Community</h3>
          <p className="mt-1 text-sm text-ink-300">Discord invite link coming soon.</p>
        </li>
      </ol>
      <h3 className="mt-6 font-semibold text-white">What's Next</h3>
      <ul className="mt-2 list-disc pl-5 text-sm text-ink-300">
        <li>Steam PC Cafe setup within 1-2 business days</li>
        <li>A featured listing in the LAN Center Network</li>
        <li>Access to game showcases and publisher partnerships</li>
      </ul>
    </UrlDialog>
  );
}

function ConfirmDetailsDialog({
  center,
  user,
  actionData,
}: {
  center: Center;
  user: NonNullable<LoaderData["user"]>;
  actionData: OwnerActionData;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "setup-request";
  const values: Record<string, string | null> = actionData?.values ?? {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    lanCenterName: center.organizationName,
    lanCenterAddress: center.address,
    website: center.website,
  };
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <UrlDialog title="Confirm Your Details" closeTo={`/dashboard?nextSteps=${center.id}`}>
      <Form
        method="post"
        action={`/dashboard?confirm=${center.id}`}
        className="grid gap-4"
        noValidate
      >
        <input type="hidden" name="intent" value="setup-request" />
        <input type="hidden" name="locationId" value={center.id} />
        {actionData?.error && <FormAlert kind="error">{actionData.error}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            name="firstName"
            required
            defaultValue={values.firstName}
            error={errors.firstName}
          />
          <Field
            label="Last name"
            name="lastName"
            required
            defaultValue={values.lastName}
            error={errors.lastName}
          />
        </div>
        <Field
          label="Email"
          name="email"
          type="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <Field
          label="LAN center name"
          name="lanCenterName"
          required
          defaultValue={values.lanCenterName}
          error={errors.lanCenterName}
        />
        <Field
          label="Location"
          name="lanCenterAddress"
          required
          defaultValue={values.lanCenterAddress}
          error={errors.lanCenterAddress}
        />
        <Field
          label="Website (optional)"
          name="website"
          type="url"
          defaultValue={values.website}
          error={errors.website}
        />
        <p className="text-sm text-ink-300">
          This information will be sent to our media team so they can set up your Steam PC Cafe.
        </p>
        <div className="flex justify-end gap-3">
          <Link to={`/dashboard?nextSteps=${center.id}`} className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Sending..." : "Confirm & Send"}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}
