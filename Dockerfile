# syntax=docker/dockerfile:1
# Production image of LAN Center Network (ADR 041). Build: `docker build -t lan-center-network .`
# Run: see compose.yaml and README "Deployment". Needs APP_ENV=production and its variables.

# The official Node image, pinned to the Node version the project pins (devDependency `node`).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# Stage 1: all dependencies (the committed lockfile, `npm install` as everywhere in this
# project) and the React Router production build.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# Stage 2: production dependencies, the build, server.ts and the migrations; nothing else.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY server.ts ./
# Applied at start-up; read from ./drizzle relative to the working directory.
COPY drizzle ./drizzle
# The app files stay root-owned and read-only for the app. .data is the one writable folder:
# only an explicit DATABASE_URL=pglite:///app/.data/... or a local-mode trial run writes there.
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 3000
# /healthz answers while the process serves HTTP (no database); slim images have no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# glibc hands freed image buffers (128 KiB and more) straight back to the system instead of
# keeping them in fragmented heaps (ADR 068); set by `npm start` too.
ENV MALLOC_MMAP_THRESHOLD_=131072
# Node runs server.ts with type stripping; it handles SIGTERM (drains requests, closes the pool).
# The flags are those of `npm start` (package.json; ADR 065), checked by scripts/start-flags.test.ts.
CMD ["node", "--max-semi-space-size=32", "server.ts"]
