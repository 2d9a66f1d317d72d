import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { PriceCalculationService } from './price-calculation.service';
import { PropsController } from './props.controller';
import { PropsService } from './props.service';
import { StudioClock } from './studio-clock.service';

@Module({
  imports: [ImagesModule],
  controllers: [PropsController],
  providers: [PropsService, PriceCalculationService, StudioClock],
  exports: [PropsService, StudioClock],
})
export class PropsModule {}
