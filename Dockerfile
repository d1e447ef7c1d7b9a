# Images for every deployable, from one build of the monorepo:
#   docker build --target service --build-arg SERVICE=profile -t stagelink-profile .
#   docker build --target gateway -t stagelink-gateway .
# (docker compose builds them all; the shared build stage is built once.)
# Each image holds only the files its process loads (docs/decisions.md, D-147): no React in a
# service, no dev tooling, embedded-postgres, Chromium or test helpers in any; README.md gives
# their sizes.

# Node 24, a maintained LTS line (Node 20 reached its end of life in April 2026); the
# project's supported versions are the `engines` field of package.json. Where the public image
# cannot be pulled, `npm run test:containers` makes a local one and names it here (D-146).
ARG NODE_IMAGE=node:24-trixie-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
# The dependencies first, in a layer of their own that a change of source reuses.
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/nest-kit/package.json libs/nest-kit/
COPY libs/testing/package.json libs/testing/
COPY services/profile/package.json services/profile/
COPY services/engagement/package.json services/engagement/
COPY services/bookings/package.json services/bookings/
COPY services/i18n/package.json services/i18n/
COPY apps/gateway/package.json apps/gateway/
COPY apps/web/package.json apps/web/
# npm install keeps to the lock file (npm ci rejects npm 11's own lock files: npm/cli#8805).
RUN npm install --no-audit --no-fund
COPY . .
# Then one folder per deployable under /images, with the files its entry points load (D-147).
RUN NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build --outputStyle=static \
 && node scripts/containers/trace.mjs /images

# The gateway, with the built web app and its server render (D-54) on the same port.
FROM ${NODE_IMAGE} AS gateway
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=build /images/gateway ./
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/gateway/dist/main.js"]

# After the gateway: the legacy builder (Debian's docker.io) builds every stage before the target,
# and this one needs SERVICE.
# One of the four services, chosen with SERVICE (profile, engagement, bookings, i18n).
FROM ${NODE_IMAGE} AS service
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build /images/service-${SERVICE} ./
USER node
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node libs/nest-kit/dist/health/healthcheck-cli.js "$SERVICE"
CMD ["sh", "-c", "test -n \"$SERVICE\" && exec node services/${SERVICE}/dist/main.js"]
