/**
 * A User Timing mark the public page (and the unsubscribe page, D-150) makes once it answers
 * taps (hydrated or drawn): what `npm run bench` reads, and what the page's loader waits for to
 * replay an early tap (D-85).
 */
export const INTERACTIVE_MARK = 'stagelink:interactive';
