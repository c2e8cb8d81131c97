/**
 * The HubSpot form embed of a partner page (docs/spec/public-site.md §2 "Partner 'Join Our
 * Network' pages", §4) with its states: loading (spinner, 'Loading form...'),
 * ready, and failed ('Unable to load the signup form.', 'Please contact us directly:' and a
 * Contact Us mail link). The script is added by our own (nonce-trusted) bundle, which CSP
 * 'strict-dynamic' allows; a form that is not ready after 10 s counts as failed (ADR 013).
 */
import { useEffect, useId, useState } from "react";
import type { LeadFormText } from "./lead-form";

/** How long the embed may take before the page says it failed. */
export const HUBSPOT_TIMEOUT_MS = 10_000;

interface HubspotFormsApi {
  forms: {
    create(options: {
      region: string;
      portalId: string;
      formId: string;
      target: string;
      onFormReady?: () => void;
      onFormSubmitted?: () => void;
    }): void;
  };
}

declare global {
  interface Window {
    hbspt?: HubspotFormsApi;
  }
}

/** The embed script's URL for a HubSpot region ("na1" is the default host). */
export function hubspotScriptUrl(region: string): string {
  const host = region === "na1" ? "js.hsforms.net" : `js-${region}.hsforms.net`;
  return `https://${host}/forms/embed/v2.js`;
}

let scriptPromise: Promise<HubspotFormsApi> | undefined;

function loadHubspot(region: string): Promise<HubspotFormsApi> {
  if (window.hbspt) return Promise.resolve(window.hbspt);
  scriptPromise ??= new Promise<HubspotFormsApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = hubspotScriptUrl(region);
    script.async = true;
    script.onload = () =>
      window.hbspt ? resolve(window.hbspt) : reject(new Error("HubSpot API missing"));
    script.onerror = () => reject(new Error("HubSpot script failed to load"));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptPromise = undefined; // a later visit may try again
    throw error;
  });
  return scriptPromise;
}

type EmbedState = "loading" | "ready" | "failed" | "submitted";

/** The embedded form with loading, ready, failed and submitted states. */
export function HubspotForm({
  portalId,
  formId,
  region,
  supportEmail,
  text,
}: {
  portalId: string;
  formId: string;
  region: string;
  supportEmail: string;
  /** The panel's texts in the page's language (from the loader). */
  text: Pick<LeadFormText, "loading" | "failed" | "contactPrompt" | "contactLink" | "submitted">;
}) {
  const targetId = `hubspot-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [state, setState] = useState<EmbedState>("loading");

  useEffect(() => {
    let active = true;
    const timer = setTimeout(() => {
      if (active) setState((current) => (current === "loading" ? "failed" : current));
    }, HUBSPOT_TIMEOUT_MS);
    loadHubspot(region)
      .then((hbspt) => {
        if (!active) return;
        hbspt.forms.create({
          region,
          portalId,
          formId,
          target: `#${targetId}`,
          onFormReady: () => active && setState("ready"),
          onFormSubmitted: () => active && setState("submitted"),
        });
      })
      .catch(() => active && setState("failed"));
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [portalId, formId, region, targetId]);

  return (
    <div className="card" data-testid="hubspot-panel" data-state={state}>
      {state === "loading" && (
        <div role="status" className="flex items-center gap-3 py-8" data-testid="hubspot-loading">
          <span
            aria-hidden="true"
            className="size-6 animate-spin rounded-full border-2 border-ink-600 border-t-neon-300"
          />
          <span>{text.loading}</span>
        </div>
      )}
      {state === "failed" && (
        <div role="alert" className="py-4" data-testid="hubspot-failed">
          <p className="font-semibold text-white">{text.failed}</p>
          <p className="mt-2 text-ink-300">{text.contactPrompt}</p>
          <a href={`mailto:${supportEmail}`} className="btn-primary mt-4">
            {text.contactLink}
          </a>
        </div>
      )}
      {state === "submitted" && (
        <p role="status" className="py-4 text-ink-200">
          {text.submitted}
        </p>
      )}
      <noscript>
        <p className="py-4">
          {text.contactPrompt} <a href={`mailto:${supportEmail}`}>{text.contactLink}</a>
        </p>
      </noscript>
      <div id={targetId} hidden={state === "failed"} />
    </div>
  );
}
