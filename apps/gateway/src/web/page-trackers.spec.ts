import { DEFAULT_TRACKING_SETTINGS, PAGE_TRACKERS_ELEMENT_ID, type PageTrackers, type TrackingSettings } from '@stagelink/contracts';
import { NO_TRACKERS, pageTrackers } from './page-trackers';
import { scriptHashSource } from './script-hashes';

const settings = (changes: Partial<TrackingSettings>): TrackingSettings => ({ ...DEFAULT_TRACKING_SETTINGS, ...changes });

/** What the page reads from the element, as its JSON parser reads it. */
function trackersIn(element: string): PageTrackers {
  const match = new RegExp(`^<script id="${PAGE_TRACKERS_ELEMENT_ID}" type="application/json">(.*)</script>$`, 's').exec(element);
  if (!match) throw new Error(`not the trackers' element: ${element}`);
  return JSON.parse(match[1] ?? '') as PageTrackers;
}

const ALL_ON = settings({
  googleAnalytics: { measurementId: ' G-TEST1234 ', enabled: true },
  googleTagManager: { containerId: 'GTM-ABC1234', enabled: true },
  facebookPixel: { pixelId: '123456789012345', enabled: true },
  customScripts: { headScripts: '<script src="https://cdn.example.com/a.js"></script>', bodyScripts: '<img src=x>', enabled: true },
});

describe(pageTrackers.name, () => {
  it('puts nothing on the page by default, nor without settings', () => {
    expect(pageTrackers(DEFAULT_TRACKING_SETTINGS)).toEqual(NO_TRACKERS);
    expect(pageTrackers(null)).toEqual(NO_TRACKERS);
  });

  it('puts nothing for an enabled service without an identifier, or a disabled one with it', () => {
    const sut = pageTrackers(
      settings({ googleAnalytics: { measurementId: '', enabled: true }, googleTagManager: { containerId: 'GTM-ABC1234', enabled: false } }),
    );
    expect(sut).toEqual(NO_TRACKERS);
  });

  it('refuses identifiers that are not of their real shape', () => {
    const sut = pageTrackers(settings({ googleAnalytics: { measurementId: "G-1');alert(1);//", enabled: true } }));
    expect(sut).toEqual(NO_TRACKERS);
  });

  it('gives the page every enabled tracker as data, no script that runs, and the hosts its policy must allow', () => {
    const sut = pageTrackers(ALL_ON);
    expect(trackersIn(sut.element)).toEqual({
      googleAnalytics: 'G-TEST1234',
      googleTagManager: 'GTM-ABC1234',
      facebookPixel: '123456789012345',
      customScripts: { head: '<script src="https://cdn.example.com/a.js"></script>', body: '<img src=x>' },
    });
    // The only tag is the inert element itself.
    expect(sut.element.match(/<script\b/g)).toHaveLength(1);
    expect(sut.element).not.toContain('cdn.example.com/a.js"></script>');
    expect(sut.sources).toEqual({
      scriptHosts: ['https://www.googletagmanager.com', 'https://connect.facebook.net'],
      connectHosts: [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
        'https://www.facebook.com',
      ],
      anyHost: true,
    });
    // A script from a file needs no hash: 'strict-dynamic' and https: allow it.
    expect(sut.scriptHashes).toEqual([]);
  });

  it("gives the policy the hashes of the owner's inline scripts, head and body, each once", () => {
    const sut = pageTrackers(
      settings({
        customScripts: {
          headScripts: '<script>window.head = 1</script><script src="https://cdn.example.com/a.js"></script>',
          bodyScripts: '<div><script>window.body = 1</script></div><script>window.head = 1</script>',
          enabled: true,
        },
      }),
    );
    expect(sut.scriptHashes).toEqual([scriptHashSource('window.head = 1'), scriptHashSource('window.body = 1')]);
  });

  it.each([
    ['an unclosed script', '<script>window.broken = 1'],
    ['an unclosed comment', '<!-- the rest of the page'],
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['a CDATA opener and a comment closer', '<![CDATA[ --> <!--<script>'],
  ])("keeps the owner's markup with %s inside the element, exactly as written", (_name, markup) => {
    const sut = pageTrackers(settings({ customScripts: { headScripts: markup, bodyScripts: markup, enabled: true } }));
    expect(sut.element).not.toMatch(/<(?!script id=|\/script>$)/);
    expect(trackersIn(sut.element).customScripts).toEqual({ head: markup, body: markup });
    expect(sut.sources).toEqual({ scriptHosts: [], connectHosts: [], anyHost: true });
  });
});
