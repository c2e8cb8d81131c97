import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
        {
          paths: [
            {
              name: "zod",
              message: 'Import { z } from "~/lib/zod" (jitless, so the CSP sees no eval probe).',
            },
          ],
          patterns: [
            {
              group: ["**/*.server", "~/server/*"],
              message:
                "Import server modules only from route loaders/actions or other server code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "app/routes/**",
      "app/server/**",
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
);
