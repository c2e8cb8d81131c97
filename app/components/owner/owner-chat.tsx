/**
 * The owners' chat community on the dashboard (issue 24 item 8): the invite link for owners
 * with an active LAN Center Subscription, what the upgrade adds for a Verified Listing owner, the
 * plan that brings it for an owner without one (Next Steps). Nothing is shown when the server
 * sends no offer (`CHAT_INVITE_URL` unset).
 */
import { Link } from "react-router";
import type { OwnerChat } from "~/lib/owner-chat";
import { fillText, useDashboardText, type PanelsText } from "./owner-text";

/** The chat's texts in one language (the dashboard's `panels.chat`). */
type ChatText = PanelsText["chat"];

/** The invite link (a new tab: the chat is another site). */
function InviteLink({ url, text }: { url: string; text: ChatText }) {
  return (
    <a href={url} rel="noopener noreferrer" target="_blank" className="btn-primary mt-3">
      {text.join}
      <span className="sr-only"> {text.newTab}</span>
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
  text,
}: {
  chat: OwnerChat;
  supportEmail: string;
  /** Where 'View Plans' goes for an owner without a plan (a center's /payment page). */
  plansTo?: string;
  /** The texts in the page's language. */
  text: ChatText;
}) {
  const plan: Record<string, string> =
    chat.kind === "invite" ? {} : { plan: chat.planName, price: chat.price };
  if (chat.kind === "plans") {
    return (
      <>
        <p className="mt-1 text-sm text-ink-300">{fillText(text.plans, plan)}</p>
        {plansTo && (
          <Link to={plansTo} className="btn-secondary mt-3">
            {text.viewPlans}
          </Link>
        )}
      </>
    );
  }
  if (chat.kind === "invite") {
    return (
      <>
        <p className="mt-1 text-sm text-ink-300">{text.invite}</p>
        <InviteLink url={chat.url} text={text} />
      </>
    );
  }
  const [before, after = ""] = text.write.split("{email}");
  return (
    <>
      <p className="mt-1 text-sm text-ink-300">{fillText(text.upgrade, plan)}</p>
      <ul className="mt-2 list-disc pl-5 text-sm text-ink-300" data-testid="upgrade-adds">
        {chat.adds.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-300">
        {before}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        {after}
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
  const { panels } = useDashboardText();
  if (!chat || chat.kind === "plans") return null;
  return (
    <section aria-labelledby="owner-chat-title" className="card" data-testid="owner-chat">
      <h2 id="owner-chat-title" className="heading-2">
        {panels.chat.title}
      </h2>
      <OwnerChatBody chat={chat} supportEmail={supportEmail} text={panels.chat} />
    </section>
  );
}
