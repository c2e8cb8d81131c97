import { describe, expect, it } from "vitest";
import { createMethodGate, type RouteManifest } from "./method-gate.server";

const manifest: RouteManifest = {
  root: { id: "root", path: "", module: {} },
  "routes/faq": { id: "routes/faq", parentId: "root", path: "faq", module: {} },
  "routes/login": { id: "routes/login", parentId: "root", path: "login", module: { action: 1 } },
  "routes/edit": { id: "routes/edit", parentId: "root", path: "edit/:id", module: {} },
  "routes/list": { id: "routes/list", parentId: "root", path: "list", module: {} },
  "routes/list.index": {
    id: "routes/list.index",
    parentId: "routes/list",
    index: true,
    module: { action: 1 },
  },
};
const gate = createMethodGate(manifest);

describe("method gate", () => {
  it("refuses writes to routes without an action, pages and data requests alike", () => {
    expect(gate("POST", "/faq")).toBe("GET, HEAD");
    expect(gate("DELETE", "/faq.data")).toBe("GET, HEAD");
    expect(gate("POST", "/edit/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b")).toBe("GET, HEAD");
    expect(gate("POST", "/_.data")).toBe("GET, HEAD");
    expect(gate("POST", "/list")).toBe("GET, HEAD");
  });

  it("lets reads, routes with an action and unknown paths through", () => {
    expect(gate("GET", "/faq")).toBeNull();
    expect(gate("HEAD", "/faq")).toBeNull();
    expect(gate("POST", "/login")).toBeNull();
    expect(gate("POST", "/login.data")).toBeNull();
    expect(gate("POST", "/list?index")).toBeNull();
    expect(gate("POST", "/nope/deeper")).toBeNull();
    expect(gate("POST", "/nope%ff")).toBeNull();
  });
});
