import type { GatewayConfig } from '../../config/gateway-config';

/** Who the passkeys belong to: the site as visitors reach it (`PUBLIC_URL`), never a request's Host header. */
export interface RelyingParty {
  /** The host name, WebAuthn's RP ID: a passkey made for it works on this site only. */
  id: string;
  /** The origin the browser reports in a ceremony's client data. */
  origin: string;
  name: string;
}

export function relyingPartyOf(config: Pick<GatewayConfig, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Stagelink' };
}
