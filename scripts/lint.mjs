#!/usr/bin/env node
// `npm run lint`: ESLint, type-aware, over the whole repository in one process, so the projects'
// TypeScript programs share what they have in common (the libraries, the packages' types) rather
// than each project's process building them again (docs/decisions.md, D-191). Same config, same
// rules, the Nx project boundaries included. `npx nx affected -t lint` still lints only the
// projects a change touches, with Nx's cache.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nxEnv } from './lib/install.mjs';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// The boundary rule reads Nx's project graph and silently skips itself without one.
await run('npx', ['nx', 'show', 'projects'], { cwd: root, env: nxEnv(), stdio: 'ignore' });
await run('npx', ['eslint', '.', '--max-warnings=0'], { cwd: root, env: nxEnv() });
