/**
 * @deprecated The Stripe emulator lives in app/server/local/ (local mode only). This re-export
 * keeps the old path for tests/setup/billing-fixtures.ts until tests/ is updated; no app code
 * imports it (production never loads app/server/local/).
 */
export * from "../local/stripe-emulator.server";
