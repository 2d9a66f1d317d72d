import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ImageRefResponse } from '../common/api-responses';
import { AdminMediaItemResponse } from '../media-admin/media-admin.responses';
import type { AdminClientGallery, AdminClientPhoto } from './client-gallery-admin.service';
import type { ArchiveView, ParentGalleryView } from './client-gallery-parents.service';

const DOWNLOADS = ['none', 'web', 'original'];

// ---- the parents' side ----

@ApiSchema({ name: 'ClientPhoto' })
export class ClientPhotoResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: ImageRefResponse, description: "URLs under the gallery's private image route" }) image!: ImageRefResponse;
}

/** What the parents see after unlocking (docs/architecture.md §12). */
@ApiSchema({ name: 'ClientGalleryView' })
export class ClientGalleryViewResponse implements ParentGalleryView {
  @ApiProperty() title!: string;
  @ApiProperty() clientName!: string;
  @ApiProperty({ format: 'date', description: 'The last day it opens (studio date)' }) expiresOn!: string;
  @ApiProperty({ type: Number, nullable: true }) selectionLimit!: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The day the edited photos of the selection come (null: not said)' }) editsReadyBy!: string | null;
  @ApiProperty({ enum: DOWNLOADS }) downloads!: ParentGalleryView['downloads'];
  @ApiProperty({ type: [ClientPhotoResponse], description: 'Ready photos only: all, or the first N asked for (?first=N)' }) photos!: ClientPhotoResponse[];
  @ApiProperty({ description: 'All the ready photos, however many photos holds' }) photoCount!: number;
  @ApiProperty({ type: String, nullable: true, description: 'With first: pass as after for the next photos; null on the last' }) nextCursor!: string | null;
  @ApiProperty({ type: [String], description: 'Ids of the favourite photos' }) favourites!: string[];
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) selectionSubmittedAt!: string | null;
}

@ApiSchema({ name: 'ClientFavourites' })
export class ClientFavouritesResponse {
  @ApiProperty({ type: [String] }) favourites!: string[];
}

@ApiSchema({ name: 'ClientSelectionSubmitted' })
export class ClientSelectionSubmittedResponse {
  @ApiProperty({ format: 'date-time' }) selectionSubmittedAt!: string;
  @ApiProperty({ type: [String] }) favourites!: string[];
}

@ApiSchema({ name: 'ClientArchiveCreated' })
export class ClientArchiveCreatedResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
}

@ApiSchema({ name: 'ClientArchive' })
export class ClientArchiveResponse implements ArchiveView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['queued', 'building', 'ready', 'failed'] }) status!: ArchiveView['status'];
  @ApiProperty({ description: '0..100' }) progress!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The download URL once ready' }) url!: string | null;
  @ApiProperty({ enum: ['all', 'favourites'] }) photos!: ArchiveView['photos'];
  @ApiProperty({ enum: ['web', 'original'] }) size!: ArchiveView['size'];
  @ApiProperty({ type: Number, nullable: true }) bytes!: number | null;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
}

// ---- the admin panel ----

/** A client photo as the media manager's item shape (kind `client`). */
@ApiSchema({ name: 'AdminClientPhoto' })
export class AdminClientPhotoResponse implements AdminClientPhoto {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ enum: ['client'] }) kind!: 'client';
  @ApiProperty({ description: 'The file name' }) title!: string;
  @ApiProperty({ type: ImageRefResponse }) image!: ImageRefResponse;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'AdminClientGalleryCounts' })
export class AdminClientGalleryCountsResponse {
  @ApiProperty() photos!: number;
  @ApiProperty() ready!: number;
  @ApiProperty() favourites!: number;
  @ApiProperty() views!: number;
  @ApiProperty() downloads!: number;
}

@ApiSchema({ name: 'AdminClientGallery' })
export class AdminClientGalleryResponse implements AdminClientGallery {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The PIN to share; null if it cannot be unsealed' }) pin!: string | null;
  @ApiProperty({ description: 'The link for the parents' }) shareUrl!: string;
  @ApiProperty() title!: string;
  @ApiProperty() clientName!: string;
  @ApiProperty({ type: String, nullable: true }) clientPhone!: string | null;
  @ApiProperty({ format: 'date' }) expiresOn!: string;
  @ApiProperty() expired!: boolean;
  @ApiProperty({ type: Number, nullable: true }) selectionLimit!: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The day the edited photos of the selection come (null: not said)' }) editsReadyBy!: string | null;
  @ApiProperty({ enum: DOWNLOADS }) downloads!: AdminClientGallery['downloads'];
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: "The family's booking (one family's consents)" }) bookingId!: string | null;
  @ApiProperty({ required: false, description: "Whether the family's portfolio consent is granted (detail answers only): featuring needs it" }) portfolioConsent?: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) selectionSubmittedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Too many wrong PINs: the PIN entry opens again then, or at a new PIN (null: not locked)' })
  pinLockedUntil!: string | null;
  @ApiProperty({ type: AdminClientGalleryCountsResponse }) counts!: AdminClientGalleryCountsResponse;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: [AdminClientPhotoResponse], required: false, description: 'In the detail answers only' }) photos?: AdminClientPhotoResponse[];
  @ApiProperty({ type: [String], required: false, description: 'In the detail answers only' }) favourites?: string[];
  @ApiProperty({ required: false, description: 'With ?first (and in a PATCH answer): every photo of the gallery, whatever the page holds' }) photoCount?: number;
  @ApiProperty({ type: String, nullable: true, required: false, description: 'With ?first (and in a PATCH answer): pass as after for the next photos; null on the last page' }) nextCursor?: string | null;
  @ApiProperty({ type: [AdminClientPhotoResponse], required: false, description: "With ?first (and in a PATCH answer): the family's favourites as photos, whole" }) favouritePhotos?: AdminClientPhotoResponse[];
}

@ApiSchema({ name: 'AdminClientGalleryResult' })
export class AdminClientGalleryResultResponse {
  @ApiProperty({ type: AdminClientGalleryResponse }) gallery!: AdminClientGalleryResponse;
}

@ApiSchema({ name: 'AdminClientGalleryList' })
export class AdminClientGalleryListResponse {
  @ApiProperty({ type: [AdminClientGalleryResponse] }) items!: AdminClientGalleryResponse[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next page; null on the last page' }) nextCursor!: string | null;
}

@ApiSchema({ name: 'ClientPhotosAdded' })
export class ClientPhotosAddedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ type: [AdminClientPhotoResponse] }) images!: AdminClientPhotoResponse[];
}

@ApiSchema({ name: 'ClientPhotoFeatured' })
export class ClientPhotoFeaturedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ type: AdminMediaItemResponse, description: 'The public gallery item made from the copy' }) image!: AdminMediaItemResponse;
}
