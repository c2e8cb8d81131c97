/**
 * HTML of the local Stripe emulator's hosted checkout page: a small accessible card form with
 * the test cards listed, a 'Test mode: no real payments' banner and the decline message.
 * Our own design; it only has to be clear, keyboard-usable and readable by screen readers.
 */
import { formatPriceCents } from "~/content/plans";
import { TEST_CARDS, type EmulatorPrice } from "./stripe-emulator-store.server";

/** What one rendering of the page shows. */
export interface CheckoutPageModel {
  sessionId: string;
  price: EmulatorPrice;
  email: string | null;
  /** Where "Back" goes (the session's cancel_url). */
  cancelUrl: string | null;
  /** Set after a declined or invalid card. */
  errorMessage?: string;
  /** Card number as typed, kept after an error. */
  cardNumber?: string;
  /** Set when the session is no longer open. */
  closedMessage?: string;
  /** Where to continue when the session was already paid. */
  continueUrl?: string | null;
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:1.5rem}
.banner{background:#facc15;color:#1f2937;font-weight:700;text-align:center;padding:.5rem}
h1{font-size:1.5rem;margin:.5rem 0}
.price{font-size:2rem;font-weight:700;margin:0}
label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem;border-radius:.4rem;border:2px solid #64748b;background:#1e293b;color:#f8fafc}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #38bdf8;outline-offset:2px}
.row{display:flex;gap:1rem}.row>div{flex:1}
button{margin-top:1.5rem;width:100%;padding:.75rem;font-size:1.1rem;font-weight:700;border:0;border-radius:.4rem;background:#22c55e;color:#052e16;cursor:pointer}
.error{background:#7f1d1d;color:#fff;padding:.75rem;border-radius:.4rem;margin-top:1rem}
.hint{color:#cbd5e1;font-size:.9rem}
a{color:#7dd3fc}
`;

/**
 * Renders the page.
 * @returns a complete HTML document (UTF-8)
 */
export function renderCheckoutPage(model: CheckoutPageModel): string {
  const amount = `${formatPriceCents(model.price.unitAmount, model.price.currency)} per month`;
  const back = model.cancelUrl
    ? `<p><a href="${escapeHtml(model.cancelUrl)}">&larr; Back to LAN Center Network</a></p>`
    : "";
  const body = model.closedMessage
    ? `<p role="status">${escapeHtml(model.closedMessage)}</p>${
        model.continueUrl ? `<p><a href="${escapeHtml(model.continueUrl)}">Continue</a></p>` : ""
      }`
    : `
${model.errorMessage ? `<div class="error" role="alert" id="card-error">${escapeHtml(model.errorMessage)}</div>` : ""}
<form method="post" action="/checkout/${encodeURIComponent(model.sessionId)}" novalidate>
  <label for="card_number">Card number</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number"
    required placeholder="4242 4242 4242 4242" value="${escapeHtml(model.cardNumber ?? "")}"
    aria-describedby="test-cards${model.errorMessage ? " card-error" : ""}"${model.errorMessage ? ' aria-invalid="true"' : ""}>
  <div class="row">
    <div><label for="expiry">Expiry (MM/YY)</label>
    <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/34"></div>
    <div><label for="cvc">CVC</label>
    <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div>
  </div>
  <button type="submit">Subscribe</button>
</form>
<div id="test-cards" class="hint">
  <p>Test cards:</p>
  <ul>
    <li>${spaced(TEST_CARDS.success)}: payment succeeds</li>
    <li>${spaced(TEST_CARDS.decline)}: card is declined</li>
  </ul>
  <p>Any expiry date and CVC.</p>
</div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (test mode) - ${escapeHtml(model.price.productName)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">Test mode: no real payments</div>
<main>
${back}
<h1>Subscribe to ${escapeHtml(model.price.productName)}</h1>
<p class="price">${escapeHtml(amount)}</p>
${model.email ? `<p>Billed to ${escapeHtml(model.email)}</p>` : ""}
${body}
</main>
</body>
</html>`;
}
