import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverNodeFlags, serverStartEnv } from "../tests/support/server-process";

describe("the server starts with one list of Node flags (issue 15, ADR 065)", () => {
  it("npm start, the Dockerfile and the tests' server process use the same flags", () => {
    const flags = serverNodeFlags();
    expect(flags).toContain("--max-semi-space-size=32");
    const dockerfile = readFileSync(path.resolve(import.meta.dirname, "../Dockerfile"), "utf8");
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(cmd && JSON.parse(cmd)).toEqual(["node", ...flags, "server.ts"]);
  });

  it("npm start and the Dockerfile set glibc's mmap threshold (ADR 068)", () => {
    expect(serverStartEnv()).toEqual({ MALLOC_MMAP_THRESHOLD_: "131072" });
    const dockerfile = readFileSync(path.resolve(import.meta.dirname, "../Dockerfile"), "utf8");
    expect(dockerfile).toMatch(/^ENV MALLOC_MMAP_THRESHOLD_=131072$/m);
  });
});
