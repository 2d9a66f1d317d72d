# syntax=docker/dockerfile:1
# One image build, two targets: `api` (HTTP + built site) and `worker` (queues). Node 24 LTS.
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY worker/package.json worker/
COPY api/package.json api/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY core core
COPY worker worker
COPY api api
COPY frontend frontend
RUN npx tsc -b api/tsconfig.build.json worker/tsconfig.build.json && npx vite build frontend && npm prune --omit=dev

FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/core/package.json core/
COPY --from=build /app/core/dist core/dist
COPY --from=build /app/worker/package.json worker/
COPY --from=build /app/worker/dist worker/dist
USER node

FROM runtime AS worker
# Proves the worker's configuration reaches Redis and Postgres (it serves no HTTP).
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s CMD ["node", "worker/dist/healthcheck.js"]
# Exec form: node is PID 1 and gets SIGTERM itself, so the worker drains its jobs. The heap flag: see NODE_FLAGS
# in scripts/lib/stack.ts (fewer mark-compacts per photo; V8 flags belong on the command line).
CMD ["node", "--heap-growing-percent=200", "worker/dist/main.js"]

FROM runtime AS api
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/frontend/dist frontend/dist
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:3000/api/health/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The heap ceiling: see NODE_FLAGS in scripts/lib/stack.ts (bounds the heap's growth under a flood of refusals).
CMD ["sh", "-c", "node core/dist/database/migrate-cli.js && exec node --max-old-space-size=512 --heap-growing-percent=100 api/dist/main.js"]

# `docker compose --profile backup`: nightly backups, restores and keys (scripts/backup-image.ts: nightly, backup,
# restore, keygen, health), bundled by esbuild from the sources into one file, run by node with production
# dependencies only (no tsx, no test tools). pg_dump/pg_restore come from PostgreSQL's own apt repository, the same
# major as the compose database (Debian's is 15; a pg_dump older than its server refuses to dump it).
FROM node:24.21.0-bookworm-slim AS backup-build
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY worker/package.json worker/
COPY api/package.json api/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.base.json tsconfig.json ./
COPY core core
COPY scripts scripts
RUN npx esbuild scripts/backup-image.ts --bundle --platform=node --target=node24 --format=cjs --packages=external \
      --outfile=backup-dist/studio-backup.js

FROM node:24.21.0-bookworm-slim AS backup
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends postgresql-client-16 \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /var/lib/studio-backup /backups && chown node:node /var/lib/studio-backup
ENV NODE_ENV=production MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY worker/package.json worker/
COPY api/package.json api/
COPY frontend/package.json frontend/
# Production dependencies only (age-encryption and tar-stream are the root's own); no install scripts are needed.
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force
COPY --from=backup-build /app/backup-dist/studio-backup.js dist/studio-backup.js
USER node
# Exec form: node is PID 1 and gets SIGTERM itself, so a running upload is aborted cleanly.
ENTRYPOINT ["node", "dist/studio-backup.js"]
CMD ["nightly"]
