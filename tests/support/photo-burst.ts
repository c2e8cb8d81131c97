/**
 * The photo upload burst of issue 23 item 1 (ADR 068), shared by tests/e2e/photo-burst.spec.ts and
 * scripts/bench-photo-burst.ts: a signed-in owner with a fresh unpaid center (local-mode
 * `/dev/session` and `/dev/seed-center`) sends many multipart uploads of the same photo at once,
 * as a browser without JavaScript posts the form; a prober meanwhile times a public page.
 */
import { sessionCookie } from "./fixtures";

/** An owner's session and their fresh (unverified, unpaid) center. */
export interface BurstOwner {
  cookie: string;
  centerId: string;
}

/**
 * Signs a new account in and creates a center it owns through `/dev/seed-center`.
 * @throws when the server does not answer the seed form with its /payment redirect
 */
export async function ownerWithCenter(baseUrl: string, name = "Burst Arena"): Promise<BurstOwner> {
  const { cookie } = await sessionCookie(baseUrl);
  const response = await fetch(`${baseUrl}/dev/seed-center`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams({ name }).toString(),
  });
  const location = response.headers.get("location") ?? "";
  const centerId = /location=([0-9a-f-]{36})$/.exec(location)?.[1];
  if (!centerId) throw new Error(`seed-center answered ${response.status} ${location}`);
  return { cookie, centerId };
}

/** One answer of the burst. */
export interface BurstAnswer {
  status: number;
  /** Location of a redirect, Retry-After of a 503, or the start of a refusal's body. */
  detail: string;
  /** Milliseconds from the burst's start to this answer. */
  at: number;
}

/**
 * Sends `requests` uploads at once, each of `copies` copies of `photo` (a PNG), to the owner's
 * gallery, as the page's form posts them (no redirects followed).
 * @returns every answer (status 0 with the error's code when the connection failed)
 */
export async function sendBurst(
  baseUrl: string,
  owner: BurstOwner,
  photo: Uint8Array,
  options: { requests: number; copies: number },
): Promise<BurstAnswer[]> {
  const blob = new Blob([Uint8Array.from(photo)], { type: "image/png" });
  const started = performance.now();
  const one = async (): Promise<BurstAnswer> => {
    const form = new FormData();
    form.set("intent", "upload");
    for (let i = 0; i < options.copies; i++) {
      form.append("photos", blob, `burst-${i}.png`);
    }
    try {
      const response = await fetch(`${baseUrl}/lan-center-photos/${owner.centerId}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: owner.cookie, origin: baseUrl },
        body: form,
      });
      const text = await response.text();
      const detail =
        response.headers.get("location") ??
        (response.headers.get("retry-after")
          ? `Retry-After: ${response.headers.get("retry-after")}`
          : text.replace(/\s+/g, " ").slice(0, 200));
      return { status: response.status, detail, at: performance.now() - started };
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
      return { status: 0, detail: code, at: performance.now() - started };
    }
  };
  return Promise.all(Array.from({ length: options.requests }, one));
}

/**
 * How many photos the owner's gallery shows, read from its page's "N of 8 used" hint.
 * @throws when the page does not answer 200 or has no such hint
 */
export async function galleryCount(baseUrl: string, owner: BurstOwner): Promise<number> {
  const response = await fetch(`${baseUrl}/lan-center-photos/${owner.centerId}`, {
    headers: { cookie: owner.cookie },
  });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`gallery answered ${response.status}`);
  // The page's texts also travel in its loader data (ADR 099), so "This center has 8 photos."
  // is in every answer: the filled-in count, shown only below 8, is read first.
  const used = /(\d+) of 8 used\./.exec(html);
  if (used) return Number(used[1]);
  if (html.includes("This center has 8 photos.")) return 8;
  throw new Error("the gallery page has no photo count");
}

/** Times requests of one page, one after another, until stopped. */
export interface LatencyProbe {
  /** Stops probing and gives every answer's time in milliseconds (status 0: failed). */
  stop(): Promise<{ ms: number; status: number }[]>;
}

/** Starts timing GET `path` in a loop (with `gapMs` between requests). */
export function probeLatency(baseUrl: string, path: string, gapMs = 100): LatencyProbe {
  const samples: { ms: number; status: number }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      let status: number;
      try {
        const response = await fetch(baseUrl + path);
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      samples.push({ ms: performance.now() - started, status });
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}
