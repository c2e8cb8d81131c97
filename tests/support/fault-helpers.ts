/**
 * Helpers for the fault tests (tests/e2e/faults.spec.ts): a server whose PUBLIC_URL is its own
 * address, account sign-up and sign-in through the real forms with plain `fetch` (as a browser
 * without JavaScript posts them), and a check that a port refuses new connections.
 */
import { connect } from "node:net";
import { readCode, type MailSource } from "./codes";
import { freePort } from "./postgres-cluster";
import { spawnServer, type ServerProcess } from "./server-process";

/**
 * Like `spawnServer`, with PUBLIC_URL set to the server's own address (better-auth origin).
 * @param nodeFlags the flags before `server.ts` (default: those of `npm start`)
 */
export async function spawnServerOnOwnUrl(env: Record<string, string> = {}, nodeFlags?: string[]) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await spawnServer({ PORT: String(port), PUBLIC_URL: baseUrl, ...env }, nodeFlags);
  return { ...server, baseUrl, port } satisfies ServerProcess & { port: number };
}

/** POSTs `fields` to a route action as a form, from `clientIp` (the server trusts loopback). */
export function postForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  options: { clientIp: string; cookie?: string },
): Promise<Response> {
  return fetch(baseUrl + path, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseUrl,
      "x-forwarded-for": options.clientIp,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The `name=value` pairs of a response's Set-Cookie headers (cleared cookies left out). */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/**
 * Creates a verified account through /signup-form (form, then the code step) and signs it in
 * through /login. The code is read from `mail` (default: the server's /dev/outbox).
 * @returns the session's Cookie header value
 */
export async function createAccountByForm(
  baseUrl: string,
  account: { email: string; password: string; clientIp: string },
  mail: MailSource = baseUrl,
): Promise<string> {
  const { email, password, clientIp } = account;
  const signUp = await postForm(
    baseUrl,
    "/signup-form",
    { firstName: "Fault", lastName: "Tester", email, password, confirmPassword: password },
    { clientIp },
  );
  if (signUp.status !== 302) throw new Error(`sign-up answered ${signUp.status}`);
  const code = await readCode(mail, email, "verification code");
  const verify = await postForm(
    baseUrl,
    "/signup-form",
    { intent: "verify", email, code },
    { clientIp },
  );
  if (verify.status !== 302) throw new Error(`verification answered ${verify.status}`);
  const signIn = await postForm(
    baseUrl,
    "/login",
    { email, password, redirectTo: "/dashboard" },
    { clientIp },
  );
  const cookie = cookiesOf(signIn);
  if (signIn.status !== 302 || !cookie) throw new Error(`sign-in answered ${signIn.status}`);
  return cookie;
}

/** True when a new TCP connection to 127.0.0.1:`port` is refused. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}
