import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { SiteCampaign, SiteClaims, SiteStudio } from '@studio/core/site/site-content';
import { ImageRefResponse } from '../common/api-responses';
import type { PublicSite, StudioPageDetails, TestimonialView } from './site-view';
import { BookingSettingsAdminResponse, BookingSettingsResponse } from '../bookings/bookings.responses';
import { BillingSettingsResponse } from '../documents/documents.responses';
import { PrivacySettingsResponse } from '../privacy/privacy.responses';

@ApiSchema({ name: 'SiteStudio' })
export class SiteStudioResponse implements SiteStudio {
  @ApiProperty() name!: string;
  @ApiProperty({ description: '10 digits, no prefix', example: '9876543210' }) phone!: string;
  @ApiProperty({ description: '91 and 10 digits (wa.me)', example: '919876543210' }) whatsapp!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: [String] }) addressLines!: string[];
  @ApiProperty() mapUrl!: string;
  @ApiProperty() mapEmbedUrl!: string;
  @ApiProperty() facebookUrl!: string;
  @ApiProperty() instagramUrl!: string;
  @ApiProperty({ example: 'Monday-Sunday 9AM-9PM' }) hours!: string;
}

@ApiSchema({ name: 'SiteClaims' })
export class SiteClaimsResponse implements SiteClaims {
  @ApiProperty({ example: '5.0' }) rating!: string;
  @ApiProperty() happyFamilies!: number;
  @ApiProperty() yearsExperience!: number;
  @ApiProperty({ example: 'over a decade' }) decadeClaim!: string;
}

@ApiSchema({ name: 'SiteCampaign' })
export class SiteCampaignResponse implements SiteCampaign {
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: 'Enabled and today (studio time zone) within its dates: whether the home page shows it now' }) active!: boolean;
  @ApiProperty() headline!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'yyyy-mm-dd; null: no limit' }) startsOn!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) endsOn!: string | null;
}

@ApiSchema({ name: 'Testimonial' })
export class TestimonialResponse implements TestimonialView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() role!: string;
  @ApiProperty() location!: string;
  @ApiProperty({ description: 'Month-year text', example: 'October 2025' }) date!: string;
  @ApiProperty() quote!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty({ description: 'Position in the carousel, 0 first' }) order!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Avatar URL: the ready photo, else a static avatar' }) image!: string | null;
  @ApiProperty({ type: ImageRefResponse, nullable: true, description: 'Public: only once ready; admin: any state' }) photo!: ImageRefResponse | null;
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Admin only: the booking of the family it came from' }) bookingId?: string | null;
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Admin only: the client gallery of the family it came from' }) galleryId?: string | null;
  @ApiPropertyOptional({ description: "Admin only: false while its family's `reviews` consent is not granted (the public pages leave it out)" }) shown?: boolean;
}

@ApiSchema({ name: 'PublicSite' })
export class PublicSiteResponse implements PublicSite {
  @ApiProperty({ type: SiteStudioResponse }) studio!: SiteStudioResponse;
  @ApiProperty({ type: SiteClaimsResponse }) claims!: SiteClaimsResponse;
  @ApiProperty({ type: SiteCampaignResponse }) campaign!: SiteCampaignResponse;
  @ApiProperty({ type: [TestimonialResponse] }) testimonials!: TestimonialResponse[];
  @ApiProperty({ type: BookingSettingsResponse, description: 'Booking settings (public part)' }) booking!: BookingSettingsResponse;
}

@ApiSchema({ name: 'SiteChange' })
export class SiteChangeResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['settings', 'testimonial'] }) subject!: 'settings' | 'testimonial';
  @ApiProperty({ type: String, nullable: true }) subjectId!: string | null;
  @ApiProperty({ enum: ['update', 'create', 'delete'] }) action!: 'update' | 'create' | 'delete';
  @ApiProperty() username!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object', properties: { from: {}, to: {} }, required: ['from', 'to'] },
    description: "Field ('studio.phone', 'rating' ...) → its value before and after (any JSON)",
  })
  changes!: Record<string, { from: unknown; to: unknown }>;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

@ApiSchema({ name: 'AdminSite' })
export class AdminSiteResponse extends PublicSiteResponse {
  @ApiProperty({ type: BookingSettingsAdminResponse, description: 'Booking settings with the calendar token' }) declare booking: BookingSettingsAdminResponse;
  @ApiProperty({ type: BillingSettingsResponse, description: 'Billing settings (receipts and invoices)' }) billing!: BillingSettingsResponse;
  @ApiProperty({ type: PrivacySettingsResponse, description: 'Privacy settings: grievance contact and retention' }) privacy!: PrivacySettingsResponse;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) updatedAt!: string | null;
  @ApiProperty({ type: [SiteChangeResponse], description: 'The last 20 changes, newest first' }) changes!: SiteChangeResponse[];
}

@ApiSchema({ name: 'TestimonialList' })
export class TestimonialListResponse {
  @ApiProperty({ type: [TestimonialResponse] }) items!: TestimonialResponse[];
}

@ApiSchema({ name: 'TestimonialSaved' })
export class TestimonialSavedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ type: TestimonialResponse }) testimonial!: TestimonialResponse;
}

/**
 * Not an endpoint's answer: the JSON the server writes into every page's `<script id="studio-config">` (SiteService.pageConfig
 * and the upload limit). In the contract so the frontend's StudioConfig is generated, not copied.
 */
@ApiSchema({ name: 'StudioPageConfig' })
export class StudioPageConfigResponse implements StudioPageDetails {
  @ApiProperty() name!: string;
  @ApiProperty() tagline!: string;
  @ApiProperty({ description: "10-digit Indian mobile number, no prefix (the spec's {phone})", example: '9876543210' }) phone!: string;
  @ApiProperty({ example: '+91 98765 43210' }) phoneDisplay!: string;
  @ApiProperty({ description: 'Number for wa.me links, with country code', example: '919876543210' }) whatsapp!: string;
  @ApiProperty() whatsappMessage!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: [String] }) addressLines!: string[];
  @ApiProperty() mapUrl!: string;
  @ApiProperty() mapEmbedUrl!: string;
  @ApiProperty() instagramUrl!: string;
  @ApiProperty() facebookUrl!: string;
  @ApiProperty({ example: 'Monday-Sunday 9AM-9PM' }) openingHours!: string;
  @ApiProperty({ example: '5.0' }) rating!: string;
  @ApiProperty() happyFamilies!: number;
  @ApiProperty() yearsExperience!: number;
  @ApiProperty({ example: 'over a decade' }) decadeClaim!: string;
  @ApiProperty() partnerFilesUrl!: string;
  @ApiProperty() partnerHomeUrl!: string;
  @ApiProperty({ type: SiteCampaignResponse, description: "`active` is the server's word on whether it shows today" }) campaign!: SiteCampaignResponse;
  @ApiProperty({ type: [TestimonialResponse], description: 'The home carousel, in order' }) testimonials!: TestimonialResponse[];
  @ApiProperty({ description: 'Per-image upload limit (MAX_UPLOAD_MB): larger files are refused before they are sent' }) maxUploadMb!: number;
}
