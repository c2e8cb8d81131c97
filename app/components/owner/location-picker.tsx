/**
 * The location picker of the center and party forms (issue 14 item 2, ADR 058): a map where a
 * click or a dragged pin sets the form's latitude and longitude, a place search over the
 * server's offline gazetteer (`GET /places/search.json`), and 'Use my location'. It only writes
 * the number fields, which stay the form's real inputs (keyboards, no JavaScript, validation):
 * without JavaScript nothing of this renders.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TileSettings } from "~/components/map/map-types";
import type { loader as rootLoader } from "~/root";
import { fillText, useOwnerFormText, type PickerText } from "./owner-text";

const PickerMap = lazy(() => import("./location-picker-map.client"));

/** A place as /places/search.json answers it. */
export interface PlaceHit {
  name: string;
  country: string;
  label: string;
  lat: number;
  lng: number;
  population: number;
}

/** A pin position in degrees. */
export interface Pin {
  lat: number;
  lng: number;
}

/** Decimals written to the fields: 5 is about a metre. */
const DECIMALS = 5;

/** Sets an input's value the way typing does, so listeners (and React) see the change. */
function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** The pin the two fields hold now, or null when either is empty or out of range. */
function readPin(lat: HTMLInputElement | null, lng: HTMLInputElement | null): Pin | null {
  if (!lat || !lng || lat.value.trim() === "" || lng.value.trim() === "") return null;
  const pin = { lat: Number(lat.value), lng: Number(lng.value) };
  if (!Number.isFinite(pin.lat) || !Number.isFinite(pin.lng)) return null;
  if (Math.abs(pin.lat) > 90 || Math.abs(pin.lng) > 180) return null;
  return pin;
}

/** The picker, placed right after the latitude and longitude fields of the same form. */
export function LocationPicker() {
  const text = useOwnerFormText().picker;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const root = useRef<HTMLDivElement>(null);
  const fields = useRef<{ lat: HTMLInputElement | null; lng: HTMLInputElement | null }>({
    lat: null,
    lng: null,
  });
  const [pin, setPin] = useState<Pin | null>(null);
  /** Where the map should go: changes on a search pick or 'Use my location', not on a drag. */
  const [focus, setFocus] = useState<{ pin: Pin; zoom: number } | null>(null);
  const [message, setMessage] = useState("");
  const tiles = useRouteLoaderData<typeof rootLoader>("root")?.tiles ?? null;

  // Find the form's fields and follow what is typed into them.
  useEffect(() => {
    if (!mounted) return;
    const form = root.current?.closest("form");
    const lat = form?.querySelector<HTMLInputElement>('input[name="lat"]') ?? null;
    const lng = form?.querySelector<HTMLInputElement>('input[name="lng"]') ?? null;
    fields.current = { lat, lng };
    const sync = () => setPin(readPin(lat, lng));
    sync();
    lat?.addEventListener("input", sync);
    lng?.addEventListener("input", sync);
    return () => {
      lat?.removeEventListener("input", sync);
      lng?.removeEventListener("input", sync);
    };
  }, [mounted]);

  const place = useCallback((next: Pin, announce: string) => {
    const { lat, lng } = fields.current;
    if (!lat || !lng) return;
    typeInto(lat, next.lat.toFixed(DECIMALS));
    typeInto(lng, next.lng.toFixed(DECIMALS));
    setPin({ lat: Number(next.lat.toFixed(DECIMALS)), lng: Number(next.lng.toFixed(DECIMALS)) });
    setMessage(announce);
  }, []);

  if (!mounted) return null;
  return (
    <div ref={root} className="space-y-3" data-testid="location-picker">
      <PlaceSearch
        text={text}
        onPick={(hit) => {
          const next = { lat: hit.lat, lng: hit.lng };
          place(next, fillText(text.setTo, { place: hit.label }));
          setFocus({ pin: next, zoom: 11 });
        }}
      />
      <MyLocationButton
        text={text}
        onLocated={(next) => {
          place(next, text.myLocation);
          setFocus({ pin: next, zoom: 14 });
        }}
        onError={setMessage}
      />
      <div className="h-[21.25rem] w-full">
        <Suspense fallback={<p className="p-4 text-sm text-ink-300">{text.loading}</p>}>
          <PickerMap
            pin={pin}
            focus={focus}
            tiles={tiles as TileSettings | null}
            labels={{ map: text.mapLabel, pinTitle: text.pinTitle, pinAlt: text.pinAlt }}
            onPin={(next) =>
              place(
                next,
                fillText(text.moved, { lat: next.lat.toFixed(4), lng: next.lng.toFixed(4) }),
              )
            }
          />
        </Suspense>
      </div>
      <p role="status" className="text-sm text-ink-300" data-testid="picker-status">
        {message}
      </p>
      <p className="text-xs text-ink-300">
        {text.help}{" "}
        {text.source.split(/(\{geonames\}|\{license\})/).map((part, i) =>
          part === "{geonames}" ? (
            <a key={i} href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">
              GeoNames
            </a>
          ) : part === "{license}" ? (
            <a
              key={i}
              href="https://creativecommons.org/licenses/by/4.0/"
              target="_blank"
              rel="noopener noreferrer"
            >
              CC BY 4.0
            </a>
          ) : (
            part
          ),
        )}
      </p>
    </div>
  );
}

/** The places `/places/search.json` answers for `query` (at most 8); throws on a failed answer. */
async function fetchPlaces(query: string, signal?: AbortSignal): Promise<PlaceHit[]> {
  const response = await fetch(
    `/places/search.json?${new URLSearchParams({ q: query, limit: "8" })}`,
    { signal },
  );
  if (!response.ok) throw new Error(`places: HTTP ${response.status}`);
  return ((await response.json()) as { places: PlaceHit[] }).places;
}

/** 'Find a place': a search box and the matching cities as buttons; Enter picks the best. */
function PlaceSearch({
  onPick,
  text: words,
}: {
  onPick: (hit: PlaceHit) => void;
  text: PickerText;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [hits, setHits] = useState<PlaceHit[]>([]);
  // The text `hits` answer: Enter before the answer to what is typed now asks for it first.
  const [answered, setAnswered] = useState("");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  useEffect(() => {
    const query = text.trim();
    if (query === "") {
      setHits([]);
      setState("idle");
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState("busy");
      fetchPlaces(query, controller.signal)
        .then((places) => {
          setHits(places);
          setAnswered(query);
          setState("idle");
        })
        .catch(() => {
          if (!controller.signal.aborted) setState("failed");
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  const query = text.trim();
  return (
    <div>
      <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-white">
        {words.find}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        // Not a form field: typing here must not submit or be sent with the form.
        form=""
        autoComplete="off"
        maxLength={100}
        placeholder={words.placeholder}
        className="mt-1 w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-white"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter picks the first city instead of submitting the whole form.
          // The best match is the answer's first place (issue 28 item 4).
          if (event.key === "Enter") {
            event.preventDefault();
            if (answered === query) {
              if (hits[0]) onPick(hits[0]);
            } else if (query !== "") {
              fetchPlaces(query)
                .then((places) => {
                  if (places[0]) onPick(places[0]);
                })
                .catch(() => setState("failed"));
            }
          }
        }}
        aria-describedby={`${id}-state`}
      />
      <p id={`${id}-state`} className="sr-only" aria-live="polite">
        {state === "failed"
          ? words.unavailable
          : query !== "" && state === "idle"
            ? (words.found[hits.length] ?? String(hits.length))
            : ""}
      </p>
      {state === "failed" && <p className="mt-1 text-sm text-hot-400">{words.unavailableLong}</p>}
      {hits.length > 0 && query !== "" && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={words.matching}>
          {hits.map((hit) => (
            <li key={`${hit.label}-${hit.lat}-${hit.lng}`}>
              <button
                type="button"
                className="btn-secondary min-h-11 px-3 py-2 text-sm"
                onClick={() => {
                  onPick(hit);
                  setText("");
                }}
              >
                {hit.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Use my location' through the browser's geolocation; hidden where there is none. */
function MyLocationButton({
  onLocated,
  onError,
  text,
}: {
  onLocated: (pin: Pin) => void;
  onError: (message: string) => void;
  text: PickerText;
}) {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSupported("geolocation" in navigator), []);
  if (!supported) return null;
  return (
    <button
      type="button"
      className="btn-secondary"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        navigator.geolocation.getCurrentPosition(
          (position) => {
            setBusy(false);
            onLocated({ lat: position.coords.latitude, lng: position.coords.longitude });
          },
          (error) => {
            setBusy(false);
            onError(error.code === error.PERMISSION_DENIED ? text.refused : text.unknown);
          },
          { timeout: 10_000, maximumAge: 300_000 },
        );
      }}
    >
      <span aria-hidden="true">◎</span> {busy ? text.locating : text.useLocation}
    </button>
  );
}
