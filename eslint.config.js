import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Browser code gets zod only through ~/lib/zod (jitless). */
const zodThroughLib = {
  name: "zod",
  message: 'Import { z } from "~/lib/zod" (jitless, so the CSP sees no eval probe).',
};

/** Browser code never imports server modules. */
const noServerFromBrowser = {
  group: ["**/*.server", "~/server/*"],
  message: "Import server modules only from route loaders/actions or other server code.",
  // A type import is erased from the bundle: components may name the shape of the texts a loader
  // builds in app/i18n/*.server.ts (issue 28, ADR 099).
  allowTypeImports: true,
};

/**
 * Areas of app/server (ADR 044). Each keeps its tables in `<area>/schema.ts`, and other areas
 * reach it only through `<area>/index.server.ts`. The composition root
 * (`services.server.ts`, `runtime.server.ts`), the local stand-ins (`local/**`), the database
 * layer (`db/**`) and tests are not areas and may import any module.
 */
const AREAS = [
  "attendance",
  "auth",
  "billing",
  "directory",
  "jobs",
  "follows",
  "insights",
  "limits",
  "mail",
  "partners",
  "photos",
  "privacy",
  "reviews",
  "site",
];

/** An import path reaching app/server/ from an area file: "~/server/", "../", "../../server/". */
const SERVER_ROOT = String.raw`^(?:\./)?(?:~/server/|(?:\.\./)+(?:server/)?)`;

/**
 * The boundary patterns for files of `area`: another area's modules except its index (and,
 * for schema modules, except its schema: foreign keys need the referenced table), and the
 * database layer except the client type.
 */
function boundaryPatterns(area, { schemaMayReferenceSchema = false } = {}) {
  const others = AREAS.filter((other) => other !== area).join("|");
  const allowed = schemaMayReferenceSchema ? "index\\.server|schema" : "index\\.server";
  return [
    {
      regex: `${SERVER_ROOT}(?:${others})/(?!(?:${allowed})(?:\\.[jt]s)?$)`,
      message: schemaMayReferenceSchema
        ? "A schema module may import another area's schema (foreign keys) or its index.server, nothing else."
        : "Another area's tables and modules are its own: call the functions its index.server.ts exports (ADR 044).",
    },
    {
      regex: `${SERVER_ROOT}db/(?!client\\.server(?:\\.[jt]s)?$)`,
      message:
        "Areas use their own ./schema and the Database type from db/client.server; db/schema gathers every area for the client only (ADR 044).",
    },
  ];
}

const testFiles = ["**/*.test.ts", "**/*.test.tsx"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      ".data/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
      // Paraglide's compiled catalogs (npx tsx scripts/i18n-compile.ts), not hand-written.
      "app/paraglide/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        { paths: [zodThroughLib], patterns: [noServerFromBrowser] },
      ],
    },
  },
  {
    files: [
      "app/routes/**",
      "app/server/**",
      "app/i18n/**/*.server.ts",
      "app/root.tsx",
      "app/entry.server.tsx",
      "scripts/**",
      "tests/**",
      "app/security/**",
      "**/*.test.ts",
    ],
    rules: { "no-restricted-imports": "off" },
  },
  { files: ["app/lib/zod.ts"], rules: { "no-restricted-imports": "off" } },
  // Area boundaries (ADR 044). These files had the rule off above (zod and the browser rule do
  // not apply to server code and routes), so each object below sets the whole option set.
  ...AREAS.map((area) => ({
    files: [`app/server/${area}/**/*.{ts,tsx}`],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: boundaryPatterns(area) }] },
  })),
  ...AREAS.map((area) => ({
    files: [`app/server/${area}/schema.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: boundaryPatterns(area, { schemaMayReferenceSchema: true }) },
      ],
    },
  })),
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: String.raw`(?:^|/)schema(?:\.[jt]s)?$`,
              message: "Routes call area functions; tables stay inside their area (ADR 044).",
            },
            {
              regex: String.raw`(?:^|/)runtime\.server(?:\.[jt]s)?$`,
              message:
                "Routes get their services from the router context: servicesOf(context) (ADR 045).",
            },
          ],
        },
      ],
    },
  },
);
