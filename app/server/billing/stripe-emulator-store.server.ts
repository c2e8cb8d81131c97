/**
 * @deprecated The Stripe emulator's store lives in app/server/local/ (local mode only). This
 * re-export keeps the old path for tests/ until they are updated; no app code imports it.
 */
export * from "../local/stripe-emulator-store.server";
