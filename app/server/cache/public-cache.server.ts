/**
 * The public-data cache (issue 15 item 3, ADR 063): public, non-personal loader data (the
 * directory's centers, communities, events; what an anonymous visitor and a signed-in one see
 * alike) kept in memory for a short time, bounded in size (LRU), and emptied whenever a write
 * that may change a public page runs on this instance. Other instances hear of the write through
 * its public-change notice (`public-changes.server.ts`, ADR 095) and empty theirs; without one
 * (a notice lost with a dropped listening connection is made up by emptying on reconnect) an
 * entry is at most `ttlMs` stale.
 *
 * It is not an area (no tables): `services.server.ts` wraps the services with it
 * (`withPublicCache`), so routes and areas do not know it exists.
 */
import { LRUCache } from "lru-cache";
import { announceAround, idsOfInput, type PublicChanges } from "./public-changes.server";

/** Default lifetime of an entry: 15 s (ADR 063). */
export const PUBLIC_CACHE_TTL_MS = 15_000;
/** Default bound on the number of entries (each one loader result; LRU beyond it). */
export const PUBLIC_CACHE_MAX_ENTRIES = 500;

/** A short-lived, bounded cache of public data with explicit invalidation. */
export interface PublicCache {
  /**
   * The value under `key`, loaded with `load` when missing or expired. Concurrent callers of a
   * missing key share one load; a failed load is not kept.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Empties the cache and tells the listeners (a write changed what public pages show). */
  invalidate(): void;
  /** Calls `listener` after every invalidation (e.g. an index built from public data). */
  onInvalidate(listener: () => void): () => void;
  /** Entries now held. */
  readonly size: number;
  /** Lifetime of an entry in milliseconds. */
  readonly ttlMs: number;
}

/**
 * Builds a cache.
 * @param options.ttlMs lifetime of an entry (default 15 s); 0 turns caching off
 * @param options.max entries kept at most (default 500), least recently used dropped first
 */
export function createPublicCache(options: { ttlMs?: number; max?: number } = {}): PublicCache {
  const ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  const entries = new LRUCache<string, Promise<unknown>>({
    max: options.max ?? PUBLIC_CACHE_MAX_ENTRIES,
    ttl: Math.max(ttlMs, 1),
    // An expired entry is never served; `get` loads again.
    allowStale: false,
  });
  const listeners = new Set<() => void>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const held = entries.get(key) as Promise<T> | undefined;
      if (held) return held;
      const loading = load();
      entries.set(key, loading);
      // A failure is answered to the callers sharing it, never kept for later ones. Only this
      // load's own entry is removed: after an invalidation the key may hold a newer one.
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },
    invalidate() {
      // A load still running was started before the write; clearing drops it, so its result
      // reaches only the requests already waiting for it.
      entries.clear();
      for (const listener of listeners) listener();
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return entries.size;
    },
    ttlMs,
  };
}

/** How a service method relates to public pages. */
export type MethodKind =
  /** Public, non-personal data, the same for every caller: cached by its input. */
  | "cached"
  /** A read that is personal, admin-only or too varied to cache: passed through. */
  | "read"
  /** May change what a public page shows: the cache is emptied after it settles. */
  | "write";

/**
 * Wraps a service: `cached` methods answer from the cache (the key is the area, the method and
 * its input), `write` methods empty it once they settle (also after a failure, which may have
 * written part of its work), `read` methods and non-function members pass through. The `kinds`
 * map must name every method, so a new write path cannot be added without deciding this.
 * With `changes`, a write is also announced to every instance (ADR 095): its transactions on
 * `changes.db` end with the notice `{ kind: "<area>.<method>", ids }` (the ids its input names),
 * or the notice is sent once it settles; this instance empties its cache at once all the same.
 * @param area the service's name, part of every key
 * @param changes the instance's announcements (optional: without it writes stay local)
 */
export function withPublicCache<S extends object>(
  area: string,
  service: S,
  kinds: { [K in keyof S]: S[K] extends (...args: never[]) => unknown ? MethodKind : "value" },
  cache: PublicCache,
  changes?: PublicChanges,
): S {
  const wrapped = { ...service } as Record<string, unknown>;
  for (const [name, kind] of Object.entries(kinds) as [string, MethodKind | "value"][]) {
    const method = (service as Record<string, unknown>)[name];
    if (typeof method !== "function") continue;
    const call = method as (...args: unknown[]) => Promise<unknown>;
    if (kind === "cached") {
      wrapped[name] = (input?: unknown) =>
        cache.get(`${area}.${name}:${stableKey(input)}`, () => call(input));
    } else if (kind === "write") {
      const write = changes
        ? (...args: unknown[]) =>
            announceAround(changes, { kind: `${area}.${name}`, ids: idsOfInput(args[0]) }, () =>
              call(...args),
            )
        : call;
      wrapped[name] = async (...args: unknown[]) => {
        try {
          return await write(...args);
        } finally {
          cache.invalidate();
        }
      };
    }
  }
  return wrapped as S;
}

/** A JSON text of `value` with object keys sorted, so equal inputs give equal keys. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item) && !(item instanceof Date)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}
