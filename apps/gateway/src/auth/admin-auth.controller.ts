import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminCheckResponse, AdminLoginResponse, adminLoginSchema, AdminLogoutAllResponse, type AdminLoginDto } from '@stagelink/contracts';
import { StrictBody } from '../common/owner-body';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { AdminAuthService } from './admin-auth.service';
import { sessionCookieName, sessionCookieOptions, setSessionCookie } from './session-cookie';

@Controller('api/admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuthService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  async login(
    @StrictBody(adminLoginSchema) body: AdminLoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminLoginResponse> {
    const session = await this.auth.login(body.password, request.ip, request.adminSession?.id);
    setSessionCookie(reply, this.config, session.id);
    return { authenticated: true, message: 'Login successful' };
  }

  @Get('check')
  check(@Req() request: FastifyRequest): AdminCheckResponse {
    return { authenticated: request.adminSession !== null };
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ success: true }> {
    await this.auth.logout(request.adminSession?.id);
    // A browser removes a `__Host-` cookie only when told with the attributes it was set with.
    reply.clearCookie(sessionCookieName(this.config), sessionCookieOptions(this.config));
    return { success: true };
  }

  /** Every owner session ends, this one too, and with them their open streams (docs/decisions.md, D-94). */
  @Post('logout-all')
  @HttpCode(200)
  async logoutEverywhere(@Res({ passthrough: true }) reply: FastifyReply): Promise<AdminLogoutAllResponse> {
    const endedSessions = await this.auth.logoutEverywhere();
    reply.clearCookie(sessionCookieName(this.config), sessionCookieOptions(this.config));
    return { success: true, endedSessions };
  }
}
