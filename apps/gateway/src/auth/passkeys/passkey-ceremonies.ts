import { createHmac } from 'node:crypto';
import { HttpException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import {
  PASSKEY_TRANSPORTS,
  PasskeyPatterns,
  type AddPasskeyBody,
  type AuthenticationResponse,
  type Passkey,
  type PasskeyCredential,
} from '@stagelink/contracts';
import { RpcClient } from '../../common/rpc-client';
import { GATEWAY_CONFIG, GatewayConfig } from '../../config/gateway-config';
import { AdminSession, AdminSessionStore } from '../admin-session.store';
import { CHALLENGE_SECONDS, PasskeyChallenges } from './passkey-challenges';
import { relyingPartyOf, type RelyingParty } from './relying-party';

/** What the authenticator is given to answer; a little less than the challenge lives, so the answer arrives in time. */
const CEREMONY_TIMEOUT_MS = (CHALLENGE_SECONDS - 30) * 1000;
const NOT_VERIFIED = 'The passkey could not be verified. Please try again.';

/**
 * The WebAuthn ceremonies with `@simplewebauthn/server` (docs/decisions.md, D-95): discoverable
 * credentials with user verification required, for the site named by `PUBLIC_URL`. The passkeys
 * themselves are kept by the profile service.
 */
@Injectable()
export class PasskeyCeremonies {
  private readonly logger = new Logger(PasskeyCeremonies.name);
  private readonly party: RelyingParty;
  /** The same user handle on every passkey of this site: an authenticator then keeps one passkey for it. */
  private readonly ownerHandle: Uint8Array<ArrayBuffer>;

  constructor(
    private readonly rpc: RpcClient,
    private readonly challenges: PasskeyChallenges,
    private readonly sessions: AdminSessionStore,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.party = relyingPartyOf(config);
    this.ownerHandle = new Uint8Array(createHmac('sha256', config.visitorSecret).update('passkey-owner:v1').digest().subarray(0, 16));
  }

  async registrationOptions(sessionId: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.rpc.send(PasskeyPatterns.credentials, {});
    return generateRegistrationOptions({
      rpName: this.party.name,
      rpID: this.party.id,
      userID: this.ownerHandle,
      userName: `owner@${this.party.id}`,
      userDisplayName: 'Site owner',
      challenge: this.challenges.issue('register', sessionId),
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      // The authenticator already holding one of the owner's passkeys says so instead of making another.
      excludeCredentials: existing.map((credential) => ({ id: credential.credentialId, transports: credential.transports })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    });
  }

  async register(sessionId: string, { name, response }: AddPasskeyBody): Promise<Passkey> {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => this.challenges.isValid(challenge, 'register', sessionId),
      expectedOrigin: this.party.origin,
      expectedRPID: this.party.id,
      requireUserVerification: true,
    }).catch((error: unknown) => this.refuse(error, 'registration'));
    if (!verification.verified) throw new HttpException(NOT_VERIFIED, 400);
    if (!(await this.challenges.markUsed(clientChallengeOf(response.response.clientDataJSON)))) {
      throw new HttpException(NOT_VERIFIED, 400);
    }
    const { credential, credentialBackedUp } = verification.registrationInfo;
    return this.rpc.send(PasskeyPatterns.record, {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).filter((transport): transport is (typeof PASSKEY_TRANSPORTS)[number] =>
        (PASSKEY_TRANSPORTS as readonly string[]).includes(transport),
      ),
      backedUp: credentialBackedUp,
      name,
    });
  }

  authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    // No allowed list: the passkey is discoverable, so the browser offers the owner's without a name typed.
    return generateAuthenticationOptions({
      rpID: this.party.id,
      challenge: this.challenges.issue('login'),
      timeout: CEREMONY_TIMEOUT_MS,
      userVerification: 'required',
    });
  }

  /** A sign-in with a passkey: a new session, like a password login, without the password's throttle. */
  async authenticate(response: AuthenticationResponse, previousSessionId: string | undefined): Promise<AdminSession> {
    const stored = await this.credentialOf(response.id);
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => this.challenges.isValid(challenge, 'login'),
      expectedOrigin: this.party.origin,
      expectedRPID: this.party.id,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: true,
    }).catch((error: unknown) => this.refuse(error, 'sign-in'));
    if (!verification.verified || !(await this.challenges.markUsed(clientChallengeOf(response.response.clientDataJSON)))) {
      throw new UnauthorizedException(NOT_VERIFIED);
    }
    await this.rpc.send(PasskeyPatterns.recordUse, {
      credentialId: stored.credentialId,
      counter: verification.authenticationInfo.newCounter,
    });
    return this.sessions.replace(previousSessionId);
  }

  private async credentialOf(credentialId: string): Promise<PasskeyCredential> {
    try {
      return await this.rpc.send(PasskeyPatterns.credential, { credentialId });
    } catch (error) {
      // Removed from the panel, or never this site's: the same answer as any other failed check.
      if (error instanceof HttpException && error.getStatus() === 404) throw new UnauthorizedException(NOT_VERIFIED);
      throw error;
    }
  }

  /** The library's reason goes to the log; the browser gets one plain answer. */
  private refuse(error: unknown, ceremony: string): never {
    this.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, `Passkey ${ceremony} refused`);
    throw ceremony === 'sign-in' ? new UnauthorizedException(NOT_VERIFIED) : new HttpException(NOT_VERIFIED, 400);
  }
}

/** The challenge as the browser signed it, read from its client data (already checked by the library). */
function clientChallengeOf(clientDataJSON: string): string {
  try {
    const { challenge } = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof challenge === 'string' ? challenge : '';
  } catch {
    return '';
  }
}
