import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { PriceCalculationService } from './price-calculation.service';
import { PriceLedgerRepository } from './price-ledger.repository';
import { PropsController } from './props.controller';
import { PropsRepository } from './props.repository';
import { PropsService } from './props.service';
import { StudioClock } from './studio-clock.service';

@Module({
  imports: [ImagesModule],
  controllers: [PropsController],
  providers: [PropsRepository, PropsService, PriceLedgerRepository, PriceCalculationService, StudioClock],
  exports: [PropsService, StudioClock],
})
export class PropsModule {}
