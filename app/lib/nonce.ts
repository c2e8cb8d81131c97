/**
 * The per-request CSP nonce: created by server.ts, carried in the router load context and
 * handed to React so <Scripts>, <ScrollRestoration> and inline scripts carry it.
 */
import { createContext as createReactContext, useContext } from "react";
import { createContext as createRouterContext } from "react-router";

/** Router context key holding the nonce string of the current request. */
export const nonceContext = createRouterContext<string>("");

/** React context with the nonce during server rendering (empty in the browser). */
export const NonceContext = createReactContext<string | undefined>(undefined);

/** The CSP nonce of the current server render, or undefined in the browser. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
