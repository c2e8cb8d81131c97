/**
 * Session helpers against a started runtime (in-memory PGlite): visitors are null / sent to
 * /login?redirectTo=... (in the page's language), users get their profile and role, non-admins get 403 (or 404).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../../tests/support/auth-fixture";

process.env.DATABASE_URL = "pglite://";
process.env.ADMIN_EMAILS = "chief@lancenter.example";
process.env.SEED_DEMO = "false";

const { startRuntime, stopRuntime } = await import("../runtime.server");
const { signIn } = await import("./accounts.server");
const { getAccountsContext: accountsContext } = await import("../runtime.server");
const { getSessionUser, requireAdmin, requireUser } = await import("./session.server");

let ip = 1;
const client = () => ({ headers: new Headers(), ip: `192.0.2.${ip++}` });

async function sessionCookie(email: string, firstName: string): Promise<string> {
  const ctx = accountsContext();
  await createVerifiedUser(
    ctx,
    { firstName, lastName: "Tester", email, password: "Correct-Horse-42" },
    client(),
  );
  const result = await signIn(ctx, { email, password: "Correct-Horse-42" }, client());
  if (!result.ok) throw new Error(result.message);
  return result.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const page = (cookie?: string) =>
  new Request("http://localhost:3000/register-lan-center?edit=7", {
    headers: cookie ? { cookie } : {},
  });

describe("session helpers", () => {
  let userCookie: string;
  let adminCookie: string;
  beforeAll(async () => {
    await startRuntime();
    userCookie = await sessionCookie("member@example.com", "Mia");
    adminCookie = await sessionCookie("chief@lancenter.example", "Cal");
  });
  afterAll(() => stopRuntime());

  it("visitors: null, and requireUser redirects to /login with redirectTo", async () => {
    expect(await getSessionUser(page(), accountsContext())).toBeNull();
    const thrown = await requireUser(page(), accountsContext()).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe(
      "/login?redirectTo=%2Fregister-lan-center%3Fedit%3D7",
    );
    // A page under a language prefix sends to the sign-in page in that language (issue 28).
    const german = new Request("http://localhost:3000/de/me?tab=going");
    const thrownDe = await requireUser(german, accountsContext()).catch((e: unknown) => e);
    expect((thrownDe as Response).headers.get("Location")).toBe(
      "/de/login?redirectTo=%2Fde%2Fme%3Ftab%3Dgoing",
    );
  });

  it("users: profile names and role user; requireAdmin answers 403, or 404 when hidden", async () => {
    const user = await requireUser(page(userCookie), accountsContext());
    expect(user).toMatchObject({
      email: "member@example.com",
      firstName: "Mia",
      lastName: "Tester",
      displayName: "Mia Tester",
      role: "user",
      isAdmin: false,
    });
    const forbidden = await requireAdmin(page(userCookie), {}, accountsContext()).catch(
      (e: unknown) => e,
    );
    expect((forbidden as { init?: { status?: number } }).init?.status).toBe(403);
    const hidden = await requireAdmin(page(userCookie), { hide: true }, accountsContext()).catch(
      (e: unknown) => e,
    );
    expect((hidden as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it("the verified ADMIN_EMAILS user is admin", async () => {
    const admin = await requireAdmin(page(adminCookie), {}, accountsContext());
    expect(admin).toMatchObject({ role: "admin", isAdmin: true, displayName: "Cal Tester" });
  });
});
