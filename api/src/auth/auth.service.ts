import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { User } from '@studio/core/entities/user.entity';
import { PasswordHasher } from './password-hasher.service';
import { SessionsService } from './sessions.service';
import type { JwtPayload } from './jwt.strategy';


@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly jwt: JwtService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async login(username: string, password: string) {
    const user = await this.em.findOne(User, { username });
    // An unknown user is verified against a dummy hash too, so timing does not reveal which usernames exist.
    const ok = await this.hasher.verify(user?.passwordHash ?? (await this.hasher.dummyHash()), password);
    if (!user || !ok) throw new UnauthorizedException('Invalid username or password');
    const session = await this.sessions.open(user.id, this.config.jwtExpiresInSeconds);
    const payload: JwtPayload = { sub: user.id, jti: session.id, role: user.role, username: user.username };
    const token = await this.jwt.signAsync(payload, { expiresIn: this.config.jwtExpiresInSeconds, algorithm: 'HS256' });
    return { error: false as const, message: 'Login successful', role: user.role, token, username: user.username };
  }
}
