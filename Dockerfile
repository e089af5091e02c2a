# The app as a container image (docs/deploy.md): built once, the same image on every instance, so the build id,
# deploymentId and Server Actions key are identical everywhere by construction.
#   docker build -t qihang --build-arg APP_ENV=production --build-arg STORAGE_PUBLIC_URL=/storage/ .
# APP_ENV and STORAGE_PUBLIC_URL are frozen into the build's security headers: build with the values you run with.

# Node 20 on Debian 12, as on the development machines (engines: node >= 20.9).
FROM node:20-bookworm-slim AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

# Every dependency, for the build (TypeScript, Tailwind, the types).
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
ARG APP_ENV=
ARG STORAGE_PUBLIC_URL=/storage/
ENV APP_ENV=${APP_ENV} STORAGE_PUBLIC_URL=${STORAGE_PUBLIC_URL}
COPY . .
# The stamp `npm start` compares (scripts/build-if-needed.mjs); then only what runs is kept.
RUN npx next build \
 && node -e "require('fs').writeFileSync('.next/BUILD_ENV.json', JSON.stringify({APP_ENV: process.env.APP_ENV, STORAGE_PUBLIC_URL: process.env.STORAGE_PUBLIC_URL}))" \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf .next/cache

FROM base AS run
# ffmpeg/ffprobe: lesson videos are measured and transcoded by spawning them (no downloaded binaries).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 \
    NODE_OPTIONS="--max-http-header-size=131072 --max-semi-space-size=64"
# The app reads at run time: the build, migrations (drizzle/), the seed's media, fonts in node_modules, the cache
# handlers at the root. Owned by root and read-only to the app; only .data (PGlite, local files) is the app's.
COPY --from=build /app /app
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# /api/health is a static route: it answers while the process serves, without touching the database.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# `next start` itself (scripts/start.mjs would look for a build to make): all interfaces, keep-alive past the
# balancer's 60 s. SIGTERM: Next finishes the requests in flight, then jobs, the pool and Redis close (docs/deploy.md).
CMD ["node_modules/.bin/next", "start", "-H", "0.0.0.0", "-p", "3000", "--keepAliveTimeout", "65000"]
