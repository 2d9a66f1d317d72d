import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { UsersRepository } from '../users/users.repository';
import { PasswordHasher } from './password-hasher.service';
import { SessionsRepository } from './sessions.repository';
import type { JwtPayload } from './jwt.strategy';


@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsRepository,
    private readonly jwt: JwtService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * `knownDevice`: the request carries this user's device cookie (it signed in here before), so its password check
   * waits in the priority lane, ahead of a spray of strangers' tries. A full line answers 503 with Retry-After.
   */
  async login(username: string, password: string, opts: { knownDevice?: boolean } = {}) {
    await this.hasher.assertRoom({ priority: opts.knownDevice });
    const user = await this.users.findByUsername(username);
    // An unknown user is verified against a dummy hash too (in the same bounded line), so timing does not reveal
    // which usernames exist.
    const ok = await this.hasher.verify(user?.passwordHash ?? (await this.hasher.dummyHash()), password, { priority: opts.knownDevice });
    if (!user || !ok) throw new UnauthorizedException('Invalid username or password');
    // Told only to someone who knows the password: a disabled account is not a secret from its owner.
    if (user.disabled) throw new UnauthorizedException('This account has been disabled. Please ask the studio admin.');
    if (this.hasher.needsRehash(user.passwordHash)) await this.users.replaceOutdatedHash(user.id, user.passwordHash, await this.hasher.hash(password));
    await this.users.recordLogin(user.id);
    const session = await this.sessions.open(user.id, this.config.jwtExpiresInSeconds);
    const payload: JwtPayload = { sub: user.id, jti: session.id, role: user.role, username: user.username };
    const token = await this.jwt.signAsync(payload, { expiresIn: this.config.jwtExpiresInSeconds, algorithm: 'HS256' });
    return { error: false as const, message: 'Login successful', role: user.role, token, username: user.username };
  }

  /** Self-service password change: the current password is required, and every other session of the user ends. */
  async changePassword(user: { id: string; sessionId: string }, currentPassword: string, newPassword: string) {
    const row = await this.users.findById(user.id);
    if (!row || !(await this.hasher.verify(row.passwordHash, currentPassword, { priority: true }))) {
      throw new BadRequestException({ message: 'Current password is incorrect', fields: { currentPassword: 'Current password is incorrect' } });
    }
    row.passwordHash = await this.hasher.hash(newPassword);
    await this.users.save();
    const ended = await this.sessions.revokeAllOf(user.id, user.sessionId);
    return { error: false as const, message: 'Password changed. You were signed out everywhere else.', endedSessions: ended };
  }
}
