/**
 * /reset-password: where old recovery links land (docs/spec/public-site.md §2 "/ (home)"; home page
 * and its recovery redirect). Explains that resets now use a 6-digit code, links to
 * /forgot-password and shows the link's error description when there is one (from the query on the
 * server, from the hash in the browser).
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/reset-password";
import { recoveryText } from "~/i18n/auth.server";
import { localeFromPath } from "~/i18n/locales";
import { recoveryErrorDescription } from "~/lib/recovery-redirect";
import { seoMeta } from "~/lib/seo";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    ...seoMeta(matches, {
      title: loaderData?.text.meta.title ?? "",
      description: loaderData?.text.meta.description ?? "",
      path: "/reset-password",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    errorDescription: recoveryErrorDescription(url.search, ""),
    text: recoveryText(localeFromPath(url.pathname)),
  };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  const [hashError, setHashError] = useState<string | null>(null);
  useEffect(() => {
    setHashError(recoveryErrorDescription("", window.location.hash));
  }, []);
  const errorDescription = loaderData.errorDescription ?? hashError;
  return (
    <section className="page max-w-2xl" aria-labelledby="reset-title">
      <h1 id="reset-title" className="heading-1">
        {text.title}
      </h1>
      {errorDescription && (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-red-400/50 bg-red-950/40 p-4 text-red-100"
          data-testid="reset-error"
        >
          <p className="font-semibold">{text.linkFailed}</p>
          <p className="mt-1">{errorDescription}</p>
        </div>
      )}
      <div className="card mt-6">
        <p className="text-lg text-white">{text.lead}</p>
        <p className="mt-3 text-ink-300">{text.text}</p>
        <Link to={text.ctaHref} className="btn-primary mt-6">
          {text.cta}
        </Link>
      </div>
    </section>
  );
}
