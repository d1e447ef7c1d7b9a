/** One-line progress messages for the start and test scripts. */
export function step(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

export function warn(message) {
  console.warn(`\x1b[33m!\x1b[0m ${message}`);
}
