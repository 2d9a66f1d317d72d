import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { PropsModule } from '../props/props.module';
import { TasksController } from './tasks.controller';
import { TasksService } from './tasks.service';

@Module({
  imports: [ImagesModule, PropsModule],
  controllers: [TasksController],
  providers: [TasksService],
})
export class TasksModule {}
