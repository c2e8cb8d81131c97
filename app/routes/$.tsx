/** Catch-all route: unknown URLs answer HTTP 404 with the site's 404 page. */
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
