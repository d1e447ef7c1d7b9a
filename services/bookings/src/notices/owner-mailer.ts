import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { OwnerMailConfig } from '@stagelink/nest-kit';
import type { OwnerNoticeMail } from './owner-notice-mail';

export const OWNER_MAIL_CONFIG = Symbol('OWNER_MAIL_CONFIG');

/** Bounded waits, so a mail server that never answers fails the attempt instead of holding it. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The SMTP connection; options written in SMTP_URL's query (`?greetingTimeout=500`) win over these. */
@Injectable()
export class OwnerMailer implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(@Inject(OWNER_MAIL_CONFIG) config: OwnerMailConfig) {
    this.transport = createTransport({ url: config.smtpUrl, ...TIMEOUTS });
  }

  async send(mail: OwnerNoticeMail): Promise<void> {
    await this.transport.sendMail(mail);
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}

/** An SMTP answer that will not change by trying again (5xx): the notice is given up. */
export function isPermanentMailError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}
