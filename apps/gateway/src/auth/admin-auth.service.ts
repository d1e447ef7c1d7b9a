import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { AdminSession, AdminSessionStore } from './admin-session.store';
import { LoginThrottle } from './login-throttle';
import { PasswordVerifier } from './password-verifier';

@Injectable()
export class AdminAuthService {
  constructor(
    private readonly password: PasswordVerifier,
    private readonly sessions: AdminSessionStore,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * The password is checked even while the IP must wait, so that a throttled attempt takes
   * as long as a wrong one; a new session id is issued at every login.
   */
  async login(password: string, ip: string, previousSessionId: string | undefined): Promise<AdminSession> {
    const waitSeconds = await this.throttle.secondsToWait(ip);
    const matches = await this.password.matches(password);
    if (waitSeconds > 0) throw tooManyAttempts(waitSeconds);
    if (!matches) {
      await this.throttle.recordFailure(ip);
      throw new UnauthorizedException('Invalid password');
    }
    await this.throttle.reset(ip);
    await this.sessions.destroy(previousSessionId);
    return this.sessions.create();
  }

  logout(sessionId: string | undefined): Promise<void> {
    return this.sessions.destroy(sessionId);
  }
}

function tooManyAttempts(waitSeconds: number): HttpException {
  const minutes = Math.ceil(waitSeconds / 60);
  return new HttpException(
    {
      message: `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterSeconds: waitSeconds,
    },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
