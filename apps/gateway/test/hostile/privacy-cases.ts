import type { HostileCase } from './hostile-cases';
import { SQL, XSS } from './hostile-values';

/** The owner's export of a person's data with queries it must refuse (400), and the privacy routes without a session (401). */
export function privacyCases(ownerCookie: string): HostileCase[] {
  const queries = [
    '',
    '?contact=',
    '?contact=%20',
    `?contact=${encodeURIComponent(XSS)}`,
    `?contact=${encodeURIComponent(SQL)}`,
    '?contact=%25',
    '?contact=*',
    '?contact=%00',
    `?contact=${'x'.repeat(300)}`,
    '?contact=kept@example.com&contact=kept@example.com',
    '?contact[]=kept@example.com',
    '?contact=kept@example.com&__proto__[x]=1',
    '?contact=kept@example.com&all=true',
  ];
  return [
    ...queries.map((query) => ({
      name: `privacy export ${query.slice(0, 40)}`,
      method: 'GET',
      target: `/api/admin/privacy/export${query}`,
      headers: { cookie: ownerCookie },
      expected: [400],
    })),
    {
      name: 'privacy export without a session',
      method: 'GET',
      target: '/api/admin/privacy/export?contact=kept@example.com',
      expected: [401],
    },
    { name: 'privacy erasures without a session', method: 'GET', target: '/api/admin/privacy/erasures', expected: [401] },
    {
      name: 'privacy erase without a session',
      method: 'POST',
      target: '/api/admin/privacy/erase',
      body: JSON.stringify({ contact: 'kept@example.com' }),
      headers: { 'content-type': 'application/json' },
      expected: [401],
    },
    {
      name: 'privacy erase with a GET',
      method: 'GET',
      target: '/api/admin/privacy/erase?contact=kept@example.com',
      headers: { cookie: ownerCookie },
      expected: [404],
    },
  ];
}
