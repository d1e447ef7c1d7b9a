import { fakeProvider } from './common-js';

/**
 * Playwright's global setup: the local LibreTranslate the end-to-end stack is configured with
 * (scripts/lib/e2e.mjs), on the port named there. The tests steer it over HTTP (`/__fake/*`).
 */
export default async function startTranslationProvider(): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.E2E_TRANSLATION_PROVIDER_URL;
  if (!url) return undefined;
  const provider = await fakeProvider().FakeTranslationProvider.start({}, Number(new URL(url).port));
  return () => provider.stop();
}
