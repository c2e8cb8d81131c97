/**
 * Vitest global setup: one throwaway PostgreSQL cluster for the whole run, shared with the
 * test files through `inject("postgresUrl")` (empty string when PostgreSQL is not installed).
 */
import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster?.url ?? "");
  if (!cluster) console.warn("PostgreSQL is not installed: PostgreSQL variants of tests skip.");
  return () => cluster?.stop();
}
