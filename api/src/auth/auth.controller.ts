import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { MessageResponse } from '../common/api-responses';
import { AuthStatusResponse, LoginResponse } from './auth.responses';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SkipThrottle } from '@nestjs/throttler';
import { StudioThrottlerGuard } from '../rate-limit/studio-throttler.guard';
import { AuthService } from './auth.service';
import { SessionsRepository } from './sessions.repository';
import { CurrentUser, Public, SignedIn, type AuthUser } from './auth.decorators';
import { LoginDto } from './login.dto';
import { PasswordChangedResponse } from '../users/users.responses';
import { ChangePasswordDto } from './change-password.dto';
import { BoardCookieWriter } from './board-cookie.writer';
import { DeviceCookieWriter } from './device-cookie.writer';

@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsRepository,
    private readonly boardCookie: BoardCookieWriter,
    private readonly deviceCookie: DeviceCookieWriter,
  ) {}

  @Public()
  // By address (IPv6 by /64) and by username (or, for a device that signed in as that user before, by device), in
  // Redis: see rate-limit.module.ts.
  @UseGuards(StudioThrottlerGuard)
  @SkipThrottle({ enquiry: true })
  @ApiOperation({ summary: 'Sign in with username and password' })
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponse })
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const deviceId = this.deviceCookie.deviceId(req, body.username);
    const result = await this.auth.login(body.username, body.password, { knownDevice: deviceId !== null });
    // Admins also get the queue dashboard's cookie (see BoardCookieWriter); the response body is unchanged.
    this.boardCookie.set(req, res, result.token, result.role);
    // This device is now known for this user: the per-account limit no longer holds it back (DeviceCookies).
    this.deviceCookie.set(req, res, body.username, deviceId);
    return result;
  }

  @ApiOperation({ summary: 'Check the session and tell its role' })
  @Get('check-auth')
  @SignedIn()
  @ApiOkResponse({ type: AuthStatusResponse })
  checkAuth(@CurrentUser() user: AuthUser) {
    return { isAuthenticated: true, role: user.role, username: user.username };
  }

  /** Any signed-in user; limited like sign-in by address, since it checks a password. */
  @UseGuards(StudioThrottlerGuard)
  @SkipThrottle({ enquiry: true, loginAccount: true })
  @ApiOperation({ summary: 'Change your own password' })
  @Post('auth/password')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: PasswordChangedResponse })
  changePassword(@Body() body: ChangePasswordDto, @CurrentUser() user: AuthUser) {
    return this.auth.changePassword(user, body.currentPassword, body.newPassword);
  }

  @ApiOperation({ summary: 'Sign out (revokes the token)' })
  @Post('auth/logout')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: MessageResponse })
  async logout(@CurrentUser() user: AuthUser, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.sessions.revoke(user.sessionId);
    this.boardCookie.clear(req, res);
    return { error: false, message: 'Logged out' };
  }
}
