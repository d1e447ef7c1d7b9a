import { pagePolicy } from './content-security-policy';

describe(pagePolicy.name, () => {
  it('runs scripts from this site and by nonce only while tracking is off', () => {
    const sut = pagePolicy('abc', { scriptHosts: [], connectHosts: [], anyHost: false });
    expect(sut).toContain("script-src 'self' 'nonce-abc';");
    expect(sut).toContain("connect-src 'self';");
    expect(sut).toContain("object-src 'none'");
    expect(sut).toContain("base-uri 'none'");
    expect(sut).toContain("frame-ancestors 'self'");
  });

  it('lets nonced tracking snippets load their scripts and reach their hosts', () => {
    const sut = pagePolicy('abc', {
      scriptHosts: ['https://connect.facebook.net'],
      connectHosts: ['https://www.facebook.com'],
      anyHost: false,
    });
    expect(sut).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://connect.facebook.net;");
    expect(sut).toContain("connect-src 'self' https://www.facebook.com;");
  });

  it("lets the owner's custom scripts reach any https host, and nothing but https", () => {
    const sut = pagePolicy('abc', { scriptHosts: [], connectHosts: [], anyHost: true });
    expect(sut).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';");
    expect(sut).toContain("connect-src 'self' https:;");
    expect(sut).toContain('frame-src https://www.youtube-nocookie.com https:;');
  });
});
