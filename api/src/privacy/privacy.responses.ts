import { ApiProperty, ApiSchema } from '@nestjs/swagger';
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
