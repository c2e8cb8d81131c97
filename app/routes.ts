import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// One module per URL in app/routes (flat-routes naming); see docs/decisions/003.
export default flatRoutes() satisfies RouteConfig;
