/**
 * Glue between route modules and the account actions: the running instances and the caller.
 */
import type { RouterContextProvider } from "react-router";
import { clientIpContext } from "~/lib/client-ip";
import { getConfig } from "../config.server";
import { getAuth, getDb } from "../runtime.server";
import type { AccountsContext, Client } from "./accounts.server";
import { CLIENT_IP_HEADER } from "./auth.server";

/** better-auth, database and ADMIN_EMAILS of the running process. */
export function accountsContext(): AccountsContext {
  return { auth: getAuth(), db: getDb(), adminEmails: getConfig().adminEmails };
}

/** The caller of `request`: its headers and the client address from the load context. */
export function clientOf(request: Request, context: Readonly<RouterContextProvider>): Client {
  return { headers: request.headers, ip: context.get(clientIpContext) };
}

/**
 * Serves better-auth's own HTTP API (/api/auth/*) with the client address set by our server,
 * replacing whatever the browser sent in that header, so better-auth's limits key on it.
 */
export function handleAuthRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, context.get(clientIpContext));
  return getAuth().handler(new Request(request, { headers }));
}
