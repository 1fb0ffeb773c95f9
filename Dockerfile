# The shop (storefront + in-process engine + the back office under /admin) as one image: `docker build -t webshop .`
# Stages: all dependencies and the build; production dependencies alone (`npm ci --omit=dev`,
# from the lockfile); the runtime, which takes those and the build's output, and runs as `node`.
# The compose file in deploy/ runs two of these behind haproxy on one PostgreSQL, the layout the
# cluster test (apps/storefront/scripts/cluster) runs on plain processes.
# Base images are pinned by digest (a tag moves; a digest is the image that was tested): Node 24
# LTS on Debian bookworm slim, node:24-bookworm-slim as of 24.18.0. To update, look the new
# digest up (`docker buildx imagetools inspect node:24-bookworm-slim`) and replace it here.
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/commerce/package.json packages/commerce/
COPY apps/storefront/package.json apps/storefront/
COPY apps/admin/package.json apps/admin/
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/commerce/package.json packages/commerce/
COPY apps/storefront/package.json apps/storefront/
COPY apps/admin/package.json apps/admin/
RUN npm ci --omit=dev --no-audit --no-fund

FROM deps AS build
# Built into the pages (NEXT_PUBLIC_*): pass with --build-arg when used.
ARG NEXT_PUBLIC_GTM_ID=""
ARG NEXT_PUBLIC_GA_MEASUREMENT_ID=""
ARG NEXT_PUBLIC_MAP_TILE_URL=""
ENV NEXT_TELEMETRY_DISABLED=1 \
    NEXT_PUBLIC_GTM_ID=$NEXT_PUBLIC_GTM_ID \
    NEXT_PUBLIC_GA_MEASUREMENT_ID=$NEXT_PUBLIC_GA_MEASUREMENT_ID \
    NEXT_PUBLIC_MAP_TILE_URL=$NEXT_PUBLIC_MAP_TILE_URL
COPY . .
# The build's dependencies (dev ones included) stay behind: the runtime gets prod-deps' instead.
RUN npm run build \
    && rm -rf node_modules apps/storefront/node_modules packages/commerce/node_modules \
       apps/admin/node_modules \
       apps/storefront/.next/cache

FROM ${NODE_IMAGE} AS runtime
# pg_dump and pg_restore for `npm run backup` / `npm run restore` against PostgreSQL 15 (the
# compose file's server; bookworm's client is 15, and pg_dump refuses a newer server).
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-client-15 \
    && rm -rf /var/lib/apt/lists/*
# SEED_DEMO=0: a production database is never filled with the demo shop unless asked for
# (`-e SEED_DEMO=1` to try the image with it).
ENV NODE_ENV=production \
    SEED_DEMO=0 \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    MEDIA_DIR=/data/media \
    MAIL_DIR=/data/mail \
    PGLITE_DATA_DIR=/data/pglite
WORKDIR /app
# Owned by root, so the shop cannot change its own code. The storefront runs as the built
# .next (with the engine compiled into it); the engine's migrations are read from
# packages/commerce/drizzle. Everything the running shop writes goes to /data (a volume).
COPY --from=prod-deps /app /app
COPY --from=build /app /app
RUN mkdir -p /data apps/storefront/.next/cache \
    && chown -R node:node /data apps/storefront/.next/cache
USER node
WORKDIR /app/apps/storefront
EXPOSE 3000
VOLUME ["/data"]
# SIGTERM: /readyz answers 503 for SHUTDOWN_DRAIN_MS (3 s; the compose file sets 2 s), requests
# in flight get up to SHUTDOWN_TIMEOUT_MS (10 s): give the container at least 15 s to stop
# (compose: stop_grace_period).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/shop-server.mjs"]
