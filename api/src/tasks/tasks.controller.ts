import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { PropPhotoSavedResponse, TaskStartedResponse, TaskTodayResponse } from './tasks.responses';
import { PropViewResponse } from '../props/props.responses';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
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

  @ApiOperation({ summary: 'Whether the worker\'s day has started (selfie saved)' })
  @Get('check-today')
  @ApiOkResponse({ type: TaskTodayResponse })
  checkToday(@CurrentUser() user: AuthUser) {
    return this.tasks.checkToday(user.id);
  }

  @ApiOperation({ summary: 'The signed-in worker\'s photos and selfies' })
  @Get('all')
  @ApiOkResponse({ type: [PropViewResponse], description: 'Props still without a photo today' })
  all(@CurrentUser() user: AuthUser) {
    return this.tasks.remaining(user.id);
  }

  @UploadBody()
  @ApiOperation({ summary: 'Start the worker\'s day with a selfie' })
  @Post('start')
  @HttpCode(200)
  @ApiOkResponse({ type: TaskStartedResponse })
  start(@Body() body: StartTaskDto, @CurrentUser() user: AuthUser) {
    return this.tasks.start(user.id, body.userPhoto);
  }

  @UploadBody()
  @ApiOperation({ summary: 'Save a photo of a prop for today' })
  @Post('save')
  @HttpCode(200)
  @ApiOkResponse({ type: PropPhotoSavedResponse })
  save(@Body() body: SavePropPhotoDto, @CurrentUser() user: AuthUser) {
    return this.tasks.save(user.id, body.propertyId, body.propertyPhoto, body.captureId);
  }
}
