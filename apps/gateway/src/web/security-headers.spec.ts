import { BASE_POLICY, PERMISSIONS_POLICY } from './content-security-policy';
import { API_POLICY, headersFor, securityHeaders } from './security-headers';

describe(securityHeaders.name, () => {
  it('gives documents helmet’s headers, the base policy and the Permissions-Policy', () => {
    const { document } = securityHeaders({ hsts: false });
    expect(document).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'content-security-policy': BASE_POLICY,
      'permissions-policy': PERMISSIONS_POLICY,
    });
    expect(document).not.toHaveProperty('strict-transport-security');
    expect(document).not.toHaveProperty('x-powered-by');
  });

  it('gives the API’s answers only what a browser heeds on a response it does not render', () => {
    const { api } = securityHeaders({ hsts: false });
    expect(api).toEqual({
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': API_POLICY,
    });
    // What docs/security.md asks of every policy, and nothing allowed to load or run.
    for (const directive of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"]) {
      expect(API_POLICY).toContain(directive);
    }
  });

  it('adds HSTS for a year, subdomains included, to both sets when served over TLS', () => {
    const sets = securityHeaders({ hsts: true });
    expect(sets.document['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(sets.api['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe(headersFor.name, () => {
  const sets = securityHeaders({ hsts: false });

  it.each(['/api/profile', '/api/sections?x=1', '/api/admin/bookings', '/api/openapi.json'])('gives %s the API’s set', (url) => {
    expect(headersFor(sets, url)).toBe(sets.api);
  });

  it.each(['/', '/admin/login', '/favicon.svg', '/media/a-320.webp', '/api/docs', '/api/docs?x=1', '/apifoo', '/no-such-page'])(
    'gives %s the documents’ set',
    (url) => {
      expect(headersFor(sets, url)).toBe(sets.document);
    },
  );
});
