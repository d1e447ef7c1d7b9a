import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const ts = require('typescript');

/**
 * The tsconfig files every workspace's own `typecheck` script checks (`tsc -p <file>`), so the
 * projects' Nx targets stay the one list of what is checked and with which options.
 */
export function typecheckConfigs(root) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const configs = [];
  for (const pattern of workspaces) {
    const parent = join(root, pattern.replace(/\/\*$/, ''));
    for (const name of ts.sys.getDirectories(parent).sort()) {
      const packageFile = join(parent, name, 'package.json');
      if (!ts.sys.fileExists(packageFile)) continue;
      const script = JSON.parse(readFileSync(packageFile, 'utf8')).scripts?.typecheck ?? '';
      for (const [, config] of script.matchAll(/tsc -p (\S+)/g)) configs.push(join(parent, name, config));
    }
  }
  return configs;
}

/**
 * Reads each tsconfig as tsc would and puts the ones whose compiler options are identical into one
 * group: one program checks a group's files together, so the libraries they share are read and
 * checked once (docs/decisions.md, D-191). A project with options of its own is a group alone.
 */
export function groupByOptions(configFiles) {
  const groups = new Map();
  for (const configFile of configFiles) {
    const parsed = ts.getParsedCommandLineOfConfigFile(configFile, { noEmit: true }, parseHost());
    // The one option that names the file itself, not how it is checked.
    const options = { ...parsed.options };
    delete options.configFilePath;
    const key = JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
    const group = groups.get(key) ?? { configs: [], options: parsed.options, fileNames: new Set(), errors: [] };
    group.configs.push(configFile);
    for (const fileName of parsed.fileNames) group.fileNames.add(fileName);
    group.errors.push(...parsed.errors);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ ...group, fileNames: [...group.fileNames] }));
}

function parseHost() {
  return {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
}

function describeGroup(root, group) {
  return group.configs.map((config) => dirname(config).slice(root.length + 1) || '.').join(', ');
}

/** The line each group's type check ends with, in `npm run typecheck` and `npm run lint -- --types`. */
export function groupOutcome(root, group, { errors, files }) {
  return `${errors ? '✗' : '✓'} types of ${describeGroup(root, group)}: ${errors} errors, ${files} files`;
}
