/**
 * Glue between route modules and the account actions: the caller of a request.
 */
import type { RouterContextProvider } from "react-router";
import { clientIpContext } from "~/lib/client-ip";
import type { Client } from "./accounts.server";

/** The caller of `request`: its headers and the client address from the load context. */
export function clientOf(request: Request, context: Readonly<RouterContextProvider>): Client {
  return { headers: request.headers, ip: context.get(clientIpContext) };
}
