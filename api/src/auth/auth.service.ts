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

  async login(username: string, password: string) {
    const user = await this.users.findByUsername(username);
    // An unknown user is verified against a dummy hash too, so timing does not reveal which usernames exist.
    const ok = await this.hasher.verify(user?.passwordHash ?? (await this.hasher.dummyHash()), password);
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
    if (!row || !(await this.hasher.verify(row.passwordHash, currentPassword))) {
      throw new BadRequestException({ message: 'Current password is incorrect', fields: { currentPassword: 'Current password is incorrect' } });
    }
    row.passwordHash = await this.hasher.hash(newPassword);
    await this.users.save();
    const ended = await this.sessions.revokeAllOf(user.id, user.sessionId);
    return { error: false as const, message: 'Password changed. You were signed out everywhere else.', endedSessions: ended };
  }
}
