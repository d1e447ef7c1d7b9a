import type { InitialState } from '@stagelink/contracts';

/** The state the gateway inlined into a page's HTML (apps/gateway/src/web/public-page.ts). */
export function initialStateOf(html: string): InitialState {
  const match = /<script id="initial-state" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no initial state in the page');
  return JSON.parse(match[1] ?? '') as InitialState;
}
