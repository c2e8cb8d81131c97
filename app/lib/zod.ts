/**
 * The one way browser-reachable code imports zod: `import { z } from "~/lib/zod"`.
 * zod 4 probes `new Function` on first parse to decide whether to compile validators; under our
 * nonce CSP (no 'unsafe-eval') the probe is refused and the browser logs a CSP violation
 * (Lighthouse best practices). `jitless` skips the probe; validation results are the same.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
