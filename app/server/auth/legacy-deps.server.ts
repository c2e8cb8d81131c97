/**
 * @deprecated Process-wide fallback for the session helpers, `accountsContext()` and the
 * e-mail-change cookie, for the two route modules not yet given their services through the
 * router context (app/routes/dashboard.tsx and app/routes/admin.review.tsx). The runtime
 * registers the values at start-up; new code gets them from `servicesOf(context).auth`.
 * Delete this module once those two routes are converted.
 */
import type { AccountsContext } from "./accounts.server";
import type { CookieDeps } from "./state-cookie.server";

/** What the deprecated one-argument helpers fall back to. */
export interface LegacyAuthDeps {
  accounts: AccountsContext;
  cookies: CookieDeps;
}

const slotKey = Symbol.for("lan-center-network.legacy-auth-deps");
type GlobalWithSlot = typeof globalThis & { [slotKey]?: LegacyAuthDeps };
const store = globalThis as GlobalWithSlot;

/**
 * @deprecated Registers the fallback (called by the runtime at start-up, cleared at stop).
 * @param deps the running process's accounts context and cookie settings, or undefined
 */
export function registerLegacyAuthDeps(deps: LegacyAuthDeps | undefined): void {
  if (deps) store[slotKey] = deps;
  else delete store[slotKey];
}

/**
 * @deprecated The registered fallback.
 * @throws Error when the runtime has not been started
 */
export function legacyAuthDeps(): LegacyAuthDeps {
  const deps = store[slotKey];
  if (!deps) throw new Error("Runtime not started: auth dependencies are not registered.");
  return deps;
}
