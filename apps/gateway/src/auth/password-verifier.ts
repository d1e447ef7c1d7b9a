import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

/** OWASP's floor for argon2id: 19 MiB of memory, two passes, one lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Knows the owner's password only as an argon2id hash. A plain password from the
 * environment is hashed once at boot and the plain text is not kept.
 *
 * Sessions are bound to the password (docs/decisions.md, D-94): each carries `fingerprint`, a
 * keyed hash of the argon2id hash, and one made under another password is refused. A plain
 * password is hashed with a salt derived from `VISITOR_SECRET`, so the same password gives the
 * same hash at every boot and its sessions survive a restart, while a changed one ends them.
 */
@Injectable()
export class PasswordVerifier implements OnModuleInit {
  private readonly logger = new Logger(PasswordVerifier.name);
  private hash = '';
  private sessionFingerprint = '';

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  async onModuleInit(): Promise<void> {
    const source = this.config.adminPassword;
    if (source.kind === 'hash') {
      this.hash = source.hash;
    } else {
      this.hash = await argon2.hash(source.password, { ...ARGON2_OPTIONS, salt: this.keyed('admin-password-salt:v1').subarray(0, 16) });
      if (source.generated) announceGeneratedPassword(source.password);
      this.config.adminPassword = { kind: 'hash', hash: this.hash };
      delete process.env.ADMIN_PASSWORD;
    }
    this.sessionFingerprint = this.keyed(`owner-session:v1:${this.hash}`).toString('base64url');
  }

  /** What a session made under this password carries; it tells nothing of the password without the key. */
  get fingerprint(): string {
    return this.sessionFingerprint;
  }

  async matches(password: string): Promise<boolean> {
    try {
      return await argon2.verify(this.hash, password);
    } catch (error) {
      this.logger.error({ err: error }, 'Password verification failed');
      return false;
    }
  }

  private keyed(label: string): Buffer {
    return createHmac('sha256', this.config.visitorSecret).update(label).digest();
  }
}

/** Printed once, on the console only, so the owner of a local start can log in. */
function announceGeneratedPassword(password: string): void {
  console.log(
    [
      '',
      '  No ADMIN_PASSWORD was set, so this local start generated one:',
      `    ${password}`,
      '  Log in at /admin/login. Set ADMIN_PASSWORD to choose your own.',
      '',
    ].join('\n'),
  );
}
