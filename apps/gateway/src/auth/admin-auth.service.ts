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
   * The attempt is counted before the password is checked, and a throttled one is refused
   * without checking it: a burst of parallel guesses gets no more checks than the free number
   * (docs/security.md). A new session id is issued at every login.
   */
  async login(password: string, ip: string, previousSessionId: string | undefined): Promise<AdminSession> {
    const waitSeconds = await this.throttle.countAttempt(ip);
    if (waitSeconds > 0) throw tooManyAttempts(waitSeconds);
    if (!(await this.password.matches(password))) throw new UnauthorizedException('Invalid password');
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
