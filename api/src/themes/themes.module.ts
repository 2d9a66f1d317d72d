import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { ThemesController } from './themes.controller';
import { ThemesRepository } from './themes.repository';
import { ThemesService } from './themes.service';

@Module({
  imports: [ImagesModule],
  controllers: [ThemesController],
  providers: [ThemesRepository, ThemesService],
  exports: [ThemesService],
})
export class ThemesModule {}
