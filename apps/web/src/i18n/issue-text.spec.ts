import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import type { FieldError, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';
import {
  bookingButtonSettingsSchema,
  bookingModalSettingsSchema,
  PANEL_STRING_LOADERS,
  personalDataRequestSchema,
  SECTION_DATA_SCHEMAS,
  trackingSettingsSchema,
  uiStringsFor,
} from '@stagelink/contracts';
import { ApiError } from '@/lib/api-client';
import { panelResolver } from '@/lib/panel-resolver';
import { serverText } from '@/lib/server-text';
import { i18nOptions } from './i18n-instance';

beforeAll(async () => {
  // As the panel has them: the page's strings, with the panel's added.
  await i18next.init(i18nOptions('ja', uiStringsFor('ja')));
  i18next.addResourceBundle('ja', 'translation', await PANEL_STRING_LOADERS.ja());
  i18next.addResourceBundle('en', 'translation', { ...uiStringsFor('en'), ...(await PANEL_STRING_LOADERS.en()) });
});
afterAll(() => i18next.changeLanguage('en'));

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>;

/** Every field's message when `schema` refuses `values`, by the field's path. */
async function refusals(schema: z.ZodType, values: Record<string, unknown>): Promise<Record<string, string>> {
  const { errors } = await panelResolver(schema as z.ZodType<Record<string, unknown>, Record<string, unknown>>)(values, undefined, options);
  const found: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const error = node as FieldError;
    if (typeof error.message === 'string' && typeof error.type === 'string') found[path.join('.')] = error.message;
    else for (const [key, inner] of Object.entries(node)) if (key !== 'ref') walk(inner, [...path, key]);
  };
  walk(errors, []);
  return found;
}

const BAD_BUTTON = { text: ' ', width: 500, animationType: 'spin', position: 'middle', isVisible: true, icon: 'Calendar' };
const BUTTON = {
  id: 'a',
  text: 'Call',
  type: 'custom',
  color: 'bg-green-600 hover:bg-green-700',
  icon: 'Phone',
  order: 0,
  isVisible: true,
};
const BAD_MODAL = {
  title: '',
  description: '',
  buttons: [
    { ...BUTTON, actionUrl: '' },
    { ...BUTTON, id: 'b', type: 'call', phone: 'call me', color: 'pink' },
  ],
};
const BAD_TRACKING = {
  googleAnalytics: { measurementId: 'UA-1', enabled: true },
  googleTagManager: { containerId: '', enabled: true },
  facebookPixel: { pixelId: 'x', enabled: false },
  customScripts: { headScripts: 'x'.repeat(100_001), bodyScripts: '', enabled: false },
};

describe('the panel’s validation messages (docs/decisions.md, D-152)', () => {
  it('in English, are the schemas’ own words, the spec’s among them', async () => {
    await i18next.changeLanguage('en');
    expect(await refusals(bookingModalSettingsSchema, BAD_MODAL)).toMatchObject({
      title: 'Modal title is required',
      description: 'Modal description is required',
    });
    expect((await refusals(bookingButtonSettingsSchema, BAD_BUTTON)).text).toBe('Button text is required');
  });

  it('in Japanese, are Japanese for every rule of the forms, with the bounds and examples the rules give', async () => {
    await i18next.changeLanguage('ja');
    const found = {
      ...(await refusals(bookingButtonSettingsSchema, BAD_BUTTON)),
      ...(await refusals(bookingModalSettingsSchema, BAD_MODAL)),
      ...(await refusals(trackingSettingsSchema, BAD_TRACKING)),
      ...(await refusals(personalDataRequestSchema, { contact: '' })),
      ...(await refusals(SECTION_DATA_SCHEMAS.tour, {
        dates: [{ startsAt: 'soon', city: '', country: 'Italy', ticketUrl: 'javascript:x' }],
      })),
    };
    expect(found).toMatchObject({
      text: 'この項目は必須です',
      width: '200 以下にしてください',
      'googleAnalytics.measurementId': 'G-XXXXXXXXXX の形式で入力してください',
      'googleTagManager.containerId': 'このサービスを有効にするには入力してください',
      'buttons.0.actionUrl': 'カスタムボタンにはアクション URL が必要です',
      'buttons.1.phone': '数字、スペース、ハイフン、ピリオド、括弧、先頭の + のみ使えます',
      'buttons.1.color': '選択肢から選んでください',
      contact: 'メールアドレスか電話番号を入力してください',
    });
    // No English sentence is left: the only Latin letters are codes, examples and link schemes.
    const latin = Object.values(found).flatMap((message) => message.match(/[A-Za-z]{3,}/g) ?? []);
    expect(latin.filter((word) => !/^(XXXXXXXXXX|XXXXXXX|URL|IANA|Europe|Rome|http|https|mailto|tel|rrggbb)$/.test(word))).toEqual([]);
    expect(Object.keys(found).length).toBeGreaterThanOrEqual(12);
  });
});

describe('the server’s refusals as the owner reads them (docs/decisions.md, D-152)', () => {
  const tooMany = new ApiError(
    429,
    JSON.stringify({ statusCode: 429, message: 'Too many failed login attempts. Try again in 5 minutes.' }),
    '',
  );
  const wrongPassword = new ApiError(401, JSON.stringify({ statusCode: 401, message: 'Invalid password' }), '');

  it('in English, are the server’s own words, or the call’s own sentence for a status it knows', async () => {
    await i18next.changeLanguage('en');
    expect(serverText(tooMany)).toBe('Too many failed login attempts. Try again in 5 minutes.');
    expect(serverText(wrongPassword, { 401: 'admin.login.invalidPassword' })).toBe('Invalid password');
  });

  it('in another language, are the panel’s sentence for the status; a failure without words is the caller’s', async () => {
    await i18next.changeLanguage('ja');
    expect(serverText(tooMany)).toBe('試行回数が多すぎます。少し待ってからもう一度お試しください。');
    expect(serverText(wrongPassword, { 401: 'admin.login.invalidPassword' })).toBe('パスワードが正しくありません');
    const failed = new ApiError(500, JSON.stringify({ statusCode: 500, message: 'Something went wrong on our side.' }), '');
    expect(serverText(failed)).toBe('サーバー側で問題が発生しました。しばらくしてからもう一度お試しください。');
    // A bare answer (a proxy's 502, an empty 500) and no answer at all: the caller's own sentence,
    // such as the spec's 'Impossibile salvare la configurazione.' for the Likes tab.
    expect(serverText(new ApiError(502, '', 'Bad Gateway'))).toBeUndefined();
    expect(serverText(new Error('offline'))).toBeUndefined();
  });
});
