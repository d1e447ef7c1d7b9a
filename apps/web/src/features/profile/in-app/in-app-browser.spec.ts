import { describe, expect, it } from '@jest/globals';
import { inAppBrowserOf, openInBrowserLink } from './in-app-browser';

const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 326.0.3.31.111 (iPhone15,2; iOS 17_4; it_IT; it; scale=3.00; 1179x2556; 587318301)';
const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240305.019; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Instagram 321.0.0.39.106 Android (34/14; 420dpi; 1080x2400; Google/google; Pixel 8; shiba; shiba; it_IT; 577210397)';
const FACEBOOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/452.0.0.38.110;FBBV/567567567;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.3;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]';
const TIKTOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.193 Mobile Safari/537.36 musical_ly_2023306030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.6.3 ByteLocale/en ByteFullLocale/en Region/IT BytedanceWebview/d8a21c6';
const THREADS_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Barcelona 324.0.0.22.88 (iPhone14,7; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 582436581) NW/1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe(inAppBrowserOf.name, () => {
  it.each([
    [INSTAGRAM_IOS, { app: 'Instagram', platform: 'ios' }],
    [INSTAGRAM_ANDROID, { app: 'Instagram', platform: 'android' }],
    [FACEBOOK_IOS, { app: 'Facebook', platform: 'ios' }],
    [TIKTOK_ANDROID, { app: 'TikTok', platform: 'android' }],
    [THREADS_IOS, { app: 'Threads', platform: 'ios' }],
  ])('recognises the app’s browser in %s', (userAgent, expected) => {
    expect(inAppBrowserOf(userAgent)).toEqual(expected);
  });

  it.each([CHROME_ANDROID, SAFARI_IOS, ''])('leaves every other browser alone: %s', (userAgent) => {
    expect(inAppBrowserOf(userAgent)).toBeNull();
  });
});

describe(openInBrowserLink.name, () => {
  const address = new URL('https://luna.example/?lang=it&utm_source=poster');

  it('gives Android an intent for the same address with no package, so the default browser opens it', () => {
    expect(openInBrowserLink({ app: 'Instagram', platform: 'android' }, address)).toBe(
      'intent://luna.example/?lang=it&utm_source=poster#Intent;scheme=https;action=android.intent.action.VIEW;end',
    );
  });

  it('gives iOS Safari’s own scheme, and nothing elsewhere', () => {
    expect(openInBrowserLink({ app: 'TikTok', platform: 'ios' }, address)).toBe('x-safari-https://luna.example/?lang=it&utm_source=poster');
    expect(openInBrowserLink({ app: 'Facebook', platform: 'other' }, address)).toBeNull();
  });
});
