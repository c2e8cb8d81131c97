/**
 * True after the first client render; lets forms stay fully usable without JavaScript
 * (nothing disabled by client-only rules in the server HTML).
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False during server rendering and hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
