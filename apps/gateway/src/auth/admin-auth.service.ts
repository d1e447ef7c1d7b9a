import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { AdminSession, AdminSessionStore } from './admin-session.store';
import { LoginThrottle, type LoginWait } from './login-throttle';
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
    const wait = await this.throttle.countAttempt(ip);
    if (wait) throw tooManyAttempts(wait);
    if (!(await this.password.matches(password))) throw new UnauthorizedException('Invalid password');
    await this.throttle.reset(ip);
    return this.sessions.replace(previousSessionId);
  }

  logout(sessionId: string | undefined): Promise<void> {
    return this.sessions.destroy(sessionId);
  }

  logoutEverywhere(): Promise<number> {
    return this.sessions.destroyAll();
  }
}

function tooManyAttempts(wait: NonNullable<LoginWait>): HttpException {
  const minutes = Math.ceil(wait.seconds / 60);
  const after = `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  const message =
    wait.reason === 'site' ? `Too many login attempts on this site right now. ${after}` : `Too many failed login attempts. ${after}`;
  return new HttpException({ message, retryAfterSeconds: wait.seconds }, HttpStatus.TOO_MANY_REQUESTS);
}
