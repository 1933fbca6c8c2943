# syntax=docker/dockerfile:1
# Multi-stage: the build stage has the compilers and dev tooling; the runtime stage only the
# production dependencies and the built output, and runs as a non-root user.

FROM node:24-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Manifests first, so the dependency layer is reused until they change.
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
ENV NX_DAEMON=false NX_NO_CLOUD=true
# Native modules stay as built above (same base image as the runtime); only dev tooling goes.
RUN npx nx run-many -t build --outputStyle=stream \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/contracts/package.json contracts/
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/projections/package.json projections/
COPY --from=build /app/projections/dist projections/dist
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/package.json frontend/
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-ssr frontend/dist-ssr

# Uploaded avatars and, with embedded stores, the SQLite log and read-model snapshots live here.
RUN mkdir -p /data && chown node:node /data
# A container is reached through its own interface (the proxy, a published port), not its loopback.
ENV PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server's Node flags (backend/src/server-node-flags.ts): a young generation of 16 MB, an old one collected at ~1.6x its live size.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=512", "backend/dist/main.js"]
