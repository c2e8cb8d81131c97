/**
 * createRouteFinder (ADR 047): the route React Router would answer with, also when the same path
 * is asked again (answers are kept per path, method kind and `?index`).
 */
import { describe, expect, it } from "vitest";
import { createRouteFinder, type RouteManifest } from "./route-match.server";

const manifest: RouteManifest = {
  root: { id: "root", path: "", module: {} },
  "routes/events": { id: "routes/events", parentId: "root", path: "events", module: {} },
  "routes/events._index": {
    id: "routes/events._index",
    parentId: "routes/events",
    index: true,
    module: { action: () => null },
  },
  "routes/events.$id": {
    id: "routes/events.$id",
    parentId: "routes/events",
    path: ":id",
    module: {},
  },
};

describe("createRouteFinder", () => {
  it("answers each path, read or write, with or without ?index, the same the second time", () => {
    const findRoute = createRouteFinder(manifest);
    for (let round = 0; round < 2; round++) {
      expect(findRoute("/events", false)?.route.id).toBe("routes/events._index");
      // A write to an index route's path without ?index goes to its parent, as React Router does.
      expect(findRoute("/events", true)?.route.id).toBe("routes/events");
      expect(findRoute("/events?index", true)?.route.id).toBe("routes/events._index");
      expect(findRoute("/events/abc.data", false)).toEqual({
        route: manifest["routes/events.$id"],
        dataRequest: true,
      });
      expect(findRoute("/nowhere/at/all", false)).toBeNull();
      expect(findRoute("/%E0%A4%A", false)).toBeNull();
    }
  });
});
