/**
 * @deprecated The demo data lives in app/server/local/ (local mode only). This re-export keeps
 * the old path for the browser tests under tests/e2e until they are updated; no app code
 * imports it.
 */
export * from "../local/demo-data";
