/**
 * /reset-password: where old recovery links land (docs/spec/public-site.md §2 "/ (home)"; home page
 * and its recovery redirect). Explains that resets now use a 6-digit code, links to
 * /forgot-password and shows the link's error description when there is one (from the query on the
 * server, from the hash in the browser).
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/reset-password";
import { recoveryErrorDescription } from "~/lib/recovery-redirect";
import { seoMeta } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...seoMeta(matches, {
      title: "Reset Your Password",
      description: "Password resets use a 6-digit code sent by e-mail. Request a new code here.",
      path: "/reset-password",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { errorDescription: recoveryErrorDescription(url.search, "") };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const [hashError, setHashError] = useState<string | null>(null);
  useEffect(() => {
    setHashError(recoveryErrorDescription("", window.location.hash));
  }, []);
  const errorDescription = loaderData.errorDescription ?? hashError;
  return (
    <section className="page max-w-2xl" aria-labelledby="reset-title">
      <h1 id="reset-title" className="heading-1">
        Reset Your Password
      </h1>
      {errorDescription && (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-red-400/50 bg-red-950/40 p-4 text-red-100"
          data-testid="reset-error"
        >
          <p className="font-semibold">This link did not work:</p>
          <p className="mt-1">{errorDescription}</p>
        </div>
      )}
      <div className="card mt-6">
        <p className="text-lg text-white">Password resets now use a 6-digit code.</p>
        <p className="mt-3 text-ink-300">
          Links from older reset e-mails no longer work. Enter your e-mail address and we will send
          you a 6-digit code, valid for 1 hour, to choose a new password.
        </p>
        <Link to="/forgot-password" className="btn-primary mt-6">
          Get a reset code
        </Link>
      </div>
    </section>
  );
}
