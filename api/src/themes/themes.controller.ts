import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser, Public, Roles, type AuthUser } from '../auth/auth.decorators';
import { ThemesService } from './themes.service';
import { UploadBody } from '../common/upload-body.decorator';

@Controller('api/themes')
export class ThemesController {
  constructor(private readonly themes: ThemesService) {}

  @Public()
  @Get('all')
  list() {
    return this.themes.publicList();
  }

  /** JSON `{ title, image: dataUrl, isPremium }` or multipart (validated in the service: the body is a stream). */
  @UploadBody()
  @Roles('admin')
  @Post('add')
  @HttpCode(201)
  async add(@Req() req: Request, @Res({ passthrough: true }) res: Response, @CurrentUser() user: AuthUser) {
    const theme = await this.themes.add(req, res, user.id);
    return { error: false, message: 'Theme added successfully!', theme };
  }
}
