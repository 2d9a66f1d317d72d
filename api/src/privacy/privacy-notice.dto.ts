import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PRIVACY_NOTICE_LANGS, type PrivacyNoticeLang } from '@studio/core/privacy/privacy-notice.texts';

export const LANG_MESSAGE = `lang must be one of ${PRIVACY_NOTICE_LANGS.join(', ')}`;

/** GET /api/privacy/notice?lang= */
export class PrivacyNoticeQueryDto {
  @IsOptional()
  @IsIn(PRIVACY_NOTICE_LANGS, { message: LANG_MESSAGE })
  @ApiPropertyOptional({ enum: PRIVACY_NOTICE_LANGS, default: 'en' })
  lang?: PrivacyNoticeLang;
}
