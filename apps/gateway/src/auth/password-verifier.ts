import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

/** OWASP's floor for argon2id: 19 MiB of memory, two passes, one lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Knows the owner's password only as an argon2id hash. A plain password from the
 * environment is hashed once at boot and the plain text is not kept.
 */
@Injectable()
export class PasswordVerifier implements OnModuleInit {
  private readonly logger = new Logger(PasswordVerifier.name);
  private hash = '';

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  async onModuleInit(): Promise<void> {
    const source = this.config.adminPassword;
    if (source.kind === 'hash') {
      this.hash = source.hash;
      return;
    }
    this.hash = await argon2.hash(source.password, ARGON2_OPTIONS);
    if (source.generated) announceGeneratedPassword(source.password);
    this.config.adminPassword = { kind: 'hash', hash: this.hash };
    delete process.env.ADMIN_PASSWORD;
  }

  async matches(password: string): Promise<boolean> {
    try {
      return await argon2.verify(this.hash, password);
    } catch (error) {
      this.logger.error({ err: error }, 'Password verification failed');
      return false;
    }
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
