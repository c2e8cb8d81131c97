/**
 * Glue between route modules and the account actions: the caller of a request.
 */
import type { RouterContextProvider } from "react-router";
import { clientIpContext } from "~/lib/client-ip";
import type { AccountsContext, Client } from "./accounts.server";
import { legacyAuthDeps } from "./legacy-deps.server";

/**
 * better-auth, database and ADMIN_EMAILS of the running process.
 * @deprecated routes call the account actions through `servicesOf(context).auth`
 * @throws Error when the runtime has not been started
 */
export function accountsContext(): AccountsContext {
  return legacyAuthDeps().accounts;
}

/** The caller of `request`: its headers and the client address from the load context. */
export function clientOf(request: Request, context: Readonly<RouterContextProvider>): Client {
  return { headers: request.headers, ip: context.get(clientIpContext) };
}
