import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { BASE_POLICY, PERMISSIONS_POLICY } from './content-security-policy';

const ONE_YEAR_SECONDS = 31536000;

/** The two sets of headers the gateway sends: one for documents, one for the API's answers. */
export interface SecurityHeaderSets {
  document: Readonly<Record<string, string>>;
  api: Readonly<Record<string, string>>;
}

/**
 * An API answer is data, never a document a browser runs: nothing in it may load, run, frame it
 * or be framed by it (docs/decisions.md, D-184). `object-src`, `base-uri` and `frame-ancestors`
 * are named although `default-src 'none'` covers the first: the last two do not fall back to it,
 * and the floor of docs/security.md names all three.
 */
export const API_POLICY = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

/**
 * The answers under `/api/` that are documents: the contract's HTML page (D-143), which is shown
 * in a browser and gets the document set.
 */
const DOCUMENTS_UNDER_API = new Set(['/api/docs']);

/**
 * The headers every answer carries, made once at boot (D-82). Documents (pages, files, 404s) get
 * helmet's (its policy left out: the base policy is made once too, and each page sets its own)
 * and the Permissions-Policy. The API's answers get only what a browser heeds on a response it
 * does not render (D-184): `nosniff`, the frame rules, the resource policy, the referrer policy,
 * a policy that allows nothing, and HSTS, which only means something over TLS.
 */
export function securityHeaders({ hsts }: { hsts: boolean }): SecurityHeaderSets {
  const helmets: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: string | number) => {
      helmets[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete helmets[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: hsts ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
  });
  middleware({} as IncomingMessage, capture as unknown as ServerResponse, () => undefined);
  const pick = (...names: string[]) => Object.fromEntries(names.filter((name) => name in helmets).map((name) => [name, helmets[name]]));
  return {
    document: { ...helmets, 'content-security-policy': BASE_POLICY, 'permissions-policy': PERMISSIONS_POLICY },
    api: {
      ...pick('cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options'),
      'content-security-policy': API_POLICY,
    },
  };
}

/** Which set an answer to this request target gets: the path decides, before any route runs. */
export function headersFor(sets: SecurityHeaderSets, url: string): Readonly<Record<string, string>> {
  if (!url.startsWith('/api/')) return sets.document;
  const query = url.indexOf('?');
  return DOCUMENTS_UNDER_API.has(query === -1 ? url : url.slice(0, query)) ? sets.document : sets.api;
}
