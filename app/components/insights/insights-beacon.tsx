/**
 * Counts a view of a listing page (issue 26 item 2, ADR 085): after the page has loaded (the
 * effect runs once the page is hydrated, also when it came from the page cache or a client-side
 * navigation), `navigator.sendBeacon` POSTs `/insights/hit?c=` or `?e=` with the listing's id, to
 * this site only; no cookie is set and nothing is read. Without JavaScript, the `<noscript>`
 * image GETs the same address instead.
 */
import { useEffect } from "react";

/** The beacon of center or event `id`; renders only the `<noscript>` image. */
export function InsightsBeacon({ kind, id }: { kind: "center" | "event"; id: string }) {
  const url = `/insights/hit?${kind === "center" ? "c" : "e"}=${encodeURIComponent(id)}`;
  useEffect(() => {
    if (typeof navigator.sendBeacon === "function") navigator.sendBeacon(url);
  }, [url]);
  return (
    <noscript>
      <img src={url} alt="" width={1} height={1} className="absolute h-px w-px opacity-0" />
    </noscript>
  );
}
