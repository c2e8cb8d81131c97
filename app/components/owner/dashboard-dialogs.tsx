/**
 * The dashboard Overview's dialogs (docs/spec/owner-portal.md §2 "Next Steps dialog", "Confirm Your
 * Details dialog", §4 "Center onboarding"): Delete LAN Center?, Delete LAN Party? (issue 24
 * item 3), Next Steps and Confirm Your Details. Each opens from the URL (`?delete=`,
 * `?deleteParty=`, `?nextSteps=`, `?confirm=`) and posts a plain
 * form to the Overview's action (`/dashboard?index`), so all three work without JavaScript.
 */
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ContactFields } from "~/components/ui/contact-fields";
import { Alert, bindFields, TextField } from "~/components/ui/form";
import type { FormAnswer } from "~/lib/form-answer";
import type { OwnerChat } from "~/lib/owner-chat";
import { SETUP_SENT_MESSAGE } from "~/lib/setup-request";
import type { DashboardCenter, DashboardParty } from "./dashboard-cards";
import { UrlDialog } from "./dialog";
import { OwnerChatBody } from "./owner-chat";

/** True while a form with this `intent` is being submitted. */
function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/**
 * The one confirm-delete dialog of the Overview: `body` says what goes, the form posts `intent`
 * with the `field` = `id` pair to `/dashboard?index`; Delete is disabled while it runs or when
 * `blocked`.
 */
function ConfirmDeleteDialog({
  title,
  intent,
  field,
  id,
  blocked = false,
  answer,
  children,
}: {
  title: string;
  intent: string;
  field: string;
  id: string;
  blocked?: boolean;
  answer: FormAnswer | null;
  children: ReactNode;
}) {
  const busy = useBusy(intent);
  return (
    <UrlDialog title={title} closeTo="/dashboard" alert>
      {answer?.formError && <Alert tone="error">{answer.formError}</Alert>}
      <p className="text-ink-200">{children}</p>
      <Form method="post" action="/dashboard?index" className="mt-6 flex justify-end gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={field} value={id} />
        <Link to="/dashboard" className="btn-secondary">
          Cancel
        </Link>
        <button
          type="submit"
          className="btn-primary bg-red-700 hover:bg-red-800"
          disabled={busy || blocked}
        >
          {busy ? "Deleting..." : "Delete"}
        </button>
      </Form>
    </UrlDialog>
  );
}

/** Delete LAN Center? (refused while the center has a live subscription). */
export function DeleteDialog({
  center,
  answer,
}: {
  center: DashboardCenter;
  /** The delete action's failed answer, if any. */
  answer: FormAnswer | null;
}) {
  const blocked = Boolean(
    center.subscription && ["active", "trialing", "past_due"].includes(center.subscription.status),
  );
  return (
    <ConfirmDeleteDialog
      title="Delete LAN Center?"
      intent="delete"
      field="locationId"
      id={center.id}
      blocked={blocked}
      answer={answer}
    >
      {blocked
        ? `${center.organizationName} has an active subscription. Cancel the subscription before deleting the center.`
        : `This permanently deletes ${center.organizationName} and its contact details. This cannot be undone.`}
    </ConfirmDeleteDialog>
  );
}

/** Delete LAN Party? (issue 24 item 3): the party and its cover, for good. */
export function DeletePartyDialog({
  party,
  answer,
}: {
  party: DashboardParty;
  /** The delete action's failed answer, if any. */
  answer: FormAnswer | null;
}) {
  return (
    <ConfirmDeleteDialog
      title="Delete LAN Party?"
      intent="delete-party"
      field="eventId"
      id={party.id}
      answer={answer}
    >
      {`This permanently deletes ${party.organizationName} and its cover image. This cannot be undone.`}
    </ConfirmDeleteDialog>
  );
}

/**
 * Next Steps: share the details with the media team, then the owners' chat (the invite with a
 * LAN Center Subscription, what the upgrade adds with a Verified Listing, the plans without one;
 * no step 2 when `CHAT_INVITE_URL` is unset, issue 24 item 8).
 */
export function NextStepsDialog({
  center,
  chat,
  supportEmail,
}: {
  center: DashboardCenter;
  chat: OwnerChat | null;
  supportEmail: string;
}) {
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
        {chat && (
          <li className="rounded-lg border border-ink-600 p-4">
            <h3 className="font-semibold text-white">
              Step 2: Join Our Owners&apos; Chat Community
            </h3>
            <OwnerChatBody
              chat={chat}
              supportEmail={supportEmail}
              plansTo={`/payment?location=${center.id}`}
            />
          </li>
        )}
      </ol>
      <h3 className="mt-6 font-semibold text-white">What&apos;s Next</h3>
      <ul className="mt-2 list-disc pl-5 text-sm text-ink-300">
        <li>Steam PC Cafe setup within 1-2 business days</li>
        <li>A featured listing in the LAN Center Network</li>
        <li>Access to game showcases and publisher partnerships</li>
      </ul>
    </UrlDialog>
  );
}

/** The signed-in user's name and e-mail, to fill Confirm Your Details. */
export interface DashboardUser {
  firstName: string;
  lastName: string;
  email: string;
}

/** Confirm Your Details: the setup request, filled from the user and the center. */
export function ConfirmDetailsDialog({
  center,
  user,
  answer,
}: {
  center: DashboardCenter;
  user: DashboardUser;
  /** The setup request's failed answer, if any (keeps what was typed). */
  answer: FormAnswer | null;
}) {
  const busy = useBusy("setup-request");
  const values: Record<string, string | null> = answer?.values ?? {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    lanCenterName: center.organizationName,
    lanCenterAddress: center.address,
    website: center.website,
  };
  const errors = answer?.fieldErrors ?? {};
  const text = bindFields(values, errors);
  return (
    <UrlDialog title="Confirm Your Details" closeTo={`/dashboard?nextSteps=${center.id}`}>
      <Form
        method="post"
        action={`/dashboard?index&confirm=${center.id}`}
        className="grid gap-4"
        noValidate
      >
        <input type="hidden" name="intent" value="setup-request" />
        <input type="hidden" name="locationId" value={center.id} />
        {answer?.formError && <Alert tone="error">{answer.formError}</Alert>}
        <ContactFields
          values={values}
          errors={errors}
          names={{ firstName: "firstName", lastName: "lastName", email: "email" }}
          labels={{ email: "Email" }}
          required
        />
        <TextField label="LAN center name" autoComplete="off" required {...text("lanCenterName")} />
        <TextField label="Location" autoComplete="off" required {...text("lanCenterAddress")} />
        <TextField label="Website (optional)" type="url" autoComplete="off" {...text("website")} />
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
