// Lays out one folder per deployable holding only the files its process loads, found by tracing
// its entry points with @vercel/nft, the tracer of Next.js's standalone output (docs/decisions.md,
// D-147). Run in the Dockerfile's build stage after the build:
//   node scripts/containers/trace.mjs <out-dir>
// and each image copies <out-dir>/<deployable> as its working directory.
import { copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { nodeFileTrace } from '@vercel/nft';

const repo = resolve(import.meta.dirname, '../..');
const services = ['profile', 'engagement', 'bookings', 'i18n'];
const healthCheckCli = 'libs/nest-kit/dist/health/healthcheck-cli.js';

/** What each deployable runs, and the folders it reads at run time that no require names. */
const deployables = {
  ...Object.fromEntries(
    services.map((name) => [`service-${name}`, { entries: [`services/${name}/dist/main.js`, healthCheckCli], folders: [] }]),
  ),
  // The gateway serves the built SPA and renders `/` with its server build (D-54).
  gateway: {
    entries: ['apps/gateway/dist/main.js', 'apps/web/dist-server/server-entry.cjs'],
    folders: ['apps/web/dist', 'apps/web/dist-server'],
  },
};

/**
 * Packages whose native part is found by a path computed at run time (sharp's prebuilt binary
 * and libvips, argon2's prebuilds): taken whole, with the packages they load, when traced.
 */
const wholePackages = {
  sharp: ['sharp', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'],
  argon2: ['argon2', 'node-gyp-build'],
};

const outDir = resolve(process.argv[2] ?? join(repo, 'dist-images'));

for (const [name, { entries, folders }] of Object.entries(deployables)) {
  const target = join(outDir, name);
  const { fileList, warnings } = await nodeFileTrace(
    entries.map((entry) => join(repo, entry)),
    // `module-sync` exports as Node picks them: every version in package.json's `engines` does.
    { base: repo, processCwd: repo, conditions: ['node', 'module-sync'], moduleSyncCatchall: true },
  );
  const files = [...fileList];
  for (const [trigger, packages] of Object.entries(wholePackages)) {
    if (!files.some((file) => file.startsWith(`node_modules/${trigger}/`))) continue;
    for (const pkg of packages) if (existsSync(join(repo, 'node_modules', pkg))) folders.push(`node_modules/${pkg}`);
  }
  for (const file of files) copyEntry(file, target);
  for (const folder of folders) cpSync(join(repo, folder), join(target, folder), { recursive: true, verbatimSymlinks: true });
  const missing = [...warnings].filter((warning) => /Cannot find module/.test(String(warning)));
  console.log(`${name}: ${files.length} files traced, ${folders.length} folders whole, ${missing.length} optional modules absent`);
}

/** Copies one traced path, keeping a symbolic link a link (workspace packages are links to libs/). */
function copyEntry(relativePath, target) {
  const source = join(repo, relativePath);
  const destination = join(target, relativePath);
  if (existsSync(destination)) return;
  const stats = lstatSync(source);
  mkdirSync(dirname(destination), { recursive: true });
  if (stats.isSymbolicLink()) symlinkSync(readlinkSync(source), destination);
  else if (stats.isFile()) copyFileSync(source, destination);
  else mkdirSync(destination, { recursive: true });
}
