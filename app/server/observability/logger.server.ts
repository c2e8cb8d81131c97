/**
 * The process's logger (issue 29 item 4, ADR 097): JSON lines from pino, one object per line
 * with `level` (a name), `time` (ISO 8601), `msg`, and for requests `reqId`, `req`, `res` and
 * `responseTime` (ms). Secrets never reach a line: pino's `redact` removes cookies, credentials
 * and secret fields by path (`REDACT_PATHS`), and every message, URL and error text has its
 * e-mail addresses, secret query parameters and bearer credentials masked (`maskSecrets`).
 */
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";
import { maskDeep, maskSecrets, REDACT_PATHS, SECRET_MASK } from "./redact";

export type { Logger } from "pino";

/** How to build the logger. */
export interface LoggerOptions {
  /**
   * Where lines go: a file path (appended; `LOG_FILE`), or a stream (tests); default: standard
   * output. Files and standard output are written synchronously, so nothing is lost at exit.
   */
  destination?: string | DestinationStream | undefined;
  /** The lowest level written (default `info`; `LOG_LEVEL`). */
  level?: string | undefined;
}

/** A logged error: type, masked message and stack (pino's standard error shape). */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return maskDeep(error, 3);
  const plain = { ...(pino.stdSerializers.err(error) as unknown as Record<string, unknown>) };
  return maskDeep(plain, 3);
}

/**
 * Builds the logger.
 * @returns a pino `Logger` writing JSON lines with redaction and masking applied
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const destination =
    typeof options.destination === "string"
      ? pino.destination({ dest: options.destination, append: true, sync: true, mkdir: true })
      : (options.destination ?? pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: options.level ?? "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: SECRET_MASK },
      serializers: { err: serializeError, error: serializeError },
      formatters: {
        level: (label) => ({ level: label }),
        // Strings in a logged object that no redact path names (a URL, a detail) are masked.
        log: (object) => maskDeep(object, 3) as Record<string, unknown>,
      },
      hooks: {
        // Messages (and printf-style arguments) are masked before pino formats them.
        logMethod(args, method) {
          const masked = args.map((arg) => (typeof arg === "string" ? maskSecrets(arg) : arg));
          method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/**
 * Sends what the app writes with `console.log/info/warn/error/debug` through the logger (as
 * `msg`, masked; an `Error` argument as `err`), so every line the process writes is a masked JSON
 * line. Returns a function that restores the console.
 */
export function routeConsole(logger: Logger): () => void {
  const original = {
    log: console.log,
    info: console.info,
    warn: console.warn,
    error: console.error,
    debug: console.debug,
  };
  const levels = {
    log: "info",
    info: "info",
    warn: "warn",
    error: "error",
    debug: "debug",
  } as const;
  for (const [name, level] of Object.entries(levels) as [keyof typeof levels, "info"][]) {
    console[name] = (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const text = format(...args.map((arg) => (arg === error ? (arg as Error).message : arg)));
      if (error) logger[level]({ err: error }, text);
      else logger[level](text);
    };
  }
  return () => Object.assign(console, original);
}
