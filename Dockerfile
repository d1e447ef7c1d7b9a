# Images for every deployable, from one build of the monorepo:
#   docker build --target service --build-arg SERVICE=profile -t stagelink-profile .
#   docker build --target gateway -t stagelink-gateway .
# (docker compose builds them all; the shared build stage is built once.)

# Node 24, a maintained LTS line (Node 20 reached its end of life in April 2026); the
# project's supported versions are the `engines` field of package.json.
ARG NODE_IMAGE=node:24-trixie-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
COPY . .
# npm install keeps to the lock file (npm ci rejects npm 11's own lock files: npm/cli#8805).
RUN npm install --no-audit --no-fund \
 && NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build --outputStyle=static \
 && npm prune --omit=dev --no-audit --no-fund

# What every Node process needs: production dependencies and the two libraries.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /repo
COPY --from=build /repo/package.json ./
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/libs/contracts/package.json ./libs/contracts/
COPY --from=build /repo/libs/contracts/dist ./libs/contracts/dist
COPY --from=build /repo/libs/nest-kit/package.json ./libs/nest-kit/
COPY --from=build /repo/libs/nest-kit/dist ./libs/nest-kit/dist

# One of the four services, chosen with SERVICE (profile, engagement, bookings, i18n).
FROM runtime AS service
ARG SERVICE
ENV SERVICE=${SERVICE}
COPY --from=build /repo/services/${SERVICE}/package.json ./services/${SERVICE}/
COPY --from=build /repo/services/${SERVICE}/dist ./services/${SERVICE}/dist
USER node
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node libs/nest-kit/dist/health/healthcheck-cli.js "$SERVICE"
CMD ["sh", "-c", "test -n \"$SERVICE\" && exec node services/${SERVICE}/dist/main.js"]

# The gateway, with the built web app it serves on the same port.
FROM runtime AS gateway
ENV PORT=8080
COPY --from=build /repo/apps/gateway/package.json ./apps/gateway/
COPY --from=build /repo/apps/gateway/dist ./apps/gateway/dist
COPY --from=build /repo/apps/web/dist ./apps/web/dist
# The server build of the public page, which the gateway renders `/` with (docs/decisions.md, D-54).
COPY --from=build /repo/apps/web/dist-server ./apps/web/dist-server
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/gateway/dist/main.js"]
