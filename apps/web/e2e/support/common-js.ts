import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as Contracts from '@stagelink/contracts';

// The web app's files are ES modules, the libraries' CommonJS, whose exports an ES import cannot
// name here: they are required from the repository's root, where Playwright runs.
export const requireFromRoot = createRequire(join(process.cwd(), 'package.json'));

/** The contracts' values (languages, built-in strings), from their build, which the run made first. */
export function contracts(): typeof Contracts {
  // Its DTOs' decorators read type metadata, as in the apps, which load this first.
  requireFromRoot('reflect-metadata');
  return requireFromRoot('./libs/contracts/dist/index.js') as typeof Contracts;
}

/** What the end-to-end run uses of libs/testing's local provider, which the web app may not import. */
interface LocalProvider {
  start(options: Record<string, never>, port: number): Promise<{ stop(): Promise<void> }>;
}

/** libs/testing/src/fake-translation-provider.ts, through Playwright's TypeScript hook. */
export const fakeProvider = () =>
  requireFromRoot('./libs/testing/src/fake-translation-provider.ts') as { FakeTranslationProvider: LocalProvider };

/** What the end-to-end run uses of libs/testing's local website (site icons, D-110). */
interface LocalSiteModule {
  LocalSite: {
    start(
      pages: Record<string, { status?: number; type?: string; body?: string | Buffer }>,
    ): Promise<{ url: string; stop(): Promise<void> }>;
  };
}

/** libs/testing/src/local-site.ts, through Playwright's TypeScript hook. */
export const localSite = () => requireFromRoot('./libs/testing/src/local-site.ts') as LocalSiteModule;
