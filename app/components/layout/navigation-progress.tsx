/**
 * Loading state for client-side navigations: a progress bar and a polite status message,
 * with the spec's text while the map data loads ('Loading LAN center locations...').
 */
import { useNavigation } from "react-router";

const messages: Record<string, string> = {
  "/lan-centers": "Loading LAN center locations...",
};

/** Shows while the router loads the next page; renders an empty live region otherwise. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const pathname = navigation.location?.pathname;
  const loading = navigation.state !== "idle" && pathname !== undefined;
  const message = loading ? (messages[pathname] ?? "Loading...") : "";
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {message}
      </div>
      {loading && (
        <div className="fixed inset-x-0 top-0 z-[1200]" aria-hidden="true">
          <div className="h-1 w-full animate-pulse bg-gradient-to-r from-brand-600 via-neon-400 to-hot-400" />
          <p className="mx-auto mt-2 w-fit rounded-full bg-ink-800 px-4 py-1 text-sm text-ink-200 shadow-lg">
            {message}
          </p>
        </div>
      )}
    </>
  );
}
