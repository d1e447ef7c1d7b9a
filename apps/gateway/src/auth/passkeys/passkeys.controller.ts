import { Controller, Delete, Get, HttpCode, Inject, Post, Put, Req, Res } from '@nestjs/common';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  addPasskeySchema,
  authenticationResponseSchema,
  PasskeyPatterns,
  renamePasskeySchema,
  type AddPasskeyBody,
  type AdminLoginResponse,
  type AuthenticationResponse,
  type Passkey,
} from '@stagelink/contracts';
import { RowId } from '../../common/id-param';
import { OwnerBody, SchemaBody } from '../../common/owner-body';
import { RpcClient } from '../../common/rpc-client';
import { GATEWAY_CONFIG, GatewayConfig } from '../../config/gateway-config';
import { RateLimited } from '../../visitors/visitor-rate-limit';
import { setSessionCookie } from '../session-cookie';
import { PasskeyCeremonies } from './passkey-ceremonies';

/** The owner's passkeys (docs/decisions.md, D-95): added, named and removed from the panel, used on /admin/login. */
@Controller('api/admin')
export class PasskeysController {
  constructor(
    private readonly ceremonies: PasskeyCeremonies,
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get('passkeys')
  list(): Promise<Passkey[]> {
    return this.rpc.send(PasskeyPatterns.list, {});
  }

  @Post('passkeys/registration-options')
  @HttpCode(200)
  registrationOptions(@Req() request: FastifyRequest): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.ceremonies.registrationOptions(ownerSessionId(request));
  }

  @Post('passkeys')
  add(@Req() request: FastifyRequest, @OwnerBody(addPasskeySchema) body: AddPasskeyBody): Promise<Passkey> {
    return this.ceremonies.register(ownerSessionId(request), body);
  }

  @Put('passkeys/:id')
  rename(@RowId('id', 'Passkey') id: number, @OwnerBody(renamePasskeySchema) body: { name: string }): Promise<Passkey> {
    return this.rpc.send(PasskeyPatterns.rename, { id, name: body.name });
  }

  @Delete('passkeys/:id')
  remove(@RowId('id', 'Passkey') id: number): Promise<Passkey> {
    return this.rpc.send(PasskeyPatterns.remove, { id });
  }

  /** Anyone may ask: it stores nothing (D-95). Its own budget, apart from the password's throttle. */
  @Post('passkey-login/options')
  @HttpCode(200)
  @RateLimited('passkey-login')
  loginOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.ceremonies.authenticationOptions();
  }

  @Post('passkey-login')
  @HttpCode(200)
  @RateLimited('passkey-login')
  async login(
    @SchemaBody(authenticationResponseSchema) body: AuthenticationResponse,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminLoginResponse> {
    const session = await this.ceremonies.authenticate(body, request.adminSession?.id);
    setSessionCookie(reply, this.config, session.id);
    return { authenticated: true, message: 'Login successful' };
  }
}

/** The admin guard has let only the owner through to these routes. */
function ownerSessionId(request: FastifyRequest): string {
  const id = request.adminSession?.id;
  if (!id) throw new Error('An owner route ran without the owner session');
  return id;
}
