import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { groupByOptions } from './typecheck-groups.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');

/** One program for a group of tsconfig files with the same options (typecheck-groups.mjs). */
export function groupProgram(group) {
  return ts.createProgram({ rootNames: group.fileNames, options: group.options, configFileParsingDiagnostics: group.errors });
}

/**
 * tsc's report of a group's program. The diagnostics are the ones `tsc --noEmit -p` reports, in
 * its order: the configs', then syntax, options and globals, then the types, then (with
 * `declaration`) what a .d.ts could not say.
 */
export function typeReport(program, group) {
  const diagnostics = [...program.getConfigFileParsingDiagnostics()];
  const before = diagnostics.length;
  diagnostics.push(...program.getSyntacticDiagnostics());
  if (diagnostics.length === before) {
    diagnostics.push(...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics());
    if (diagnostics.length === before) diagnostics.push(...program.getSemanticDiagnostics());
    if (group.options.declaration && diagnostics.length === before) diagnostics.push(...program.getDeclarationDiagnostics());
  }
  const errors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
  const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' };
  const report = diagnostics.length ? ts.formatDiagnosticsWithColorAndContext(diagnostics, host) : '';
  return { errors, report, files: program.getSourceFiles().length };
}

/** Checks one group of tsconfig files (the same options) as one program. */
export function checkGroup(configs) {
  const [group] = groupByOptions(configs);
  return typeReport(groupProgram(group), group);
}

// Run as a worker thread by scripts/typecheck.mjs.
if (parentPort) parentPort.postMessage(checkGroup(workerData.configs));
