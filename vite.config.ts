import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { paraglideOptions } from "./paraglide.config.ts";

/**
 * Client chunks (ADR 066): React, React Router and everything the root route imports are loaded
 * by every page, so they go into one `framework` chunk instead of the six to nine small chunks
 * Rolldown makes when it splits them by which routes share them. Fewer requests before a page
 * hydrates; no page loads code it did not load before. `rootClosure` holds the module ids the
 * root route reaches through static imports, collected when the module graph is complete.
 */
const rootClosure = new Set<string>();
const ROOT_ROUTE = path.resolve("app/root.tsx");
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;

function collectRootClosure(): Plugin {
  return {
    name: "lcn-root-closure",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      rootClosure.clear();
      const root = [...this.getModuleIds()].find((id) => id.split("?")[0] === ROOT_ROUTE);
      const queue = root ? [root] : [];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (rootClosure.has(id)) continue;
        rootClosure.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * Build step (issue 28 item 4, ADR 100): the gazetteer's index file (`build/places-index.bin`),
 * written once the server bundle is, unless it is current, so a server reads it at start.
 */
function placesIndex(): Plugin {
  return {
    name: "lcn-places-index",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    closeBundle() {
      execFileSync(process.execPath, ["--import", "tsx", "scripts/build-places-index.ts"], {
        stdio: "inherit",
      });
    },
  };
}

export default defineConfig({
  plugins: [
    // Compiles messages/*.json into app/paraglide/ (issue 28, ADR 099), offline.
    paraglideVitePlugin({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] }),
    tailwindcss(),
    reactRouter(),
    collectRootClosure(),
    placesIndex(),
  ],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React Router's own name pattern (its default is replaced when output is set).
            entryFileNames: "assets/[name]-[hash].js",
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  // The root route module itself stays its own entry.
                  test: (id) =>
                    FRAMEWORK.test(id) || (rootClosure.has(id) && id.split("?")[0] !== ROOT_ROUTE),
                },
              ],
            },
          },
        },
      },
    },
  },
});
