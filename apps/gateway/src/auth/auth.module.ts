import { Module } from '@nestjs/common';
import { AdminAccessHook } from './admin-access.hook';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminSessionStore } from './admin-session.store';
import { LoginThrottle } from './login-throttle';
import { PasswordVerifier } from './password-verifier';
import { SessionWatch } from './session-watch';

@Module({
  controllers: [AdminAuthController],
  providers: [PasswordVerifier, AdminSessionStore, LoginThrottle, AdminAuthService, AdminAccessHook, SessionWatch],
  exports: [AdminAccessHook, AdminSessionStore, SessionWatch],
})
export class AuthModule {}
