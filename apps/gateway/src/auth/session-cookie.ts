import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { GatewayConfig } from '../config/gateway-config';

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/** In production the `__Host-` prefix pins the cookie to this host, over HTTPS only. */
export function sessionCookieName(config: Pick<GatewayConfig, 'production'>): string {
  return config.production ? '__Host-stagelink_session' : 'stagelink_session';
}

export function sessionCookieOptions(config: Pick<GatewayConfig, 'production'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: config.production, maxAge: THIRTY_DAYS_SECONDS };
}

/** A login's answer, by password or by passkey: the new session's cookie. */
export function setSessionCookie(reply: FastifyReply, config: Pick<GatewayConfig, 'production'>, sessionId: string): void {
  void reply.setCookie(sessionCookieName(config), sessionId, sessionCookieOptions(config));
}
