# syntax=docker/dockerfile:1
# The club in one image: the API (apps/api/dist, tsup's bundle with the @club/* workspace packages
# inside it) with its production dependencies only, and the built web app it serves.
#   docker build -t inside9-club .
# compose.production.yml runs it (README, "Production"); it listens on PORT (3000) over plain http
# and expects a TLS-terminating proxy in front.

FROM node:24-bookworm-slim AS build
ENV CI=true TURBO_TELEMETRY_DISABLED=1
RUN npm install --global pnpm@10.34.9
WORKDIR /repo
# the packages first, from the lockfile alone: this layer is reused while only sources change
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm build --filter=@club/api --filter=@club/web
# apps/api as pnpm deploy copies it: package.json, dist ("files") and node_modules with the
# production dependencies only. --legacy: this workspace links its packages instead of injecting
# them. The @club/* packages it lists are bundled into dist, so their copies are dropped.
RUN pnpm --filter @club/api --prod deploy --legacy /deploy/api \
 && rm -rf /deploy/api/node_modules/@club /deploy/api/node_modules/.pnpm/@club+*

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
# the repository's layout: the API finds the web build and DATA_DIR from dist/ (three folders up)
COPY --from=build /deploy/api /app/apps/api
COPY --from=build /repo/apps/web/dist /app/apps/web/dist
# DATA_DIR: written only without DATABASE_URL (an embedded database) or without SMTP_URL (.eml files)
RUN mkdir /app/data && chown node:node /app/data
USER node
WORKDIR /app/apps/api
EXPOSE 3000
# liveness, with node's fetch (the slim image has no curl)
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# the node flags of apps/api's "start" script (apps/api/test/deploy-files.test.ts keeps them equal)
CMD ["node", "--enable-source-maps", "--max-old-space-size=256", "--max-semi-space-size=32", "dist/server.js"]
