import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminSiteResponse, PublicSiteResponse } from './site.responses';
import { CurrentUser, Public, Roles, type AuthUser } from '../auth/auth.decorators';
import { UpdateSiteDto } from './site.dto';
import { SiteService } from './site.service';

@Controller('api')
export class SiteController {
  constructor(private readonly site: SiteService) {}

  /** Studio details, claims, campaign (with whether it shows today) and testimonials. */
  @Public()
  @ApiOperation({ summary: 'The studio\'s details, campaign and testimonials' })
  @Get('site')
  @ApiOkResponse({ type: PublicSiteResponse })
  publicSite() {
    return this.site.publicSite();
  }

  @Roles('admin')
  @ApiOperation({ summary: 'Site settings with their change history (admin)' })
  @Get('admin/site')
  @ApiOkResponse({ type: AdminSiteResponse })
  adminSite() {
    return this.site.adminSite();
  }

  @Roles('admin')
  @ApiOperation({ summary: 'Change site settings (admin)' })
  @Put('admin/site')
  @ApiOkResponse({ type: AdminSiteResponse, description: 'The admin view after the save' })
  update(@Body() body: UpdateSiteDto, @CurrentUser() user: AuthUser) {
    return this.site.update(body, user);
  }
}
