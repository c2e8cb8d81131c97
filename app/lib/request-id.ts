/**
 * The request id of the current request (issue 29 item 4, ADR 097), given by server.ts (a sane
 * incoming `X-Request-Id` or a new UUID), carried in the router load context and handed to React
 * while the server renders, so the error page shows it as its reference: the same id is in the
 * request's log lines and its `X-Request-Id` answer header.
 */
import { createContext as createReactContext, useContext, useState } from "react";
import { createContext as createRouterContext } from "react-router";

/** Router context key holding the request id ("" when there is none, e.g. in unit tests). */
export const requestIdContext = createRouterContext<string>("");

/** React context with the request id during server rendering (undefined in the browser). */
export const RequestIdContext = createReactContext<string | undefined>(undefined);

/** The element id of the reference on the error page. */
export const REFERENCE_ELEMENT_ID = "error-reference";

/**
 * The error page's reference: on the server the request's id; in the browser, while hydrating
 * that page, the id the server wrote (read once from the page, so both renders agree); after a
 * client-side navigation, none (undefined).
 */
export function useErrorReference(): string | undefined {
  const fromServer = useContext(RequestIdContext);
  const [reference] = useState(() => {
    if (fromServer !== undefined) return fromServer || undefined;
    if (typeof document === "undefined") return undefined;
    return document.getElementById(REFERENCE_ELEMENT_ID)?.textContent || undefined;
  });
  return reference;
}
