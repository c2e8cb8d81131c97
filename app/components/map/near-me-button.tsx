/**
 * 'Near me' (directory search): asks the browser for the position and puts it in the URL
 * (`near=lat,lng`) so the list is ordered by distance. Rendered only after hydration (it needs
 * JavaScript); a refusal or failure gets a clear message. Its words come from the page's loader
 * in the page's language (issue 28); English when none are given.
 */
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";

/** The button's words and messages. */
export interface NearMeTexts {
  nearMe: string;
  locating: string;
  refused: string;
  failed: string;
}

const ENGLISH: NearMeTexts = {
  nearMe: "Near me",
  locating: "Locating...",
  refused:
    "Location access was refused. Allow location access for this site in your browser, or " +
    "search by city instead.",
  failed: "We couldn't determine your location. Please search by city instead.",
};

/**
 * The button plus its status message. `clearQuery`: drop the search text when it names a city
 * (that city would otherwise order the list instead of the visitor's position).
 */
export function NearMeButton({
  clearQuery = false,
  texts = ENGLISH,
}: {
  clearQuery?: boolean;
  texts?: NearMeTexts;
}) {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => setSupported("geolocation" in navigator), []);
  if (!supported) return null;

  function locate() {
    setBusy(true);
    setMessage("");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        const next = new URLSearchParams(params);
        next.set(
          "near",
          `${position.coords.latitude.toFixed(4)},${position.coords.longitude.toFixed(4)}`,
        );
        next.delete("page");
        if (clearQuery) next.delete("q");
        void navigate(`?${next.toString()}`);
      },
      (error) => {
        setBusy(false);
        setMessage(error.code === error.PERMISSION_DENIED ? texts.refused : texts.failed);
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <button type="button" className="btn-secondary" onClick={locate} disabled={busy}>
        <span aria-hidden="true">◎</span> {busy ? texts.locating : texts.nearMe}
      </button>
      <p role="status" className="max-w-xs text-sm text-hot-400">
        {message}
      </p>
    </div>
  );
}
