import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { PropsModule } from '../props/props.module';
import { TaskPhotosRepository } from './task-photos.repository';
import { TasksController } from './tasks.controller';
import { TasksService } from './tasks.service';

@Module({
  imports: [ImagesModule, PropsModule],
  controllers: [TasksController],
  providers: [TasksService, TaskPhotosRepository],
})
export class TasksModule {}
