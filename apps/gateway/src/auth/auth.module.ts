import { Module } from '@nestjs/common';
import { AdminAccessHook } from './admin-access.hook';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminSessionStore } from './admin-session.store';
import { LoginThrottle } from './login-throttle';
import { PasswordVerifier } from './password-verifier';

@Module({
  controllers: [AdminAuthController],
  providers: [PasswordVerifier, AdminSessionStore, LoginThrottle, AdminAuthService, AdminAccessHook],
  exports: [AdminAccessHook, AdminSessionStore],
})
export class AuthModule {}
