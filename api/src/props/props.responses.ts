import { ApiExtraModels, ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ImageRefResponse } from '../common/api-responses';
import type { PropView } from './prop-view';
import type { PropDayView, PropsDayPage, WorkerPhotoView } from './props.service';

/** A prop as the spec's clients read it (field names of spec §3), money also in exact paise. */
@ApiSchema({ name: 'PropView' })
export class PropViewResponse implements PropView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: ImageRefResponse, nullable: true }) image!: ImageRefResponse | null;
  @ApiProperty({ description: 'Rupees, 2 decimals' }) price!: number;
  @ApiProperty({ description: "Earned so far in rupees, 2 decimals (the spec's calculatePrice)" }) calculatePrice!: number;
  @ApiProperty() pricePaise!: number;
  @ApiProperty() earnedPaise!: number;
  @ApiProperty({ description: 'Creation day, dd/mm/yyyy' }) date!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'dd/mm/yyyy the prop was removed; null while in use' }) removedOn!: string | null;
}

@ApiSchema({ name: 'PropCreated' })
export class PropCreatedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ type: PropViewResponse }) property!: PropViewResponse;
}

@ApiSchema({ name: 'PropUpdated' })
export class PropUpdatedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ type: PropViewResponse }) property!: PropViewResponse;
}

/** GET /api/props/images with `page`: one page of props. */
@ApiSchema({ name: 'PropsPage' })
export class PropsPageResponse {
  @ApiProperty({ type: [PropViewResponse] }) data!: PropViewResponse[];
  @ApiProperty() hasMore!: boolean;
  @ApiProperty() currentPage!: number;
}

@ApiSchema({ name: 'WorkerPhoto' })
export class WorkerPhotoResponse implements WorkerPhotoView {
  @ApiProperty({ type: ImageRefResponse, nullable: true }) image!: ImageRefResponse | null;
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ format: 'date-time' }) takenAt!: string;
}

@ApiSchema({ name: 'PropDay' })
export class PropDayResponse implements PropDayView {
  @ApiProperty({ format: 'uuid' }) propertyId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'dd/mm/yyyy' }) date!: string;
  @ApiProperty() price!: number;
  @ApiProperty({ type: ImageRefResponse, nullable: true }) adminImage!: ImageRefResponse | null;
  @ApiProperty({ type: [WorkerPhotoResponse], description: 'spelled as in the spec' }) userUplodedImages!: WorkerPhotoResponse[];
}

@ApiSchema({ name: 'PropsDayPage' })
export class PropsDayPageResponse implements PropsDayPage {
  @ApiProperty() Total_properties!: number;
  @ApiProperty() hasMore!: boolean;
  @ApiProperty() currentPage!: number;
  @ApiProperty({ description: 'yyyy-mm-dd' }) selectedDate!: string;
  @ApiProperty({ type: [PropDayResponse] }) responseData!: PropDayResponse[];
  @ApiProperty({ type: [WorkerPhotoResponse], description: "That day's selfies of the field workers" }) userPhoto!: WorkerPhotoResponse[];
}

@ApiSchema({ name: 'StudioToday' })
export class StudioTodayResponse {
  @ApiProperty({ description: "The studio's today, yyyy-mm-dd (its time zone)" }) today!: string;
}

@ApiSchema({ name: 'PricesCalculated' })
export class PricesCalculatedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'uuid' }) calculationId!: string;
  @ApiProperty({ type: [PropViewResponse] }) properties!: PropViewResponse[];
}

/** Registers the list's two shapes (paged / plain) for the controller's oneOf. */
export const PropsListModels = ApiExtraModels(PropsPageResponse, PropViewResponse);
