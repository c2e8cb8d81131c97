/**
 * The dashboard's Overview tab (docs/spec/owner-portal.md §2 "/dashboard", §8 "Dashboard"): Get
 * Started for a new owner, My LAN Centers, the owners' chat (issue 24 item 8), My LAN Parties,
 * Contact Management for admins, and
 * the dialogs the URL asks for (`?delete=`, `?nextSteps=`, `?confirm=`).
 */
import { Link, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/form";
import { LinkRow } from "~/components/ui/status-card";
import { answerFor, type FormAnswer } from "~/lib/form-answer";
import type { OwnerChat } from "~/lib/owner-chat";
import { ContactCards } from "./contact-cards";
import { OwnerChatSection } from "./owner-chat";
import type { ContactCard } from "~/lib/owner-cards";
import {
  CenterCard,
  PartyCard,
  type DashboardCenter,
  type DashboardParty,
} from "./dashboard-cards";
import {
  ConfirmDetailsDialog,
  DeleteDialog,
  DeletePartyDialog,
  NextStepsDialog,
  type DashboardUser,
} from "./dashboard-dialogs";
import { fillText, translate, useDashboardText } from "./owner-text";

/** A titled list section with an 'Add' link beside its heading. */
function ListSection({
  id,
  title,
  addTo,
  addLabel,
  empty,
  children,
}: {
  id: string;
  title: string;
  addTo: string;
  addLabel: string;
  /** Shown instead of the list when it has no items. */
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="heading-2">
          {title}
        </h2>
        <Link to={addTo} className="btn-primary">
          {addLabel}
        </Link>
      </div>
      {empty ? (
        <p className="mt-4 text-ink-300">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">{children}</ul>
      )}
    </section>
  );
}

/** The Overview tab; `answer` is the Overview action's answer (delete or setup request). */
export function DashboardOverview({
  user,
  centers,
  parties,
  contacts,
  chat,
  supportEmail,
  subscriptionError,
  answer,
}: {
  user: DashboardUser & { isAdmin: boolean };
  centers: DashboardCenter[];
  parties: DashboardParty[];
  /** Every contact, for admins; null for everyone else. */
  contacts: ContactCard[] | null;
  /** The owners' chat line for the user's plans, or null (issue 24 item 8). */
  chat: OwnerChat | null;
  supportEmail: string;
  subscriptionError: string | null;
  answer: FormAnswer | undefined;
}) {
  const [params] = useSearchParams();
  const { overview: text, messages, panels } = useDashboardText();
  const deleteAnswer = answerFor(answer, "delete");
  const setupAnswer = answerFor(answer, "setup");
  const deleting = centers.find((c) => c.id === params.get("delete"));
  const partyDeleteAnswer = answerFor(answer, "delete-party");
  const deletingParty = parties.find((p) => p.id === params.get("deleteParty"));
  const nextSteps = centers.find((c) => c.id === params.get("nextSteps"));
  const confirming = centers.find((c) => c.id === params.get("confirm"));
  const sent = Boolean(setupAnswer?.notice);
  const empty = centers.length === 0 && parties.length === 0;
  return (
    <div className="grid gap-10">
      {deleteAnswer?.notice && (
        <Alert tone="success">{translate(messages, deleteAnswer.notice)}</Alert>
      )}
      {partyDeleteAnswer?.notice && (
        <Alert tone="success">{translate(messages, partyDeleteAnswer.notice)}</Alert>
      )}
      {setupAnswer?.notice && (
        <Alert tone="success">{translate(messages, setupAnswer.notice)}</Alert>
      )}
      {empty && !user.isAdmin && (
        <section aria-labelledby="get-started-title" className="card">
          <h2 id="get-started-title" className="heading-2">
            {text.getStarted}
          </h2>
          <p className="mt-2 text-ink-300">{text.getStartedText}</p>
          <LinkRow
            className="mt-4 flex flex-wrap gap-3"
            links={[
              { to: text.registerCenterHref, label: text.addLanCenter, primary: true },
              { to: text.registerPartyHref, label: text.addLanParty },
            ]}
          />
        </section>
      )}
      <ListSection
        id="centers-title"
        title={fillText(text.myCenters, { count: centers.length })}
        addTo={text.registerCenterHref}
        addLabel={text.addCenter}
        empty={centers.length === 0 ? text.noCenters : null}
      >
        {centers.map((center) => (
          <CenterCard key={center.id} center={center} subscriptionError={subscriptionError} />
        ))}
      </ListSection>
      <OwnerChatSection chat={chat} supportEmail={supportEmail} />
      <ListSection
        id="parties-title"
        title={fillText(text.myParties, { count: parties.length })}
        addTo={text.registerPartyHref}
        addLabel={text.addParty}
        empty={parties.length === 0 ? text.noParties : null}
      >
        {parties.map((party) => (
          <PartyCard key={party.id} party={party} />
        ))}
      </ListSection>
      {contacts && (
        <section aria-labelledby="contacts-title">
          <div className="flex items-center justify-between gap-4">
            <h2 id="contacts-title" className="heading-2">
              {text.contactManagement}
            </h2>
            <Link to={text.contactsHref}>{text.allContacts}</Link>
          </div>
          <div className="mt-4">
            <ContactCards contacts={contacts} text={panels.contacts} />
          </div>
        </section>
      )}
      {deleting && <DeleteDialog center={deleting} answer={deleteAnswer} />}
      {deletingParty && <DeletePartyDialog party={deletingParty} answer={partyDeleteAnswer} />}
      {nextSteps && !confirming && (
        <NextStepsDialog center={nextSteps} chat={chat} supportEmail={supportEmail} />
      )}
      {confirming && !sent && (
        <ConfirmDetailsDialog center={confirming} user={user} answer={setupAnswer} />
      )}
    </div>
  );
}

/** Shown in place of the Overview when the database cannot be reached. */
export function OverviewUnavailable() {
  const { overview: text } = useDashboardText();
  return (
    <div role="alert" className="card text-white">
      {text.unavailable}
    </div>
  );
}
