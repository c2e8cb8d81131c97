/**
 * HTML of the local Stripe emulator's Customer Portal page (what `billingPortal.sessions.create`
 * sends the owner to; ADR 051): the customer's subscriptions with Cancel (at the end of the
 * period) or Don't cancel, the card on file with an Update card form (test cards listed),
 * the invoices with their amounts and status, and the link back to the site (`return_url`).
 * Our own small design in the checkout page's style; it must be clear, keyboard-usable and pass
 * axe. Every form posts to the emulator itself and works without JavaScript.
 */
import { formatPriceCents } from "~/content/plans";
import { escapeHtml } from "./stripe-emulator-page.server";
import {
  TEST_CARDS,
  type StripeEmulatorStore,
  type StripeObject,
} from "./stripe-emulator-store.server";

/** A message shown at the top of the page after an action. */
export interface PortalNotice {
  tone: "success" | "error";
  text: string;
  /** The card number as typed, kept after a declined card. */
  cardNumber?: string;
}

/** What one rendering of the portal shows. */
export interface PortalPageModel {
  sessionId: string;
  portal: ReturnType<StripeEmulatorStore["describePortal"]>;
  notice?: PortalNotice;
}

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

function date(seconds: unknown): string {
  return typeof seconds === "number" ? dateFormat.format(new Date(seconds * 1000)) : "";
}

function words(status: string): string {
  const text = status.replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;line-height:1.5}
main{max-width:44rem;margin:0 auto;padding:1.5rem}
.banner{background:#facc15;color:#1f2937;font-weight:700;text-align:center;padding:.5rem}
h1{font-size:1.6rem;margin:.5rem 0}
h2{font-size:1.2rem;margin:2rem 0 .5rem}
section{background:#1e293b;border-radius:.6rem;padding:1rem;margin-top:1rem}
label{display:block;font-weight:600;margin-top:.5rem}
input{box-sizing:border-box;width:100%;max-width:20rem;padding:.6rem;font-size:1rem;border-radius:.4rem;border:2px solid #64748b;background:#0f172a;color:#f8fafc}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #38bdf8;outline-offset:2px}
button{margin-top:.75rem;padding:.6rem 1rem;font-size:1rem;font-weight:700;border:0;border-radius:.4rem;background:#22c55e;color:#052e16;cursor:pointer}
button.danger{background:#fecaca;color:#7f1d1d}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.4rem;border-bottom:1px solid #475569}
.notice{padding:.75rem;border-radius:.4rem;margin-top:1rem}
.success{background:#14532d;color:#fff}.error{background:#7f1d1d;color:#fff}
.hint{color:#cbd5e1;font-size:.9rem}
a{color:#7dd3fc}
`;

function subscriptionSection(sessionId: string, subscription: StripeObject): string {
  const item = (subscription.items as { data: StripeObject[] }).data[0];
  const price = item?.price as StripeObject | undefined;
  const name = (price?.nickname as string | null) ?? "Subscription";
  const amount = price
    ? `${formatPriceCents(price.unit_amount as number, price.currency as string)} per month`
    : "";
  const status = subscription.status as string;
  const periodEnd = item?.current_period_end;
  const id = escapeHtml(subscription.id as string);
  const live = ["active", "trialing", "past_due"].includes(status);
  let line = "";
  let action = "";
  if (live && subscription.cancel_at_period_end) {
    line = `Cancels on ${date(subscription.cancel_at ?? periodEnd)}`;
    action = `<form method="post" action="/portal/${encodeURIComponent(sessionId)}/renew">
<input type="hidden" name="subscription" value="${id}">
<button type="submit">Don't cancel</button></form>`;
  } else if (live) {
    line = `Renews on ${date(periodEnd)}`;
    action = `<form method="post" action="/portal/${encodeURIComponent(sessionId)}/cancel">
<input type="hidden" name="subscription" value="${id}">
<button type="submit" class="danger">Cancel subscription</button>
<p class="hint">It stays active until the end of the current billing period.</p></form>`;
  } else if (status === "canceled") {
    line = `Ended on ${date(subscription.ended_at)}`;
  }
  return `<section aria-label="${escapeHtml(name)}" data-subscription="${id}">
<p><strong>${escapeHtml(name)}</strong>: ${escapeHtml(amount)}</p>
<p>Status: <strong data-testid="portal-status">${escapeHtml(words(status))}</strong>${line ? `. ${escapeHtml(line)}` : ""}</p>
${status === "past_due" ? `<p>The last payment failed. Update your card to pay it.</p>` : ""}
${action}
</section>`;
}

function invoiceRows(invoices: readonly StripeObject[]): string {
  if (invoices.length === 0) return `<p>No invoices yet.</p>`;
  const rows = invoices
    .map(
      (invoice) =>
        `<tr><td>${escapeHtml(date(invoice.created))}</td><td>${escapeHtml(
          formatPriceCents(invoice.amount_due as number, invoice.currency as string),
        )}</td><td>${escapeHtml(words(invoice.status as string))}</td><td>${escapeHtml(
          (invoice.description as string | null) ?? "",
        )}</td></tr>`,
    )
    .join("\n");
  return `<table>
<caption class="hint">Newest first</caption>
<thead><tr><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Plan</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
}

/**
 * Renders the portal page.
 * @returns a complete HTML document (UTF-8)
 */
export function renderPortalPage(model: PortalPageModel): string {
  const { portal, notice, sessionId } = model;
  const email = portal.customer.email as string | null;
  const back = portal.session.returnUrl
    ? `<p><a href="${escapeHtml(portal.session.returnUrl)}">&larr; Return to LAN Center Network</a></p>`
    : "";
  const error = notice?.tone === "error";
  const noticeHtml = notice
    ? `<div class="notice ${notice.tone}" role="${error ? "alert" : "status"}"${error ? ' id="card-error"' : ""}>${escapeHtml(notice.text)}</div>`
    : "";
  const card = portal.card
    ? `<p>${escapeHtml(words(portal.card.brand))} ending in <span data-testid="portal-card">${escapeHtml(portal.card.last4)}</span></p>`
    : `<p>No card on file.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Billing (test mode) - LAN Center Network</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">Test mode: no real payments</div>
<main>
${back}
<h1>Manage billing</h1>
${email ? `<p>Billing account: ${escapeHtml(email)}</p>` : ""}
${noticeHtml}
<h2>Subscriptions</h2>
${portal.subscriptions.length === 0 ? "<p>No subscriptions.</p>" : portal.subscriptions.map((s) => subscriptionSection(sessionId, s)).join("\n")}
<h2>Payment method</h2>
<section aria-label="Payment method">
${card}
<form method="post" action="/portal/${encodeURIComponent(sessionId)}/card" novalidate>
  <label for="card_number">New card number</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required
    value="${escapeHtml(error ? (notice.cardNumber ?? "") : "")}"
    aria-describedby="portal-test-cards${error ? " card-error" : ""}"${error ? ' aria-invalid="true"' : ""}>
  <button type="submit">Update card</button>
</form>
<div id="portal-test-cards" class="hint">
  <p>Test cards:</p>
  <ul>
    <li>${spaced(TEST_CARDS.success)}: payments succeed</li>
    <li>${spaced(TEST_CARDS.declineLater)}: accepted, later payments fail</li>
    <li>${spaced(TEST_CARDS.decline)}: card is declined</li>
  </ul>
</div>
</section>
<h2>Invoices</h2>
${invoiceRows(portal.invoices)}
</main>
</body>
</html>`;
}
