/**
 * Paraglide JS compiler options (issue 28, ADR 099), shared by the Vite plugin (vite.config.ts:
 * `npm run dev` and `npm run build` compile the catalogs in messages/ on the fly) and
 * scripts/i18n-compile.ts (writes the committed output in app/paraglide/, which typecheck and
 * Vitest read before any build). `message-modules`: one module per message, so a bundle holds
 * only the messages it imports; the site's messages are called on the server only (ADR 099).
 * `strategy: ["baseLocale"]` because no code relies on Paraglide's ambient locale: every call
 * passes `{ locale }` resolved from the URL (app/i18n/locales.ts).
 */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  outputStructure: "message-modules",
  strategy: ["baseLocale"],
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
} as const;
