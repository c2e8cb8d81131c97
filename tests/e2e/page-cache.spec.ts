/**
 * Caching of pages (issue 15 item 3, ADR 063), through the real server: public pages for
 * visitors without a session are `public` with an ETag (304 on a match) and come from the page
 * cache as stored bytes whose CSP lists their inline scripts' hashes (ADR 091); a signed-in page is `private, no-store`, never shared and
 * never kept; an admin's change shows on the public list at once on the same instance.
 */
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { demoCommunities } from "../../app/server/local/demo-data";
import { expectScriptPolicyCovers } from "../support/csp";
import { test } from "../support/fixtures";

const REVIEWER = { email: "reviewer@lancenter.example", admin: true };
// The last pending demo center: admin-review.spec verifies the first and rejects the second.
const pending = demoCommunities
  .filter((c) => c.isVerified)
  .flatMap((c) => c.centers.filter((center) => !center.verified))
  .at(-1)!;

/** How the answer's CSP allows its scripts (checked to cover them all): nonce or hashes. */
async function scriptPolicy(response: APIResponse, label: string) {
  const csp = response.headers()["content-security-policy"];
  return expectScriptPolicyCovers(await response.text(), csp, label);
}

/** A GET without any cookie (the `request` fixture has its own, empty cookie jar). */
async function anonymousGet(request: APIRequestContext, path: string, headers = {}) {
  return request.get(path, { headers });
}

test("a signed-out page is public, has no account menu, and answers 304 to its ETag", async ({
  request,
}) => {
  for (const path of ["/", "/lan-centers", "/events", "/games"]) {
    const first = await anonymousGet(request, path);
    expect(first.status(), path).toBe(200);
    const headers = first.headers();
    expect(headers["cache-control"], path).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(headers["vary"], path).toMatch(/Cookie/i);
    expect(headers["etag"], path).toMatch(/^W\/"/);
    const html = await first.text();
    expect(html, path).toContain(">Sign In<");
    expect(html, path).not.toContain(">Log Out<");
    expect(html, path).not.toContain(">Dashboard<");

    // Later answers come from the page cache (ADR 091): the same ETag, the same stored bytes,
    // no nonce, the page's inline scripts allowed by their hashes.
    await scriptPolicy(first, path);
    await expect
      .poll(async () => (await scriptPolicy(await anonymousGet(request, path), path)).kind)
      .toBe("hashes");
    const second = await anonymousGet(request, path);
    const third = await anonymousGet(request, path);
    expect(second.headers()["etag"], path).toBe(headers["etag"]);
    expect(await second.text(), path).toBe(await third.text());
    expect(second.headers()["content-security-policy"], path).toBe(
      third.headers()["content-security-policy"],
    );
    expect(second.headers()["vary"], path).toMatch(/Accept-Encoding/);

    const notModified = await anonymousGet(request, path, { "if-none-match": headers["etag"] });
    expect(notModified.status(), path).toBe(304);
    expect(await notModified.body(), path).toHaveLength(0);
    // The browser keeps the cached page's own policy (its nonce): a 304 carries no CSP.
    expect(notModified.headers()["content-security-policy"], path).toBeUndefined();
  }
});

test("HEAD of a public page carries the GET's caching headers and ETag, without a body", async ({
  request,
}) => {
  // A query string of its own: the first HEAD is rendered, not answered from the page cache.
  for (const path of [`/lan-centers?q=head-${Date.now()}`, `/faq?head=${Date.now()}`]) {
    const head = await request.head(path);
    expect(head.status(), path).toBe(200);
    const headers = head.headers();
    expect(headers["cache-control"], path).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(headers["vary"], path).toMatch(/Cookie/i);
    expect(headers["content-type"], path).toMatch(/^text\/html/);
    expect(headers["etag"], path).toMatch(/^W\/"/);
    expect(await head.body(), path).toHaveLength(0);

    const get = await anonymousGet(request, path);
    expect(get.headers()["etag"], path).toBe(headers["etag"]);
    expect(get.headers()["cache-control"], path).toBe(headers["cache-control"]);

    // Again, now from the page cache, and 304 when If-None-Match names the tag.
    const cached = await request.head(path);
    expect(cached.headers()["etag"], path).toBe(headers["etag"]);
    expect(await cached.body(), path).toHaveLength(0);
    const notModified = await request.head(path, {
      headers: { "if-none-match": headers["etag"]! },
    });
    expect(notModified.status(), path).toBe(304);
    expect(notModified.headers()["content-security-policy"], path).toBeUndefined();
  }
});

test("a signed-out data request of a public page carries the page's caching headers (issue 23)", async ({
  request,
}) => {
  for (const path of ["/faq.data", "/_.data", "/lan-centers.data", "/events.data"]) {
    const answer = await anonymousGet(request, path);
    expect(answer.status(), path).toBe(200);
    const page = await anonymousGet(request, path === "/_.data" ? "/" : path.slice(0, -5));
    expect(answer.headers()["cache-control"], path).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(answer.headers()["cache-control"], path).toBe(page.headers()["cache-control"]);
    expect(answer.headers()["vary"], path).toMatch(/Cookie/i);
  }
  // A page that is not public (the sign-in form sets no public caching) stays so as data.
  const login = await anonymousGet(request, "/login.data");
  expect(login.headers()["cache-control"] ?? "").not.toMatch(/public/);
  expect(login.headers()["vary"]).toMatch(/Cookie/i);
});

test("a signed-in page is private, not stored, and never served to visitors", async ({
  page,
  request,
  login,
}) => {
  const anonymous = await anonymousGet(request, "/");
  const etag = anonymous.headers()["etag"]!;
  await login();
  // Even with the visitors' ETag, a signed-in request gets its own full page.
  const response = await page.request.get("/", { headers: { "if-none-match": etag } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["vary"]).toMatch(/Cookie/i);
  expect(response.headers()["etag"]).toBeUndefined();
  expect(await response.text()).toContain(">Log Out<");
  // Client-side navigation data of a signed-in visitor is private too.
  const data = await page.request.get("/lan-centers.data");
  expect(data.headers()["cache-control"]).toBe("private, no-store");

  await page.goto("/lan-centers");
  await expect(page.getByRole("button", { name: "Log Out" })).toBeVisible();
  // Visitors after the signed-in render still get the public page, without the account menu.
  for (const path of ["/", "/lan-centers"]) {
    const after = await anonymousGet(request, path);
    const html = await after.text();
    expect(html, path).toContain(">Sign In<");
    expect(html, path).not.toContain(">Log Out<");
  }
});

test("an admin's verification shows on the public list at once", async ({
  page,
  request,
  login,
}) => {
  const listPath = `/lan-centers?q=${encodeURIComponent(pending.organizationName)}`;
  // The rendered empty state: the page's texts also travel in its loader data (ADR 099), so
  // the sentence alone is in every answer; as an element's text it is only in an empty list.
  const NO_MATCH = ">No LAN centers match your search.<";
  // Warm both caches with the 'no match' answer.
  for (let i = 0; i < 2; i++) {
    const before = await anonymousGet(request, listPath);
    expect(await before.text()).toContain(NO_MATCH);
  }

  await login(REVIEWER);
  await page.goto("/admin/review");
  await page.getByRole("button", { name: `Verify ${pending.organizationName}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "verified" })).toContainText(
    `"${pending.organizationName}" verified.`,
  );
  const href = await page
    .getByRole("link", { name: pending.organizationName, exact: true })
    .getAttribute("href");
  const id = href!.split("/").pop()!;
  try {
    const after = await anonymousGet(request, listPath);
    const html = await after.text();
    expect(html).not.toContain(NO_MATCH);
    expect(html).toContain(`href="/lan-centers/${id}"`);
    expect((await anonymousGet(request, `/lan-centers/${id}`)).status()).toBe(200);
  } finally {
    // Other specs count the public demo centers: put this one back.
    await page.request.post("/admin/review", {
      form: { intent: "unverify", kind: "center", id },
      headers: { origin: new URL(page.url()).origin },
    });
  }
  const gone = await anonymousGet(request, listPath);
  expect(await gone.text()).toContain(NO_MATCH);
  expect((await anonymousGet(request, `/lan-centers/${id}`)).status()).toBe(404);
});

test("the map's marker answers and the sitemap are kept as stored compressed bytes for everyone (ADR 091)", async ({
  request,
}) => {
  for (const path of ["/lan-centers/markers.json?bbox=-180,-85,180,85&zoom=2", "/sitemap.xml"]) {
    const first = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
    expect(first.status(), path).toBe(200);
    // A kept answer comes from the lean front: helmet's policy without a nonce (no script runs).
    await expect
      .poll(async () => {
        const kept = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
        return kept.headers()["content-security-policy"] ?? "";
      })
      .toMatch(/script-src 'strict-dynamic'/);
    const kept = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
    expect(kept.headers()["content-encoding"], path).toBe("br");
    expect(kept.headers()["vary"], path).toMatch(/Accept-Encoding/);
    expect(await kept.text(), path).toBe(await first.text());
    const notModified = await request.get(path, {
      headers: { "if-none-match": kept.headers()["etag"]! },
    });
    expect(notModified.status(), path).toBe(304);
  }
});
