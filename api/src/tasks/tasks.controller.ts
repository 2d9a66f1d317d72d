import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, Roles, type AuthUser } from '../auth/auth.decorators';
import { SavePropPhotoDto } from './save-prop-photo.dto';
import { StartTaskDto } from './start-task.dto';
import { TasksService } from './tasks.service';
import { UploadBody } from '../common/upload-body.decorator';

/** Spec §7 paths of the field worker's daily photo task. */
@Roles('user')
@Controller('api/property-photos')
export class TasksController {
  constructor(private readonly tasks: TasksService) {}

  @Get('check-today')
  checkToday(@CurrentUser() user: AuthUser) {
    return this.tasks.checkToday(user.id);
  }

  @Get('all')
  all(@CurrentUser() user: AuthUser) {
    return this.tasks.remaining(user.id);
  }

  @UploadBody()
  @Post('start')
  @HttpCode(200)
  start(@Body() body: StartTaskDto, @CurrentUser() user: AuthUser) {
    return this.tasks.start(user.id, body.userPhoto);
  }

  @UploadBody()
  @Post('save')
  @HttpCode(200)
  save(@Body() body: SavePropPhotoDto, @CurrentUser() user: AuthUser) {
    return this.tasks.save(user.id, body.propertyId, body.propertyPhoto);
  }
}
