import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Roles } from '../auth/auth.decorators';
import { CreatePackageDto, PackageIdDto, UpdatePackageDto } from './booking-package.dto';
import { PackageListResponse, PackageSavedResponse } from './bookings.responses';
import { BookingPackagesService } from './booking-packages.service';

@Roles('admin')
@Controller('api/admin/packages')
export class AdminPackagesController {
  constructor(private readonly packages: BookingPackagesService) {}

  @ApiOperation({ summary: 'List packages (admin)' })
  @Get()
  @ApiOkResponse({ type: PackageListResponse })
  list() {
    return this.packages.list();
  }

  @ApiOperation({ summary: 'Add a package (admin)' })
  @Post()
  @ApiCreatedResponse({ type: PackageSavedResponse })
  create(@Body() body: CreatePackageDto) {
    return this.packages.create(body);
  }

  @ApiOperation({ summary: 'Change a package (admin)' })
  @Patch(':id')
  @ApiOkResponse({ type: PackageSavedResponse })
  update(@Param() { id }: PackageIdDto, @Body() body: UpdatePackageDto) {
    return this.packages.update(id, body);
  }

  @ApiOperation({ summary: 'Delete a package (admin)' })
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted; bookings made with it keep its name' })
  async remove(@Param() { id }: PackageIdDto) {
    await this.packages.remove(id);
  }
}
