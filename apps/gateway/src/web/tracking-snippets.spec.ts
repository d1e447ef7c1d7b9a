import { DEFAULT_TRACKING_SETTINGS, type TrackingSettings } from '@stagelink/contracts';
import { trackingSnippets } from './tracking-snippets';

const NONCE = 'n0nce';
const settings = (changes: Partial<TrackingSettings>): TrackingSettings => ({ ...DEFAULT_TRACKING_SETTINGS, ...changes });

describe(trackingSnippets.name, () => {
  it('injects nothing by default', () => {
    expect(trackingSnippets(DEFAULT_TRACKING_SETTINGS, NONCE)).toEqual({
      head: '',
      body: '',
      sources: { scriptHosts: [], connectHosts: [], anyHost: false },
    });
  });

  it('injects nothing for an enabled service without an identifier, or a disabled one with it', () => {
    const sut = trackingSnippets(
      settings({ googleAnalytics: { measurementId: '', enabled: true }, googleTagManager: { containerId: 'GTM-ABC1234', enabled: false } }),
      NONCE,
    );
    expect(sut.head).toBe('');
  });

  it('refuses identifiers that are not of their real shape', () => {
    const sut = trackingSnippets(settings({ googleAnalytics: { measurementId: "G-1');alert(1);//", enabled: true } }), NONCE);
    expect(sut.head).toBe('');
  });

  it('injects the tag manager with the nonce and allows its host', () => {
    const sut = trackingSnippets(settings({ googleTagManager: { containerId: 'GTM-ABC1234', enabled: true } }), NONCE);
    expect(sut.head).toContain(`<script nonce="${NONCE}">`);
    expect(sut.head).toContain("'GTM-ABC1234'");
    expect(sut.sources.scriptHosts).toEqual(['https://www.googletagmanager.com']);
  });

  it("gives the owner's custom scripts the nonce and opens connections to https hosts", () => {
    const sut = trackingSnippets(
      settings({
        customScripts: {
          headScripts: '<script src="https://cdn.example.com/a.js"></script>',
          bodyScripts: '<SCRIPT>x()</SCRIPT>',
          enabled: true,
        },
      }),
      NONCE,
    );
    expect(sut.head).toBe(`<script nonce="${NONCE}" src="https://cdn.example.com/a.js"></script>`);
    expect(sut.body).toBe(`<script nonce="${NONCE}">x()</SCRIPT>`);
    expect(sut.sources.anyHost).toBe(true);
  });
});
