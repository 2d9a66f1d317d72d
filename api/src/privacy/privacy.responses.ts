import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { FamilyPhotosArchive } from './family-rights.service';
import type { PrivacySettings } from '@studio/core/privacy/privacy-settings';
import { PRIVACY_NOTICE_LANGS, type PrivacyNoticeLang } from '@studio/core/privacy/privacy-notice.texts';
import type { ConsentState } from '@studio/core/privacy/privacy-family';

@ApiSchema({ name: 'PrivacySettings' })
export class PrivacySettingsResponse implements PrivacySettings {
  @ApiProperty() contactName!: string;
  @ApiProperty() contactEmail!: string;
  @ApiProperty() contactPhone!: string;
  @ApiProperty({ description: 'Enquiries without a booking are erased this many months after their last change' }) enquiryMonths!: number;
  @ApiProperty({ description: "A client gallery's photos are erased this many days after it expires" }) galleryDaysAfterExpiry!: number;
  @ApiProperty({ description: "Field workers' selfies are erased after this many days" }) selfieDays!: number;
  @ApiProperty({ description: 'The staff access log is kept this many days' }) accessLogDays!: number;
}

@ApiSchema({ name: 'PrivacyNoticeSection' })
export class PrivacyNoticeSectionResponse {
  @ApiProperty() heading!: string;
  @ApiProperty() text!: string;
}

@ApiSchema({ name: 'PrivacyContact' })
export class PrivacyContactResponse {
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
}

@ApiSchema({ name: 'PrivacyNotice' })
export class PrivacyNoticeResponse {
  @ApiProperty({ description: 'Changes whenever the text changes; consents record it' }) version!: string;
  @ApiProperty({ enum: PRIVACY_NOTICE_LANGS }) lang!: PrivacyNoticeLang;
  @ApiProperty() title!: string;
  @ApiProperty({ type: [PrivacyNoticeSectionResponse] }) sections!: PrivacyNoticeSectionResponse[];
  @ApiProperty({ type: PrivacyContactResponse, description: 'The grievance contact (settings part `privacy`; the studio\'s details when unset)' }) contact!: PrivacyContactResponse;
}

@ApiSchema({ name: 'ConsentValue' })
export class ConsentValueResponse {
  @ApiProperty() granted!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the latest choice was recorded; null: never asked' }) at!: string | null;
}

@ApiSchema({ name: 'ConsentState' })
export class ConsentStateResponse implements ConsentState {
  @ApiProperty({ type: ConsentValueResponse }) portfolio!: ConsentValueResponse;
  @ApiProperty({ type: ConsentValueResponse }) reviews!: ConsentValueResponse;
}

@ApiSchema({ name: 'Consents' })
export class ConsentsResponse {
  @ApiProperty({ type: ConsentStateResponse }) consents!: ConsentStateResponse;
}

@ApiSchema({ name: 'ErasureStatus' })
export class ErasureViewResponse {
  @ApiProperty({ example: 'ER-7KQ2MX', description: "'ER-' and 6 capital letters or digits" }) reference!: string;
  @ApiProperty({ enum: ['scheduled', 'running', 'done', 'cancelled'] }) status!: 'scheduled' | 'running' | 'done' | 'cancelled';
  @ApiProperty({ format: 'date-time', description: 'When it runs; until then it can be undone' }) runsAt!: string;
}

@ApiSchema({ name: 'ErasureEnvelope' })
export class ErasureEnvelopeResponse {
  @ApiProperty({ type: ErasureViewResponse }) erasure!: ErasureViewResponse;
}

@ApiSchema({ name: 'ErasureDeleted' })
export class ErasureDeletedResponse {
  @ApiProperty() photos!: number;
  @ApiProperty({ description: 'Objects removed from storage: originals, variants, share images, ZIPs' }) files!: number;
  @ApiProperty() bookings!: number;
  @ApiProperty() enquiries!: number;
}

@ApiSchema({ name: 'ErasureReceipt' })
export class ErasureReceiptResponse {
  @ApiProperty() reference!: string;
  @ApiProperty({ enum: ['scheduled', 'running', 'done', 'cancelled'] }) status!: 'scheduled' | 'running' | 'done' | 'cancelled';
  @ApiProperty({ format: 'date-time' }) runsAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) doneAt!: string | null;
  @ApiProperty({ type: ErasureDeletedResponse }) deleted!: ErasureDeletedResponse;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The day the oldest kept backup holding the data rotates away (null when cancelled)' })
  backupsClearBy!: string | null;
}

@ApiSchema({ name: 'HeldBooking' })
export class HeldBookingResponse {
  @ApiProperty() reference!: string;
  @ApiProperty() status!: string;
  @ApiProperty() packageName!: string;
  @ApiProperty({ type: String, nullable: true }) date!: string | null;
  @ApiProperty({ type: String, nullable: true }) start!: string | null;
  @ApiProperty({ type: String, nullable: true }) dueDate!: string | null;
  @ApiProperty({ type: String, nullable: true }) bornOn!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty() phone!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;
  @ApiProperty() pricePaise!: number;
  @ApiProperty() advancePaise!: number;
  @ApiProperty() paidPaise!: number;
  @ApiProperty({ type: String, nullable: true }) utr!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'HeldChange' })
export class HeldChangeResponse {
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty() by!: string;
  @ApiProperty() action!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'object', properties: { from: {}, to: {} } } }) changes!: Record<string, { from: unknown; to: unknown }>;
}

@ApiSchema({ name: 'HeldPayment' })
export class HeldPaymentResponse {
  @ApiProperty() amountPaise!: number;
  @ApiProperty() provider!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

@ApiSchema({ name: 'HeldGallery' })
export class HeldGalleryResponse {
  @ApiProperty() title!: string;
  @ApiProperty() clientName!: string;
  @ApiProperty({ type: String, nullable: true }) clientPhone!: string | null;
  @ApiProperty({ format: 'date' }) expiresOn!: string;
  @ApiProperty({ description: 'How many photos it holds' }) photos!: number;
}

@ApiSchema({ name: 'HeldEnquiry' })
export class HeldEnquiryResponse {
  @ApiProperty() source!: string;
  @ApiProperty() name!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'PrivacySummary' })
export class PrivacySummaryResponse {
  @ApiProperty({ type: HeldBookingResponse, nullable: true }) booking!: HeldBookingResponse | null;
  @ApiProperty({ type: [HeldChangeResponse] }) changes!: HeldChangeResponse[];
  @ApiProperty({ type: [HeldPaymentResponse] }) payments!: HeldPaymentResponse[];
  @ApiProperty({ type: ConsentStateResponse }) consents!: ConsentStateResponse;
  @ApiProperty({ type: [HeldGalleryResponse] }) galleries!: HeldGalleryResponse[];
  @ApiProperty({ type: [HeldEnquiryResponse] }) enquiries!: HeldEnquiryResponse[];
  @ApiProperty({ type: ErasureViewResponse, nullable: true, description: 'The latest erasure request, if any' }) erasure!: ErasureViewResponse | null;
}

@ApiSchema({ name: 'FamilyPhotosArchive' })
export class FamilyPhotosArchiveResponse implements FamilyPhotosArchive {
  @ApiProperty({ description: "The gallery's title" }) gallery!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['queued', 'building', 'ready', 'failed'] }) status!: FamilyPhotosArchive['status'];
  @ApiProperty({ description: '0..100' }) progress!: number;
  @ApiProperty({ description: 'How many photos it holds' }) photos!: number;
  @ApiProperty({ type: Number, nullable: true }) bytes!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The ZIP, on the path the family asked on, once ready' }) url!: string | null;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
}

@ApiSchema({ name: 'FamilyPhotos' })
export class FamilyPhotosResponse {
  @ApiProperty({ type: [FamilyPhotosArchiveResponse], description: "One ZIP per gallery of the family (none without photos)" }) archives!: FamilyPhotosArchiveResponse[];
}

@ApiSchema({ name: 'ForwardedEnquiry' })
export class ForwardedEnquiryResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty() source!: string;
}

@ApiSchema({ name: 'AdminErasure' })
export class AdminErasureResponse extends ErasureViewResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) bookingId!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) galleryId!: string | null;
  @ApiProperty({ enum: ['booking', 'gallery', 'staff'] }) via!: 'booking' | 'gallery' | 'staff';
  @ApiProperty() by!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) doneAt!: string | null;
  @ApiProperty({ type: ErasureDeletedResponse, nullable: true }) deleted!: ErasureDeletedResponse | null;
  @ApiProperty({ type: [ForwardedEnquiryResponse], description: 'Enquiries that had reached the spreadsheet: delete their rows there by hand' })
  forwardedEnquiries!: ForwardedEnquiryResponse[];
}

@ApiSchema({ name: 'AdminErasureList' })
export class AdminErasureListResponse {
  @ApiProperty({ type: [AdminErasureResponse] }) items!: AdminErasureResponse[];
}

@ApiSchema({ name: 'AccessLogEntry' })
export class AccessLogEntryResponse {
  @ApiProperty({ description: 'The staff member (username)' }) who!: string;
  @ApiProperty({ example: 'client-gallery', description: "'client-gallery', 'booking' or 'enquiry-export'" }) what!: string;
  @ApiProperty({ example: 'gallery:6f1c…' }) subject!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

@ApiSchema({ name: 'AccessLog' })
export class AccessLogResponse {
  @ApiProperty({ type: [AccessLogEntryResponse], description: 'Newest first, at most 500' }) items!: AccessLogEntryResponse[];
}

@ApiSchema({ name: 'ConsentRecord' })
export class ConsentRecordResponse {
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) bookingId!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) galleryId!: string | null;
  @ApiProperty({ enum: ['portfolio', 'reviews'] }) purpose!: 'portfolio' | 'reviews';
  @ApiProperty() granted!: boolean;
  @ApiProperty() noticeVersion!: string;
  @ApiProperty() lang!: string;
  @ApiProperty({ enum: ['booking', 'gallery', 'staff'] }) via!: 'booking' | 'gallery' | 'staff';
  @ApiProperty() by!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

@ApiSchema({ name: 'ConsentRecordList' })
export class ConsentRecordListResponse {
  @ApiProperty({ type: [ConsentRecordResponse], description: 'Every recorded choice, newest first (at most 500)' }) items!: ConsentRecordResponse[];
}

@ApiSchema({ name: 'RetentionErased' })
export class RetentionErasedResponse {
  @ApiProperty() enquiries!: number;
  @ApiProperty() galleryPhotos!: number;
  @ApiProperty() selfies!: number;
  @ApiProperty() accessLogs!: number;
  @ApiProperty() files!: number;
}

@ApiSchema({ name: 'RetentionRun' })
export class RetentionRunResponse {
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) finishedAt!: string | null;
  @ApiProperty({ type: RetentionErasedResponse }) erased!: RetentionErasedResponse;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
}

@ApiSchema({ name: 'GalleryErasureWarning' })
export class GalleryErasureWarningResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'date' }) expiresOn!: string;
  @ApiProperty({ format: 'date', description: 'The day its photos are erased' }) photosErasedOn!: string;
}

@ApiSchema({ name: 'PrivacyRetention' })
export class PrivacyRetentionResponse {
  @ApiProperty({ type: PrivacySettingsResponse }) settings!: PrivacySettingsResponse;
  @ApiProperty({ type: [RetentionRunResponse], description: 'The last 30 runs, newest first' }) runs!: RetentionRunResponse[];
  @ApiProperty({ type: [GalleryErasureWarningResponse], description: 'Galleries whose photos are erased within 14 days' }) warnings!: GalleryErasureWarningResponse[];
}
