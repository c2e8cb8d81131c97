/**
 * The area boundaries of eslint.config.js (ADR 044), shown with ESLint itself: a module of one
 * area that imports another area's tables or internal modules fails lint; the same code
 * through that area's index.server passes. `lintText` lints code as if it were at `filePath`,
 * so no probe file is written.
 */
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The no-restricted-imports messages for `code` linted as the file `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

const tableImport = (from: string) =>
  `import { locations } from "${from}";\nexport const probe = locations;\n`;
const functionImport = (from: string) =>
  `import { findOwnedCenter } from "${from}";\nexport const probe = findOwnedCenter;\n`;

describe("area boundaries (ESLint no-restricted-imports)", () => {
  it("fails a billing module that imports the directory's table", async () => {
    for (const from of ["../directory/schema", "~/server/directory/schema", "../db/schema"]) {
      const errors = await boundaryErrors("app/server/billing/probe.server.ts", tableImport(from));
      expect(errors, from).toHaveLength(1);
      expect(errors[0], from).toMatch(/ADR 044/);
    }
  });

  it("passes the same module when it calls the directory through index.server", async () => {
    for (const from of ["../directory/index.server", "~/server/directory/index.server"]) {
      const errors = await boundaryErrors(
        "app/server/billing/probe.server.ts",
        functionImport(from),
      );
      expect(errors, from).toEqual([]);
    }
  });

  it("fails another area's internal module, and passes the area's own schema", async () => {
    expect(
      await boundaryErrors(
        "app/server/directory/probe.server.ts",
        `import { statusByLocation } from "../billing/subscriptions.server";\nexport const probe = statusByLocation;\n`,
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors("app/server/directory/probe.server.ts", tableImport("./schema")),
    ).toEqual([]);
  });

  it("lets a schema module reference another area's table for a foreign key only", async () => {
    expect(
      await boundaryErrors("app/server/billing/schema.ts", tableImport("../directory/schema")),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "app/server/billing/schema.ts",
        tableImport("../directory/centers.server"),
      ),
    ).toHaveLength(1);
  });

  it("fails a route that imports any schema module", async () => {
    for (const from of ["~/server/directory/schema", "~/server/db/schema"]) {
      expect(await boundaryErrors("app/routes/probe.tsx", tableImport(from)), from).toHaveLength(1);
    }
  });

  it("fails a route that reaches for the runtime instead of its services (ADR 045)", async () => {
    const code = `import { getDb } from "~/server/runtime.server";\nexport const probe = getDb;\n`;
    expect(await boundaryErrors("app/routes/probe.tsx", code)).toHaveLength(1);
    const viaContext = `import { servicesOf } from "~/server/services.server";\nexport const probe = servicesOf;\n`;
    expect(await boundaryErrors("app/routes/probe.tsx", viaContext)).toHaveLength(0);
  });

  it("lets the composition root, the stand-ins, the database layer and tests import any area", async () => {
    for (const filePath of [
      "app/server/services.server.ts",
      "app/server/runtime.server.ts",
      "app/server/local/probe.server.ts",
      "app/server/db/probe.server.ts",
      "app/server/billing/probe.server.test.ts",
    ]) {
      expect(
        await boundaryErrors(filePath, tableImport("~/server/directory/schema")),
        filePath,
      ).toEqual([]);
    }
  });

  it("keeps the zod and server-module rules for browser code", async () => {
    const errors = await boundaryErrors(
      "app/components/probe.tsx",
      `import { z } from "zod";\nimport { findOwnedCenter } from "~/server/directory/index.server";\nexport const probe = [z, findOwnedCenter];\n`,
    );
    expect(errors).toHaveLength(2);
  });
});
