import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '@stagelink/nest-kit';
import { readI18nConfig } from './i18n-config';

describe(readI18nConfig.name, () => {
  const failure = (env: Record<string, string>) => {
    try {
      readI18nConfig(env);
    } catch (error) {
      return error instanceof ConfigError ? error.message : error;
    }
    return null;
  };

  it('calls no provider unless one is named, with the documented retry defaults', () => {
    const sut = readI18nConfig({});
    expect(sut.provider).toEqual({ kind: 'none' });
    expect(sut.retry).toEqual({ attempts: 5, baseDelayMs: 2000, maxDelayMs: 300_000, requestTimeoutMs: 30_000 });
    expect(readI18nConfig({ TRANSLATION_PROVIDER: ' ' }).provider).toEqual({ kind: 'none' });
  });

  it('reads LibreTranslate with its address (no trailing slash) and an optional key', () => {
    expect(readI18nConfig({ TRANSLATION_PROVIDER: 'LibreTranslate', LIBRETRANSLATE_URL: 'http://lt.local:5000/' }).provider).toEqual({
      kind: 'libretranslate',
      url: 'http://lt.local:5000',
      apiKey: null,
    });
    expect(
      readI18nConfig({ TRANSLATION_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'https://lt.example', LIBRETRANSLATE_API_KEY: 'k' })
        .provider,
    ).toMatchObject({ apiKey: 'k' });
  });

  it("sends DeepL's free keys (ending in :fx) to the free endpoint and the others to the pro one, unless DEEPL_API_URL says", () => {
    expect(readI18nConfig({ TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: 'abc:fx' }).provider).toEqual({
      kind: 'deepl',
      url: 'https://api-free.deepl.com',
      apiKey: 'abc:fx',
    });
    expect(readI18nConfig({ TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: 'abc' }).provider).toMatchObject({
      url: 'https://api.deepl.com',
    });
    expect(
      readI18nConfig({ TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: 'abc:fx', DEEPL_API_URL: 'http://127.0.0.1:9999/' }).provider,
    ).toMatchObject({ url: 'http://127.0.0.1:9999' });
  });

  it('refuses a misconfiguration at boot, naming the variable to set', () => {
    expect(failure({ TRANSLATION_PROVIDER: 'google' })).toBe('TRANSLATION_PROVIDER must be libretranslate, deepl or none (got "google")');
    expect(failure({ TRANSLATION_PROVIDER: 'libretranslate' })).toBe('TRANSLATION_PROVIDER=libretranslate needs LIBRETRANSLATE_URL');
    expect(failure({ TRANSLATION_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'ftp://lt.local' })).toBe(
      'LIBRETRANSLATE_URL must use http: or https: (got "ftp:")',
    );
    expect(failure({ TRANSLATION_PROVIDER: 'deepl' })).toBe('TRANSLATION_PROVIDER=deepl needs DEEPL_API_KEY');
    expect(failure({ TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: 'abc', DEEPL_API_URL: 'not a url' })).toBe(
      'DEEPL_API_URL is not a valid URL: "not a url"',
    );
    expect(failure({ TRANSLATION_RETRY_ATTEMPTS: '0' })).toBe('TRANSLATION_RETRY_ATTEMPTS must be a whole number from 1 to 20 (got "0")');
    expect(failure({ TRANSLATION_RETRY_MAX_MS: 'soon' })).toMatch(/^TRANSLATION_RETRY_MAX_MS must be a whole number/);
    expect(failure({ TRANSLATION_TIMEOUT_MS: '50' })).toMatch(/^TRANSLATION_TIMEOUT_MS must be a whole number/);
  });

  it('is passed every translation variable it reads by docker-compose.yml', () => {
    const read = new Set<string>();
    const recording = (env: Record<string, string>) =>
      new Proxy(env, {
        get: (target, name: string) => {
          read.add(name);
          return target[name];
        },
      });
    readI18nConfig(recording({ TRANSLATION_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'http://lt.local' }));
    readI18nConfig(recording({ TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: 'abc' }));
    const compose = readFileSync(join(__dirname, '../../../../docker-compose.yml'), 'utf8');
    const service = /^ {2}i18n:\n([\s\S]*?)^ {2}\S/m.exec(compose)?.[1] ?? '';
    const passed = [...service.matchAll(/^ {6}([A-Z_]+):/gm)].map(([, name]) => name);
    const translation = [...read].filter((name) => /^(TRANSLATION|LIBRETRANSLATE|DEEPL)_/.test(name));
    expect(translation.length).toBeGreaterThan(8);
    expect(translation.filter((name) => !passed.includes(name))).toEqual([]);
  });
});
