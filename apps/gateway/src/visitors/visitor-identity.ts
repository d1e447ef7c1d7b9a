import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MAX_USER_AGENT_LENGTH, type VisitorDto } from '@stagelink/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

/**
 * Who a visitor is, without keeping who they are: the IP (the connection's, or the one a
 * trusted proxy forwarded, as Fastify's `trustProxy` decides) becomes a keyed hash before
 * it leaves the gateway (docs/decisions.md, D-13). The same key signs the newsletter's tokens,
 * each kind under its own prefix, so a token of one kind is never valid as another.
 */
@Injectable()
export class VisitorIdentity {
  private readonly secret: string;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.secret = config.visitorSecret;
  }

  of(request: FastifyRequest): VisitorDto {
    const userAgent = request.headers['user-agent'];
    return {
      visitor: this.sign(`ip:${request.ip}`),
      userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : undefined,
    };
  }

  /** The token that lets the subscriber, and nobody guessing ids, add a second contact. */
  newsletterToken(subscriptionId: number): string {
    // v2: tokens signed before repeated subscriptions stopped handing out the stored row's
    // token are void, so one leaked that way cannot fill another subscriber's empty slot.
    return this.sign(`newsletter:v2:${subscriptionId}`);
  }

  isNewsletterToken(subscriptionId: number, token: string): boolean {
    return sameToken(this.newsletterToken(subscriptionId), token);
  }

  /** The token of a subscription's unsubscribe link, which the owner hands out (docs/decisions.md, D-65). */
  unsubscribeToken(subscriptionId: number): string {
    return this.sign(`unsubscribe:v1:${subscriptionId}`);
  }

  isUnsubscribeToken(subscriptionId: number, token: string): boolean {
    return sameToken(this.unsubscribeToken(subscriptionId), token);
  }

  /** HMAC-SHA-256, base64url: 43 characters, fits `ip_address varchar(45)`. */
  private sign(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }
}

/** Compared in constant time, so the answer's timing tells nothing about how much was right. */
function sameToken(expected: string, token: string): boolean {
  const wanted = Buffer.from(expected);
  const given = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
