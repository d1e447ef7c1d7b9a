import { gzipSync } from 'node:zlib';
import { SQL, XSS } from './hostile-values';
import { privacyCases } from './privacy-cases';

/**
 * The hostile-input table: requests an attacker sends to every public route and the login,
 * and to the owner's routes that take a person's contact (with the owner's session, as a
 * forged or careless request would come), each with the statuses it may get. None is valid,
 * so none may store or erase anything. New public routes add their rows here.
 */
export interface HostileCase {
  name: string;
  method: string;
  /** A path, or with `raw: true` the exact request target, sent over a plain socket. */
  target: string;
  raw?: boolean;
  body?: string | Buffer;
  headers?: Record<string, string>;
  expected: number[];
}

export interface Targets {
  videoSectionId: number;
  textSectionId: number;
  origin: string;
  /** The owner's session cookie, for the owner's routes. */
  ownerCookie: string;
}

const json = (value: unknown) => JSON.stringify(value);
const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

interface WriteRoute {
  label: string;
  method: string;
  path: string;
  /** A body the route would take, the base the field cases start from. */
  valid: Record<string, unknown>;
  /** Field values each route must refuse, beyond the ones every field refuses. */
  fields: Record<string, unknown[]>;
  /** The statuses a bad field may get, when not 400, 404 or 413 (a token route's 403). */
  fieldRefusals?: number[];
  /** Sent with the owner's session: an owner's route, whose bodies may be up to 1 MB. */
  ownerCookie?: string;
}

/** The shape of a passkey's sign-in answer, with values no passkey of the site made. */
const PASSKEY_ANSWER = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};

/** Values no string or number field of a visitor write takes. */
const WRONG_TYPES: unknown[] = [{ $gt: '' }, ['a'], true, null];
const NUMBER_EXTREMES: unknown[] = [2 ** 31, 2 ** 53, -1, 1.5, '1', 1e300];

function writeRoutes({ videoSectionId, textSectionId, ownerCookie }: Targets): WriteRoute[] {
  return [
    {
      label: 'like',
      method: 'POST',
      path: `/api/sections/${videoSectionId}/like`,
      valid: { videoIndex: 0 },
      fields: { videoIndex: [...NUMBER_EXTREMES, 2, '', '0x1', ...WRONG_TYPES.filter((value) => value !== null)] },
    },
    {
      label: 'analytics',
      method: 'POST',
      path: '/api/analytics',
      valid: { event: 'section_click', sectionId: textSectionId },
      fields: {
        event: ['page_hack', XSS, '', ...WRONG_TYPES],
        sectionId: [...NUMBER_EXTREMES, 999999, 0],
        referrer: ['x'.repeat(5000), 'a\u0000b', ...WRONG_TYPES.filter((value) => value !== null)],
        metadata: [
          'x'.repeat(900),
          Array.from({ length: 10000 }, () => 1),
          { constructor: 1 },
          { page: 'x'.repeat(5000) },
          { viewport: { width: 'x' } },
        ],
      },
    },
    {
      label: 'newsletter',
      method: 'POST',
      path: '/api/newsletter',
      valid: { email: 'fan@example.com' },
      fields: {
        email: [`${XSS}@x.example`, SQL, 'a@b', 'x'.repeat(300) + '@example.com', '', ...WRONG_TYPES],
        phone: ['javascript:alert(1)', '12', '+1'.padEnd(60, '9')],
      },
    },
    {
      label: 'newsletter second contact',
      method: 'PUT',
      path: '/api/newsletter/1',
      valid: { phone: '+39 333 555 0101', token: 'forged' },
      fields: { token: ['', 'x'.repeat(300), ...WRONG_TYPES], phone: ['javascript:alert(1)'] },
      fieldRefusals: [400, 403, 413],
    },
    {
      label: 'unsubscribe',
      method: 'POST',
      path: '/api/newsletter/1/unsubscribe',
      valid: { token: 'forged' },
      fields: { token: ['', 'x'.repeat(300), XSS, SQL, ...WRONG_TYPES] },
      fieldRefusals: [400, 403, 413],
    },
    {
      label: 'booking',
      method: 'POST',
      path: '/api/bookings',
      valid: { serviceType: 'Contact Form', name: 'Eve', email: 'eve@example.com', message: 'Hello' },
      fields: {
        serviceType: ['', 'x'.repeat(51), ...WRONG_TYPES],
        name: ['x'.repeat(256), 'a\u0000b', ...WRONG_TYPES],
        email: [`${XSS}@x.example`, SQL, 'not-an-email'],
        phone: ['javascript:alert(1)', `${XSS}`],
        message: ['x'.repeat(5001), '\ud800'],
      },
    },
    {
      label: 'login',
      method: 'POST',
      path: '/api/admin/login',
      valid: { password: 'wrong password' },
      fields: { password: WRONG_TYPES },
    },
    {
      label: 'privacy erase',
      method: 'POST',
      path: '/api/admin/privacy/erase',
      // The stored contact the suite keeps (hostile-input.integration-spec.ts): no case may erase it.
      valid: { contact: 'kept@example.com' },
      fields: {
        contact: [
          XSS,
          SQL,
          '',
          ' ',
          '%',
          '*',
          'kept@example.com%',
          "kept@example.com' OR '1'='1",
          '+39 333 123 456%',
          'x'.repeat(256),
          ...WRONG_TYPES,
        ],
      },
      ownerCookie,
    },
    {
      // A well-formed answer from a passkey the site does not know: 401, like any failed check (D-95).
      label: 'passkey login',
      method: 'POST',
      path: '/api/admin/passkey-login',
      valid: PASSKEY_ANSWER,
      fields: {
        id: ['', 'x'.repeat(2000), 'a+b/c=', XSS, ...WRONG_TYPES],
        type: ['private-key', ...WRONG_TYPES],
        response: [
          {},
          { ...PASSKEY_ANSWER.response, signature: 'x'.repeat(5000) },
          { ...PASSKEY_ANSWER.response, clientDataJSON: SQL },
          { ...PASSKEY_ANSWER.response, isAdmin: true },
          ...WRONG_TYPES,
        ],
        clientExtensionResults: ['x', ...WRONG_TYPES.filter((value) => typeof value !== 'object' || value === null)],
        authenticatorAttachment: ['inside', ...WRONG_TYPES],
      },
      fieldRefusals: [400, 413],
    },
  ];
}

/** What every JSON write refuses, whatever its fields. */
function bodyCases(route: WriteRoute): HostileCase[] {
  const at = (name: string, body: string | Buffer, expected: number[], headers: Record<string, string> = {}): HostileCase => ({
    name: `${route.label}: ${name}`,
    method: route.method,
    target: route.path,
    body,
    headers: { 'content-type': 'application/json', ...sessionOf(route), ...headers },
    expected,
  });
  const valid = json(route.valid);
  return [
    at('urlencoded form', 'a=1', [415], { 'content-type': 'application/x-www-form-urlencoded' }),
    at('text/plain', valid, [415], { 'content-type': 'text/plain' }),
    at('multipart form', '--b\r\n\r\n--b--', [415], { 'content-type': 'multipart/form-data; boundary=b' }),
    at('foreign origin', valid, [403], { origin: 'https://evil.example' }),
    at('malformed JSON', '{"a":', [400]),
    at('an array', '[]', [400]),
    at('a string', '"x"', [400]),
    at('null', 'null', [400]),
    at('__proto__', valid.replace('{', '{"__proto__":{"isAdmin":true},'), [400]),
    at('constructor.prototype', valid.replace('{', '{"constructor":{"prototype":{"isAdmin":true}},'), [400]),
    at('toString', valid.replace('{', '{"toString":1,'), [400]),
    at('valueOf', valid.replace('{', '{"valueOf":1,'), [400]),
    at('duplicate key', valid.replace('{', `{${valid.slice(1, valid.indexOf(',') > 0 ? valid.indexOf(',') : -1)},`), [400]),
    at('20,000-deep object', deep(20000), [400, 413]),
    at('invalid UTF-8', Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]), [400]),
    at('NUL byte', valid.replace('{', '{"x":"a\\u0000",'), [400]),
    at('lone surrogate', valid.replace('{', '{"x":"\\udc00",'), [400]),
    at('unknown field', valid.replace('{', '{"isAdmin":true,'), [400]),
    // Over a visitor's 16 KB, under an owner's 1 MB: there the unknown field refuses it.
    at('100 KB string', json({ ...route.valid, x: 'x'.repeat(100 * 1024) }), route.ownerCookie ? [400] : [413]),
    // Refused before anything inflates it: a small gzip would otherwise grow to the 1 MB JSON limit.
    at('a gzip body (a megabyte of spaces)', gzipSync(Buffer.alloc(1024 * 1024, 0x20)), [415], { 'content-encoding': 'gzip' }),
    at('1 MB body', json({ x: 'x'.repeat(1024 * 1024) }), [413]),
  ];
}

function fieldCases(route: WriteRoute): HostileCase[] {
  return Object.entries(route.fields).flatMap(([field, values]) =>
    values.map((value, index) => ({
      name: `${route.label}: ${field} = ${JSON.stringify(value)?.slice(0, 40) ?? 'undefined'} (#${index})`,
      method: route.method,
      target: route.path,
      body: json({ ...route.valid, [field]: value }),
      headers: { 'content-type': 'application/json', ...sessionOf(route) },
      // Too large a value may meet the body limit before the field rule: 413 is as good a no.
      expected: route.fieldRefusals ?? [400, 404, 413],
    })),
  );
}

const sessionOf = ({ ownerCookie }: { ownerCookie?: string }): Record<string, string> => (ownerCookie ? { cookie: ownerCookie } : {});

/** Reads with hostile targets: ids and queries the routes must answer with a 4xx. */
function readCases({ videoSectionId, origin }: Targets): HostileCase[] {
  const ids = ['0', '-1', '2147483648', '9007199254740992', '1e3', '0x1', 'abc', '%00', '1%2F2', `${videoSectionId}.0`];
  const indexes = ['true', '', '0x1', '-1', '1e3', '%00', '2', ' 1', '999999999999'];
  return [
    ...ids.map((id) => ({ name: `likes of section ${id}`, method: 'GET', target: `/api/sections/${id}/likes`, expected: [404] })),
    ...ids.map((id) => ({
      name: `like section ${id}`,
      method: 'POST',
      target: `/api/sections/${id}/like`,
      body: '{}',
      headers: { 'content-type': 'application/json' },
      expected: [404],
    })),
    ...ids.map((id) => ({
      name: `unsubscribe subscription ${id}`,
      method: 'POST',
      target: `/api/newsletter/${id}/unsubscribe`,
      body: json({ token: 'forged' }),
      headers: { 'content-type': 'application/json' },
      expected: [404],
    })),
    ...[
      `?id=1&token=${encodeURIComponent(XSS)}`,
      `?id=${encodeURIComponent(XSS)}&token=x`,
      `?id=1&token=${encodeURIComponent(SQL)}`,
      '?id=1&token=a&token=b',
      '?id[]=1&token=x',
      `?id=1&token=${'x'.repeat(1500)}`,
      '',
    ].map((query) => ({ name: `unsubscribe page ${query.slice(0, 40)}`, method: 'GET', target: `/unsubscribe${query}`, expected: [403] })),
    ...indexes.map((index) => ({
      name: `likes ?videoIndex=${index}`,
      method: 'GET',
      target: `/api/sections/${videoSectionId}/likes?videoIndex=${index}`,
      expected: [400],
    })),
    {
      name: 'likes with videoIndex twice',
      method: 'GET',
      target: `/api/sections/${videoSectionId}/likes?videoIndex=0&videoIndex=1`,
      expected: [400],
    },
    {
      name: 'likes with an unknown query field',
      method: 'GET',
      target: `/api/sections/${videoSectionId}/likes?__proto__[x]=1`,
      expected: [400],
    },
    ...['/api/profile', '/api/admin/check', `/api/sections/${videoSectionId}/likes`].flatMap((path) => [
      { name: `absolute form of ${path}`, method: 'GET', target: `${origin}${path}`, raw: true, expected: [400] },
      { name: `double slash before ${path}`, method: 'GET', target: `/${path}`, raw: true, expected: [400] },
    ]),
    { name: 'asterisk form', method: 'OPTIONS', target: '*', raw: true, expected: [400] },
    { name: 'a 16,000-slash path', method: 'GET', target: '/' + 'a/'.repeat(8000), raw: true, expected: [414] },
    { name: 'a page path holding a script', method: 'GET', target: `/${encodeURIComponent(XSS)}`, expected: [404] },
    { name: 'an API path holding a script', method: 'GET', target: `/api/${encodeURIComponent(XSS)}`, expected: [401, 404] },
    {
      name: 'PUT on the public profile with a method override',
      method: 'POST',
      target: '/api/profile',
      body: json({ name: 'Hacked' }),
      headers: { 'content-type': 'application/json', 'x-http-method-override': 'PUT' },
      expected: [401, 404],
    },
    // Overrides are not honoured: the read stays a read, and the write its own route.
    {
      name: 'a read with a method override',
      method: 'GET',
      target: '/api/sections?_method=DELETE',
      headers: { 'x-http-method-override': 'DELETE' },
      expected: [200],
    },
    {
      name: 'logout from a foreign origin',
      method: 'POST',
      target: '/api/admin/logout',
      headers: { origin: 'https://evil.example' },
      expected: [403],
    },
  ];
}

export function hostileCases(targets: Targets): HostileCase[] {
  const routes = writeRoutes(targets);
  return [...routes.flatMap(bodyCases), ...routes.flatMap(fieldCases), ...readCases(targets), ...privacyCases(targets.ownerCookie)];
}
