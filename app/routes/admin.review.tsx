/**
 * /admin/review (issue 7): the admin review queue. Pending centers, communities and LAN
 * parties newest first with owner, map preview and subscription status; Verify and Reject
 * (with a reason); recently verified items can be unverified. Admins only (403 otherwise).
 */
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.review";
import { CentersMap } from "~/components/map/centers-map";
import { formatDateTime } from "~/lib/format";
import { reviewDecisionSchema } from "~/lib/review-decision";
import { safeHttpUrl } from "~/lib/url";
import { requireAdmin } from "~/server/auth/session.server";
import { getConfig } from "~/server/config.server";
import { applyReviewDecision } from "~/server/directory/review-actions.server";
import {
  countPending,
  listPendingCenters,
  listPendingCommunities,
  listPendingParties,
  listRecentlyVerified,
} from "~/server/directory/review.server";
import { getDb, getMailer } from "~/server/runtime.server";
import { readFormData } from "~/server/http/form-data.server";

export function meta() {
  return [{ title: "Review Queue | LAN Center Network" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const [
    centers,
    communities,
    parties,
    counts,
    verifiedCenters,
    verifiedCommunities,
    verifiedParties,
  ] = await Promise.all([
    listPendingCenters(db),
    listPendingCommunities(db),
    listPendingParties(db),
    countPending(db),
    listRecentlyVerified(db, "center"),
    listRecentlyVerified(db, "community"),
    listRecentlyVerified(db, "party"),
  ]);
  return {
    centers,
    communities,
    parties,
    counts,
    verified: { center: verifiedCenters, community: verifiedCommunities, party: verifiedParties },
    tiles: getConfig().map,
  };
}

type ActionResult =
  { ok: true; message: string } | { ok: false; message: string; id?: string; reason?: string };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = Object.fromEntries(await readFormData(request));
  const parsed = reviewDecisionSchema.safeParse(form);
  if (!parsed.success) {
    return data<ActionResult>(
      {
        ok: false,
        message: parsed.error.issues[0]?.message ?? "Invalid request.",
        id: typeof form.id === "string" ? form.id : undefined,
        reason: typeof form.reason === "string" ? form.reason : undefined,
      },
      { status: 400 },
    );
  }
  const result = await applyReviewDecision({
    db: getDb(),
    mailer: getMailer(),
    publicUrl: getConfig().publicUrl,
    adminUserId: admin.id,
    decision: parsed.data,
  });
  if (!result.outcome) {
    return data<ActionResult>(
      { ok: false, message: "This item no longer exists. It may have been deleted." },
      { status: 404 },
    );
  }
  const done = { verify: "verified", reject: "rejected", unverify: "moved back to the queue" }[
    parsed.data.intent
  ];
  const mail =
    parsed.data.intent === "unverify"
      ? ""
      : result.mailed
        ? " The owner has been e-mailed."
        : " The owner could not be e-mailed.";
  return data<ActionResult>({ ok: true, message: `"${result.outcome.name}" ${done}.${mail}` });
}

function Badge({ children, tone }: { children: React.ReactNode; tone: "ok" | "warn" | "muted" }) {
  const colours = {
    ok: "bg-green-900/60 text-green-200",
    warn: "bg-yellow-900/60 text-yellow-100",
    muted: "bg-ink-700 text-ink-200",
  } as const;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${colours[tone]}`}>
      {children}
    </span>
  );
}

function Decision({
  kind,
  id,
  name,
  failed,
}: {
  kind: "center" | "community" | "party";
  id: string;
  name: string;
  failed: { message: string; reason?: string } | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === id;
  const reasonId = `reason-${id}`;
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-ink-700 pt-4 sm:flex-row sm:items-end">
      <Form method="post">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="intent" value="verify" className="btn-primary" disabled={busy}>
          Verify<span className="sr-only"> {name}</span>
        </button>
      </Form>
      <Form method="post" className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium text-white">
            Reason for rejecting {name}
          </label>
          <input
            id={reasonId}
            name="reason"
            maxLength={1000}
            defaultValue={failed?.reason ?? ""}
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? `${reasonId}-error` : undefined}
            className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-white"
          />
          {failed && (
            <p id={`${reasonId}-error`} className="text-sm text-hot-400">
              {failed.message}
            </p>
          )}
        </div>
        <button
          type="submit"
          name="intent"
          value="reject"
          className="btn-secondary"
          disabled={busy}
        >
          Reject<span className="sr-only"> {name}</span>
        </button>
      </Form>
    </div>
  );
}

export default function AdminReview({ loaderData }: Route.ComponentProps) {
  const { centers, communities, parties, counts, verified, tiles } = loaderData;
  const result = useActionData<typeof action>();
  const failedFor = (id: string) =>
    result && !result.ok && result.id === id
      ? { message: result.message, reason: result.reason }
      : null;
  return (
    <div className="page">
      <h1 className="heading-1">Review Queue</h1>
      <p className="mt-2 text-ink-300">
        {counts.center} centers, {counts.community} communities and {counts.party} LAN parties are
        waiting for review. A center appears on the map once it and its community are verified.
      </p>
      {/* Field errors show beside their field; other results show here. */}
      {result && (result.ok || !result.id) && (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mt-4 rounded-lg px-4 py-3 ${result.ok ? "bg-green-900/50 text-green-100" : "bg-red-900/50 text-red-100"}`}
        >
          {result.message}
        </p>
      )}

      <section className="mt-10" aria-labelledby="pending-centers">
        <h2 id="pending-centers" className="heading-2">
          LAN centers ({counts.center})
        </h2>
        {centers.length === 0 ? (
          <p className="mt-3 text-ink-300">No LAN centers are waiting for review.</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {centers.map((center) => (
              <li key={center.id} className="card" data-testid="pending-center">
                <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
                  <div>
                    <h3 className="text-xl font-bold text-white">{center.organizationName}</h3>
                    <p className="mt-1 flex flex-wrap gap-2 text-sm">
                      <span>Community: {center.communityName ?? "none"}</span>
                      {center.communityName && (
                        <Badge tone={center.communityVerified ? "ok" : "warn"}>
                          {center.communityVerified ? "community verified" : "community pending"}
                        </Badge>
                      )}
                      <Badge tone={center.subscriptionStatus === "active" ? "ok" : "muted"}>
                        subscription: {center.subscriptionStatus ?? "none"}
                      </Badge>
                    </p>
                    <p className="mt-3">{center.description}</p>
                    <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[7rem_1fr]">
                      <dt className="text-ink-300">Address</dt>
                      <dd>{center.address}</dd>
                      <dt className="text-ink-300">Website</dt>
                      <dd>
                        {safeHttpUrl(center.website) ? (
                          <a
                            href={safeHttpUrl(center.website)!}
                            target="_blank"
                            rel="noopener noreferrer"
                          >
                            {center.website}
                          </a>
                        ) : (
                          "none"
                        )}
                      </dd>
                      <dt className="text-ink-300">Owner</dt>
                      <dd>
                        {center.owner.displayName ?? "unknown"}
                        {center.owner.email && (
                          <>
                            {" "}
                            (<a href={`mailto:${center.owner.email}`}>{center.owner.email}</a>)
                          </>
                        )}
                      </dd>
                      <dt className="text-ink-300">Submitted</dt>
                      <dd>{formatDateTime(center.createdAt)}</dd>
                    </dl>
                  </div>
                  {center.lat !== null && center.lng !== null ? (
                    <CentersMap
                      markers={[[center.id, center.lat, center.lng, 0]]}
                      tiles={tiles}
                      view={{ center: [center.lat, center.lng], zoom: 11 }}
                      fitToMarkers={false}
                      height="h-48"
                    />
                  ) : (
                    <p className="text-sm text-ink-300">No coordinates given.</p>
                  )}
                </div>
                <Decision
                  kind="center"
                  id={center.id}
                  name={center.organizationName}
                  failed={failedFor(center.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mt-12" aria-labelledby="pending-communities">
        <h2 id="pending-communities" className="heading-2">
          Communities ({counts.community})
        </h2>
        {communities.length === 0 ? (
          <p className="mt-3 text-ink-300">No communities are waiting for review.</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {communities.map((community) => (
              <li key={community.id} className="card" data-testid="pending-community">
                <h3 className="text-xl font-bold text-white">{community.name}</h3>
                <p className="mt-1 text-sm text-ink-300">
                  {community.centerCount} center{community.centerCount === 1 ? "" : "s"} · submitted{" "}
                  {formatDateTime(community.createdAt)} by{" "}
                  {community.owner.displayName ?? "unknown"}
                </p>
                {community.description && <p className="mt-3">{community.description}</p>}
                <Decision
                  kind="community"
                  id={community.id}
                  name={community.name}
                  failed={failedFor(community.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mt-12" aria-labelledby="pending-parties">
        <h2 id="pending-parties" className="heading-2">
          LAN parties ({counts.party})
        </h2>
        {parties.length === 0 ? (
          <p className="mt-3 text-ink-300">No LAN parties are waiting for review.</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {parties.map((party) => (
              <li key={party.id} className="card" data-testid="pending-party">
                <h3 className="text-xl font-bold text-white">{party.organizationName}</h3>
                <p className="mt-1 text-sm text-ink-300">
                  {formatDateTime(party.startDate)} – {formatDateTime(party.endDate)}
                  {party.communityName ? ` · ${party.communityName}` : ""} · by{" "}
                  {party.owner.displayName ?? "unknown"}
                </p>
                <p className="mt-3">{party.description}</p>
                <Decision
                  kind="party"
                  id={party.id}
                  name={party.organizationName}
                  failed={failedFor(party.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mt-12" aria-labelledby="recently-verified">
        <h2 id="recently-verified" className="heading-2">
          Recently verified
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-3">
          {(["center", "community", "party"] as const).map((kind) => (
            <div key={kind}>
              <h3 className="font-semibold text-white">
                {{ center: "LAN centers", community: "Communities", party: "LAN parties" }[kind]}
              </h3>
              {verified[kind].length === 0 ? (
                <p className="mt-2 text-sm text-ink-300">None yet.</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {verified[kind].map((item) => (
                    <li key={item.id} className="flex items-center justify-between gap-2 text-sm">
                      {kind === "center" ? (
                        <Link to={`/lan-centers/${item.id}`}>{item.name}</Link>
                      ) : kind === "party" ? (
                        <Link to={`/events/${item.id}`}>{item.name}</Link>
                      ) : (
                        <span>{item.name}</span>
                      )}
                      <Form method="post">
                        <input type="hidden" name="kind" value={kind} />
                        <input type="hidden" name="id" value={item.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="unverify"
                          className="btn-secondary px-3 py-1 text-xs"
                        >
                          Unverify<span className="sr-only"> {item.name}</span>
                        </button>
                      </Form>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
