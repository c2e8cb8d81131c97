/**
 * The observability area's public module (issue 29 item 4, ADR 097): JSON logs with request ids
 * and redaction (pino, pino-http), and Prometheus metrics (prom-client) served on a separate port
 * or behind a bearer token. See README.md.
 */
export { createLogger, routeConsole, type Logger, type LoggerOptions } from "./logger.server";
export {
  createMetrics,
  type JobStats,
  type MailStats,
  type MetricSources,
  type Metrics,
  type PoolStats,
  type RequestSample,
} from "./metrics.server";
export {
  bearerMatches,
  createMetricsHandler,
  createRequestObserver,
  createRouteLabeler,
  requestIdOf,
  startMetricsServer,
  type MetricsAccess,
  type ObserverOptions,
} from "./http.server";
export { EMAIL_MASK, maskSecrets, REDACT_PATHS, SECRET_MASK } from "./redact";
export { REQUEST_ID_HEADER, requestIdFor } from "./request-id";
