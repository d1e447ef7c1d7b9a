import { createInterface } from 'node:readline';

/** One-line progress messages for the start and test scripts. */
export function step(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

export function warn(message) {
  console.warn(`\x1b[33m!\x1b[0m ${message}`);
}

/** Prints each line of a child's output with a label in front, so parallel outputs stay apart. */
export function printLabelled(stream, label) {
  createInterface({ input: stream }).on('line', (line) => console.log(`${label}${line}`));
}
