# The local stand-in for the official node:24-*-slim image (docs/decisions.md, D-146): Debian from
# debootstrap, Node's own Linux binary and npm from the npm registry, and the host's CA bundle,
# which builds inside a container need to reach the npm registry through the machine's TLS proxy.
# The context is a folder scripts/containers/base-images.mjs fills: node/, npm/, ca-certificates.crt.
ARG DEBIAN_IMAGE=stagelink-local/debian:bookworm
FROM ${DEBIAN_IMAGE}
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/sh --create-home node \
 && node --version && npm --version
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
    NPM_CONFIG_CAFILE=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
