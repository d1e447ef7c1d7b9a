import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { BASE_POLICY, PERMISSIONS_POLICY } from './content-security-policy';

const ONE_YEAR_SECONDS = 31536000;

/**
 * The headers every answer carries, made once at boot: helmet's (its policy left out: the base
 * policy is made once too, and each page sets its own with a nonce) and the Permissions-Policy.
 * None of them depends on the request, so running helmet's middleware on every request would
 * only build the same headers again (docs/decisions.md, D-82). HSTS only means something over
 * TLS, which production is expected to have.
 */
export function securityHeaders({ hsts }: { hsts: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: hsts ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
  });
  middleware({} as IncomingMessage, capture as unknown as ServerResponse, () => undefined);
  return { ...headers, 'content-security-policy': BASE_POLICY, 'permissions-policy': PERMISSIONS_POLICY };
}
