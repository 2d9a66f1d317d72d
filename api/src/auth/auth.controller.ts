import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import { AuthService } from './auth.service';
import { SessionsService } from './sessions.service';
import { CurrentUser, Public, type AuthUser } from './auth.decorators';
import { LoginDto } from './login.dto';

@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
  ) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @SkipThrottle({ enquiry: true })
  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginDto) {
    return this.auth.login(body.username, body.password);
  }

  @Get('check-auth')
  checkAuth(@CurrentUser() user: AuthUser) {
    return { isAuthenticated: true, role: user.role, username: user.username };
  }

  @Post('auth/logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: AuthUser) {
    await this.sessions.revoke(user.sessionId);
    return { error: false, message: 'Logged out' };
  }
}
