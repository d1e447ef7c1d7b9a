import { createInterface } from 'node:readline';

const startedAt = Date.now();

/** One-line progress messages for the start and test scripts, with the time since the script began. */
export function step(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message} \x1b[2m(${elapsed()})\x1b[0m`);
}

function elapsed() {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function warn(message) {
  console.warn(`\x1b[33m!\x1b[0m ${message}`);
}

/** Prints each line of a child's output with a label in front, so parallel outputs stay apart. */
export function printLabelled(stream, label) {
  createInterface({ input: stream }).on('line', (line) => console.log(`${label}${line}`));
}
