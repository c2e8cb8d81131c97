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
import { useLocalizedHref } from "~/i18n/use-localized-href";
import { SETUP_SENT_MESSAGE } from "~/lib/setup-request";
import type { DashboardCenter, DashboardParty } from "./dashboard-cards";
import { UrlDialog } from "./dialog";
import { OwnerChatBody } from "./owner-chat";
import { fillText, translate, useDashboardText } from "./owner-text";

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
  const { panels, messages } = useDashboardText();
  const text = panels.dialogs;
  const to = useLocalizedHref();
  return (
    <UrlDialog title={title} closeTo={to("/dashboard")} alert>
      {answer?.formError && <Alert tone="error">{translate(messages, answer.formError)}</Alert>}
      <p className="text-ink-200">{children}</p>
      <Form method="post" action={to("/dashboard?index")} className="mt-6 flex justify-end gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={field} value={id} />
        <Link to={to("/dashboard")} className="btn-secondary">
          {text.cancel}
        </Link>
        <button
          type="submit"
          className="btn-primary bg-red-700 hover:bg-red-800"
          disabled={busy || blocked}
        >
          {busy ? text.deleting : text.delete}
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
  const text = useDashboardText().panels.dialogs;
  const name = center.organizationName;
  const blocked = Boolean(
    center.subscription && ["active", "trialing", "past_due"].includes(center.subscription.status),
  );
  return (
    <ConfirmDeleteDialog
      title={text.deleteCenterTitle}
      intent="delete"
      field="locationId"
      id={center.id}
      blocked={blocked}
      answer={answer}
    >
      {fillText(blocked ? text.deleteCenterBlocked : text.deleteCenterBody, { name })}
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
  const text = useDashboardText().panels.dialogs;
  return (
    <ConfirmDeleteDialog
      title={text.deletePartyTitle}
      intent="delete-party"
      field="eventId"
      id={party.id}
      answer={answer}
    >
      {fillText(text.deletePartyBody, { name: party.organizationName })}
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
  const { panels, messages } = useDashboardText();
  const text = panels.dialogs;
  const to = useLocalizedHref();
  return (
    <UrlDialog title={text.nextStepsTitle} closeTo={to("/dashboard")}>
      <ol className="grid gap-4">
        <li className="rounded-lg border border-ink-600 p-4">
          <h3 className="font-semibold text-white">{text.step1Title}</h3>
          <p className="mt-1 text-sm text-ink-300">{text.step1Text}</p>
          {center.onboardingEmailSent && (
            <p className="mt-2 text-sm text-green-200">{translate(messages, SETUP_SENT_MESSAGE)}</p>
          )}
          <Link
            to={to(`/dashboard?confirm=${center.id}`)}
            className="btn-primary mt-3"
            preventScrollReset
          >
            {center.onboardingEmailSent ? text.resendDetails : text.sendDetails}
          </Link>
        </li>
        {chat && (
          <li className="rounded-lg border border-ink-600 p-4">
            <h3 className="font-semibold text-white">{text.step2Title}</h3>
            <OwnerChatBody
              chat={chat}
              supportEmail={supportEmail}
              plansTo={to(`/payment?location=${center.id}`)}
              text={panels.chat}
            />
          </li>
        )}
      </ol>
      <h3 className="mt-6 font-semibold text-white">{text.whatsNext}</h3>
      <ul className="mt-2 list-disc pl-5 text-sm text-ink-300">
        <li>{text.nextSetup}</li>
        <li>{text.nextListing}</li>
        <li>{text.nextAccess}</li>
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
  const { panels, messages } = useDashboardText();
  const text = panels.dialogs;
  const to = useLocalizedHref();
  const values: Record<string, string | null> = answer?.values ?? {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    lanCenterName: center.organizationName,
    lanCenterAddress: center.address,
    website: center.website,
  };
  const errors = Object.fromEntries(
    Object.entries(answer?.fieldErrors ?? {}).map(([name, error]) => [
      name,
      translate(messages, error),
    ]),
  );
  const field = bindFields(values, errors);
  return (
    <UrlDialog title={text.confirmTitle} closeTo={to(`/dashboard?nextSteps=${center.id}`)}>
      <Form
        method="post"
        action={to(`/dashboard?index&confirm=${center.id}`)}
        className="grid gap-4"
        noValidate
      >
        <input type="hidden" name="intent" value="setup-request" />
        <input type="hidden" name="locationId" value={center.id} />
        {answer?.formError && <Alert tone="error">{translate(messages, answer.formError)}</Alert>}
        <ContactFields
          values={values}
          errors={errors}
          names={{ firstName: "firstName", lastName: "lastName", email: "email" }}
          labels={{ firstName: text.firstName, lastName: text.lastName, email: text.email }}
          required
        />
        <TextField
          label={text.centerName}
          autoComplete="off"
          required
          {...field("lanCenterName")}
        />
        <TextField
          label={text.location}
          autoComplete="off"
          required
          {...field("lanCenterAddress")}
        />
        <TextField
          label={text.websiteOptional}
          type="url"
          autoComplete="off"
          {...field("website")}
        />
        <p className="text-sm text-ink-300">{text.confirmNote}</p>
        <div className="flex justify-end gap-3">
          <Link to={to(`/dashboard?nextSteps=${center.id}`)} className="btn-secondary">
            {text.cancel}
          </Link>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? text.sending : text.confirmSend}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}
