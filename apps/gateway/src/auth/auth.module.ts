import { Module } from '@nestjs/common';
import { AdminAccessHook } from './admin-access.hook';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminSessionStore } from './admin-session.store';
import { LoginThrottle } from './login-throttle';
import { PasskeyCeremonies } from './passkeys/passkey-ceremonies';
import { PasskeyChallenges } from './passkeys/passkey-challenges';
import { PasskeysController } from './passkeys/passkeys.controller';
import { PasswordVerifier } from './password-verifier';
import { SessionWatch } from './session-watch';

@Module({
  controllers: [AdminAuthController, PasskeysController],
  providers: [
    PasswordVerifier,
    AdminSessionStore,
    LoginThrottle,
    AdminAuthService,
    AdminAccessHook,
    SessionWatch,
    PasskeyChallenges,
    PasskeyCeremonies,
  ],
  exports: [AdminAccessHook, AdminSessionStore, SessionWatch],
})
export class AuthModule {}
