import { BASE_POLICY, PERMISSIONS_POLICY } from './content-security-policy';
import { securityHeaders } from './security-headers';

describe(securityHeaders.name, () => {
  it('holds helmet’s headers, the base policy and the Permissions-Policy, made once', () => {
    const sut = securityHeaders({ hsts: false });
    expect(sut).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'content-security-policy': BASE_POLICY,
      'permissions-policy': PERMISSIONS_POLICY,
    });
    expect(sut).not.toHaveProperty('strict-transport-security');
    expect(sut).not.toHaveProperty('x-powered-by');
  });

  it('adds HSTS for a year, subdomains included, when served over TLS', () => {
    expect(securityHeaders({ hsts: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
