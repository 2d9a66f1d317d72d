import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  DELIVERY_STATUSES,
  ENQUIRY_SOURCES,
  STUDIO_STATUSES,
  type DeliveryStatus,
  type EnquirySource,
  type StudioStatus,
} from '@studio/core/entities/enquiry.entity';
import type { InboxItem, InboxPage } from './enquiry-inbox.service';

@ApiSchema({ name: 'EnquiryReceived' })
export class EnquiryReceivedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
}

@ApiSchema({ name: 'InboxTheme' })
export class InboxThemeResponse {
  @ApiProperty() title!: string;
  @ApiProperty() section!: string;
}

@ApiSchema({ name: 'InboxItem' })
export class InboxItemResponse implements InboxItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ENQUIRY_SOURCES }) source!: EnquirySource;
  @ApiProperty() name!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) service!: string | null;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: [InboxThemeResponse], description: 'theme checkout: each chosen theme with its section' }) themes!: InboxThemeResponse[];
  @ApiProperty({ enum: DELIVERY_STATUSES }) deliveryStatus!: DeliveryStatus;
  @ApiProperty({ enum: STUDIO_STATUSES }) studioStatus!: StudioStatus;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) forwardedAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: Date;
}

@ApiSchema({ name: 'StudioStatusCounts' })
export class StudioStatusCountsResponse implements Record<StudioStatus, number> {
  @ApiProperty() new!: number;
  @ApiProperty() contacted!: number;
  @ApiProperty() booked!: number;
  @ApiProperty() closed!: number;
}

@ApiSchema({ name: 'DeliveryStatusCounts' })
export class DeliveryStatusCountsResponse implements Record<DeliveryStatus, number> {
  @ApiProperty() received!: number;
  @ApiProperty() processing!: number;
  @ApiProperty() forwarded!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() not_configured!: number;
}

@ApiSchema({ name: 'InboxCounts' })
export class InboxCountsResponse {
  @ApiProperty() all!: number;
  @ApiProperty({ type: StudioStatusCountsResponse }) studio!: StudioStatusCountsResponse;
  @ApiProperty({ type: DeliveryStatusCountsResponse }) delivery!: DeliveryStatusCountsResponse;
}

@ApiSchema({ name: 'InboxPage' })
export class InboxPageResponse implements InboxPage {
  @ApiProperty({ type: [InboxItemResponse] }) items!: InboxItemResponse[];
  @ApiProperty({ description: 'How many match (a search or dates: counted up to 1,000, see totalCapped)' }) total!: number;
  @ApiProperty({ description: 'More than total match' }) totalCapped!: boolean;
  @ApiProperty() limit!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next (older) page; null on the last page' }) nextCursor!: string | null;
  @ApiProperty({ type: InboxCountsResponse }) counts!: InboxCountsResponse;
}

@ApiSchema({ name: 'EnquiryChanged' })
export class EnquiryChangedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ type: InboxItemResponse }) enquiry!: InboxItemResponse;
}

