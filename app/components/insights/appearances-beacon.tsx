/**
 * Counts what a /lan-centers list or search result page showed (issue 26 items 1 and 4, ADR 086):
 * after the page has loaded (also from the page cache, or after a client-side search),
 * `navigator.sendBeacon` POSTs `/insights/seen` with the page's own search query, to this site
 * only; the server works out which centers that search lists. Without JavaScript the
 * `<noscript>` image GETs the same address.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

/** The beacon of the current list page; renders only the `<noscript>` image. */
export function AppearancesBeacon() {
  const { search } = useLocation();
  const url = `/insights/seen${search}`;
  useEffect(() => {
    if (typeof navigator.sendBeacon === "function") navigator.sendBeacon(url);
  }, [url]);
  return (
    <noscript>
      <img src={url} alt="" width={1} height={1} className="absolute h-px w-px opacity-0" />
    </noscript>
  );
}
