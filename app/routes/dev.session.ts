/**
 * POST /dev/session (local mode only, 404 in production like every /dev/* page; ADR 007):
 * creates a verified account with its profile, or takes the existing one, and signs it in,
 * answering `{ userId, email, role }` with the session cookie. The browser tests' `login`
 * fixture (tests/support/fixtures.ts) uses it so that only the account specs go through the
 * sign-up pages: the e2e server runs on its own database, which the test process cannot open.
 * Fields: `password` (required), `email` (default: a fresh address, or with `admin=true` the
 * first ADMIN_EMAILS address), `admin` ("true": the address must be in ADMIN_EMAILS),
 * `firstName`, `lastName`. POST only (the cross-site write gate applies); GET answers 405.
 */
import { data } from "react-router";
import type { Route } from "./+types/dev.session";
import { isEmailShaped, normalizeEmail, PASSWORD_MAX, PASSWORD_MIN } from "~/lib/auth-forms";
import { findUserByEmail } from "~/server/auth/accounts.server";
import { readAuthError } from "~/server/auth/errors";
import { isCommonPassword } from "~/server/auth/passwords.server";
import { roleFor, upsertProfile } from "~/server/auth/profiles.server";
import { getConfig } from "~/server/config.server";
import { readFormData } from "~/server/http/form-data.server";
import { getAuth, getDb } from "~/server/runtime.server";

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/** A refusal: `{ error }` with `status`, never cached. */
function refuse(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
}

/** Only POST is served; a GET answers 405 (404 in production mode). */
export function loader() {
  if (getConfig().production) throw notFound();
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  const config = getConfig();
  if (config.production) throw notFound();
  const form = await readFormData(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const admin = field("admin") === "true";
  const email = normalizeEmail(
    field("email") ||
      (admin ? (config.adminEmails[0] ?? "") : `dev-${crypto.randomUUID()}@example.com`),
  );
  const password = form.get("password");
  const firstName = field("firstName") || "Dev";
  const lastName = field("lastName") || "User";
  if (!isEmailShaped(email)) return refuse(400, "An e-mail address is required.");
  if (admin && !config.adminEmails.includes(email)) {
    return refuse(400, "admin=true needs an address listed in ADMIN_EMAILS.");
  }
  if (
    typeof password !== "string" ||
    password.length < PASSWORD_MIN ||
    password.length > PASSWORD_MAX ||
    isCommonPassword(password)
  ) {
    return refuse(400, `A password of ${PASSWORD_MIN}-${PASSWORD_MAX} characters is required.`);
  }

  const db = getDb();
  const auth = getAuth();
  const existing = await findUserByEmail(db, email);
  if (existing && !existing.emailVerified) {
    return refuse(409, "The account exists and is not verified.");
  }
  if (!existing) {
    try {
      const { user } = await auth.api.createUser({
        body: {
          email,
          password,
          name: `${firstName} ${lastName}`,
          data: { emailVerified: true },
        },
      });
      await upsertProfile(db, {
        userId: user.id,
        email,
        role: roleFor(email, true, config.adminEmails),
        firstName,
        lastName,
      });
    } catch (error) {
      const { status, message } = readAuthError(error);
      if (status !== undefined && status >= 400 && status < 500) {
        return refuse(400, message ?? "The account could not be created.");
      }
      throw error;
    }
  }
  let signedIn;
  try {
    signedIn = await auth.api.signInEmail({
      body: { email, password },
      headers: new Headers(),
      returnHeaders: true,
    });
  } catch (error) {
    const { status } = readAuthError(error);
    if (status !== undefined && status >= 400 && status < 500) {
      return refuse(409, "The account exists with another password.");
    }
    throw error;
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of signedIn.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const user = signedIn.response.user;
  const role = roleFor(email, true, config.adminEmails);
  return Response.json({ userId: user.id, email, role }, { headers });
}
