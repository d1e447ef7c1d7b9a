import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { InitialState, UnsubscribePageState } from '@stagelink/contracts';

/** What the web app's server build exports (apps/web/src/app/server-entry.tsx). */
export interface ServerRender {
  renderPublicPage(state: InitialState): string;
  renderUnsubscribePage(state: UnsubscribePageState): string;
}

/** The web app's server build beside its browser build, or null when it was not built. */
export function loadServerRender(webDistDir: string): ServerRender | null {
  const entry = join(webDistDir, '..', 'dist-server', 'server-entry.cjs');
  if (!existsSync(entry)) return null;
  return createRequire(__filename)(entry) as ServerRender;
}
