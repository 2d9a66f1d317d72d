import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { AddThemeDto, ThemeFieldsDto } from './themes.dto';
import { UploadFormReader } from '../images/upload-form.reader';
import { ThemeAddedResponse, ThemeResponse } from './themes.responses';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public, Roles, type AuthUser } from '../auth/auth.decorators';
import { ThemesService } from './themes.service';
import { UploadBody } from '../common/upload-body.decorator';

@Controller('api/themes')
export class ThemesController {
  constructor(
    private readonly themes: ThemesService,
    private readonly forms: UploadFormReader,
  ) {}

  @Public()
  @ApiOperation({ summary: 'List the themes' })
  @Get('all')
  @ApiOkResponse({ type: [ThemeResponse], description: 'Ready themes only, in the order added' })
  list() {
    return this.themes.publicList();
  }

  /** JSON `{ title, image: dataUrl, isPremium }` or multipart (fields validated before any file is read; files streamed to the service). */
  @UploadBody()
  @Roles('admin')
  @ApiOperation({ summary: 'Upload a theme (admin)' })
  @Post('add')
  @HttpCode(201)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: AddThemeDto, description: 'multipart: the same fields, `image` a file' })
  @ApiCreatedResponse({ type: ThemeAddedResponse })
  async add(@Req() req: Request, @Res({ passthrough: true }) res: Response, @CurrentUser() user: AuthUser) {
    const form = await this.forms.read(req, res, { fields: ThemeFieldsDto, json: AddThemeDto, maxFiles: 1, missingFileMessage: 'Please upload an image' });
    const theme = await this.themes.add(form.fields, form.files, user.id);
    return { error: false, message: 'Theme added successfully!', theme };
  }
}
