import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** Counts from Jest's JSON report. */
export function jestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that failed to load has no tests of its own: count it as a failure.
  const brokenSuites = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites };
}

/** Counts from Vitest's JSON report, which has the shape of Jest's (the same fields, the same failed suites). */
export const vitestCounts = jestCounts;

/** Counts from Playwright's JSON reports, one per shard, added up (docs/decisions.md, D-74). */
export function playwrightCounts(files) {
  return files
    .map(playwrightReportCounts)
    .reduce((sum, counts) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed }), { passed: 0, failed: 0 });
}

function playwrightReportCounts(file) {
  // A shard that wrote no report (it crashed, or never started) counts as a failure.
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky };
}

/**
 * The tests a Playwright JSON report counts as failed: each as "file:line › title", with how each
 * failed run ended and where. The run's last lines are what a CI log keeps when it keeps little.
 */
export function playwrightFailures(file) {
  if (!existsSync(file)) return [];
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const failed = spec.tests.filter((test) => test.status === 'unexpected' || test.status === 'flaky');
      if (failed.length === 0) continue;
      failures.push({
        test: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
        endings: failed.flatMap((test) => test.results.filter((run) => run.status !== 'passed').flatMap(howItEnded)),
      });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites) walk(suite, []);
  return failures;
}

/** A failed run's status and time, then each error's first line and the line of the spec it stopped at. */
function howItEnded(result) {
  const lines = [`${result.status} after ${(result.duration / 1000).toFixed(1)} s`];
  for (const error of result.errors ?? []) {
    const text = stripVTControlCharacters(error.message ?? String(error.value ?? ''));
    const message = text.split('\n').find((line) => line.trim()) ?? '';
    const where = error.location ? ` (${basename(error.location.file)}:${error.location.line})` : '';
    lines.push(`${message.trim().slice(0, 240)}${where}`);
  }
  return lines;
}
