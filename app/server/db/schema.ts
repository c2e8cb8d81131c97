/**
 * Every area's Drizzle tables, gathered for the Drizzle client (`client.server.ts`, typed
 * queries) and drizzle-kit (`drizzle.config.ts`, migrations). Each area keeps its own tables in
 * `app/server/<area>/schema.ts` and only that area reads or writes them; other areas call its
 * functions through `app/server/<area>/index.server.ts` (ESLint's no-restricted-imports enforces
 * this, see eslint.config.js). Only the database layer, seeding and tests import this module.
 */
export * from "../attendance/schema";
export * from "../auth/schema";
export * from "../billing/schema";
export * from "../directory/schema";
export * from "../follows/schema";
export * from "../insights/schema";
export * from "../limits/schema";
export * from "../mail/schema";
export * from "../partners/schema";
export * from "../photos/schema";
export * from "../reviews/schema";
