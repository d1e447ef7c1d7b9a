# The site's infrastructure as local images, from Debian's packages, for machines that cannot
# pull the public images docker-compose.yml names (docs/decisions.md, D-146, D-148). One target
# each; docker-compose.local.yml runs them on the host's network with ports of their own.
ARG DEBIAN_IMAGE=stagelink-local/debian:bookworm
ARG NODE_IMAGE=stagelink-local/node:24

FROM ${DEBIAN_IMAGE} AS postgres
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/postgresql/data /run/postgresql \
 && chown -R postgres:postgres /var/lib/postgresql /run/postgresql
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
USER postgres
ENTRYPOINT ["sh", "/usr/local/bin/postgres-entrypoint.sh"]

FROM ${DEBIAN_IMAGE} AS redis
RUN apt-get update && apt-get install -y --no-install-recommends redis-server \
 && rm -rf /var/lib/apt/lists/* && mkdir -p /data && chown redis:redis /data
USER redis
WORKDIR /data
CMD ["redis-server"]

FROM ${DEBIAN_IMAGE} AS nats
RUN apt-get update && apt-get install -y --no-install-recommends nats-server wget \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown nats:nats /data
USER nats
ENTRYPOINT ["nats-server"]

# Caddy from Debian's package (2.6, which has the dynamic upstreams deploy/caddy/Caddyfile uses),
# laid out as the official image is: its configuration in /etc/caddy, its state in /data and /config.
FROM ${DEBIAN_IMAGE} AS caddy
RUN apt-get update && apt-get install -y --no-install-recommends caddy wget \
 && rm -rf /var/lib/apt/lists/* && mkdir -p /data /config
ENV XDG_DATA_HOME=/data XDG_CONFIG_HOME=/config
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]

# Prometheus from Debian's package, for the `monitoring` profile, laid out as the official image
# is: its configuration in /etc/prometheus, its data in /prometheus.
FROM ${DEBIAN_IMAGE} AS prometheus
RUN apt-get update && apt-get install -y --no-install-recommends prometheus wget \
 && rm -rf /var/lib/apt/lists/* && mkdir -p /prometheus && chown nobody:nogroup /prometheus
USER nobody
WORKDIR /prometheus
ENTRYPOINT ["prometheus"]
CMD ["--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/prometheus"]

# s3rver, the S3 stand-in the repo's scripts use, at the version package.json pins.
FROM ${NODE_IMAGE} AS s3rver
ARG S3RVER_VERSION=3.7.1
WORKDIR /opt/s3rver
RUN npm install --no-audit --no-fund --omit=dev s3rver@${S3RVER_VERSION} \
 && mkdir -p /data && chown node:node /data
USER node
ENTRYPOINT ["node", "/opt/s3rver/node_modules/s3rver/bin/s3rver.js"]
