/**
 * The owners' chat community on the dashboard (issue 24 item 8): the invite link for owners
 * with an active LAN Center Subscription, what the upgrade adds for a Verified Listing owner, the
 * plan that brings it for an owner without one (Next Steps). Nothing is shown when the server
 * sends no offer (`CHAT_INVITE_URL` unset).
 */
import { Link } from "react-router";
import type { OwnerChat } from "~/lib/owner-chat";

/** The invite link (a new tab: the chat is another site). */
function InviteLink({ url }: { url: string }) {
  return (
    <a href={url} rel="noopener noreferrer" target="_blank" className="btn-primary mt-3">
      Join the owners&apos; chat
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The chat's text and link (or the upgrade's list, or the plan that brings it with a link to
 * `plansTo`), without a heading.
 */
export function OwnerChatBody({
  chat,
  supportEmail,
  plansTo,
}: {
  chat: OwnerChat;
  supportEmail: string;
  /** Where 'View Plans' goes for an owner without a plan (a center's /payment page). */
  plansTo?: string;
}) {
  if (chat.kind === "plans") {
    return (
      <>
        <p className="mt-1 text-sm text-ink-300">
          The chat community for owners comes with the {chat.planName} ({chat.price}).
        </p>
        {plansTo && (
          <Link to={plansTo} className="btn-secondary mt-3">
            View Plans
          </Link>
        )}
      </>
    );
  }
  if (chat.kind === "invite") {
    return (
      <>
        <p className="mt-1 text-sm text-ink-300">
          Your LAN Center Subscription includes the chat community for owners: ask other owners, and
          hear about showcases and partnerships first.
        </p>
        <InviteLink url={chat.url} />
      </>
    );
  }
  return (
    <>
      <p className="mt-1 text-sm text-ink-300">
        The chat community for owners comes with the {chat.planName} ({chat.price}). Upgrading from
        Verified Listing adds:
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm text-ink-300" data-testid="upgrade-adds">
        {chat.adds.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-300">
        To upgrade, write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </>
  );
}

/**
 * The Overview's section: 'Owners' Chat' with the invite, or the upgrade; nothing otherwise (an
 * owner without a plan finds it in Next Steps, beside the plans).
 */
export function OwnerChatSection({
  chat,
  supportEmail,
}: {
  chat: OwnerChat | null;
  supportEmail: string;
}) {
  if (!chat || chat.kind === "plans") return null;
  return (
    <section aria-labelledby="owner-chat-title" className="card" data-testid="owner-chat">
      <h2 id="owner-chat-title" className="heading-2">
        Owners&apos; Chat
      </h2>
      <OwnerChatBody chat={chat} supportEmail={supportEmail} />
    </section>
  );
}
