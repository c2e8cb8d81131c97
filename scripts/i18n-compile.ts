/**
 * Compiles the translation catalogs (messages/{locale}.json) into typed message functions in
 * app/paraglide/ (issue 28, ADR 099), offline: the message-format plugin is loaded from
 * node_modules (project.inlang/settings.json). Run after editing a catalog:
 * `npx tsx scripts/i18n-compile.ts` (docs/translating.md); `npm run build` and `npm run dev`
 * compile on their own, and a test fails when the committed output is stale.
 */
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "../paraglide.config.ts";

await compile({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] });
