import { pagePolicy } from './content-security-policy';

const HASH = "'sha256-abc='";
const scriptSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src '));

describe(pagePolicy.name, () => {
  it('runs scripts from this site and by hash only while tracking is off', () => {
    const sut = pagePolicy([HASH], { scriptHosts: [], connectHosts: [], anyHost: false });
    expect(sut).toContain(`script-src 'self' ${HASH};`);
    expect(scriptSrc(sut)).not.toContain('unsafe-inline');
    expect(sut).toContain("connect-src 'self';");
    expect(sut).toContain("object-src 'none'");
    expect(sut).toContain("base-uri 'none'");
    expect(sut).toContain("frame-ancestors 'self'");
  });

  it("lets the page's own code load the trackers' scripts and reach their hosts", () => {
    const sut = pagePolicy([HASH], {
      scriptHosts: ['https://connect.facebook.net'],
      connectHosts: ['https://www.facebook.com'],
      anyHost: false,
    });
    expect(sut).toContain(`script-src 'self' ${HASH} 'strict-dynamic' https://connect.facebook.net;`);
    expect(sut).toContain("connect-src 'self' https://www.facebook.com;");
  });

  it("lets the owner's custom scripts reach any https host, and nothing but https", () => {
    const ownerScript = "'sha256-owner='";
    const sut = pagePolicy([HASH, ownerScript], { scriptHosts: ['https://connect.facebook.net'], connectHosts: [], anyHost: true });
    expect(sut).toContain(`script-src 'self' ${HASH} ${ownerScript} 'strict-dynamic' https://connect.facebook.net https:;`);
    expect(sut).toContain("connect-src 'self' https:;");
    expect(sut).toContain('frame-src https://www.youtube-nocookie.com https:;');
    expect(scriptSrc(sut)).not.toContain('unsafe-inline');
  });
});
