import { TITLE_MAX } from '@studio/core/rules/field-rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../common/trim.transform';
import { SourceStatementField } from '../common/source-statement.decorator';

/** Multipart sends text: 'true'/'on'/'1' mean premium (a checkbox), 'false'/'' not. */
const toBoolean = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const v = value.trim().toLowerCase();
    if (['true', 'on', '1', 'yes'].includes(v)) return true;
    if (['false', 'off', '0', 'no', ''].includes(v)) return false;
    return value;
  });

export class ThemeFieldsDto {
  @Trim()
  // Checked bottom-up: a missing title is 'Please enter a title', not 'too long'.
  @MaxLength(TITLE_MAX, { message: 'Title must be at most 120 characters' })
  @IsNotEmpty({ message: 'Please enter a title' })
  @IsString({ message: 'Please enter a title' })
  @ApiProperty()
  title!: string;

  @IsOptional()
  @toBoolean()
  @IsBoolean({ message: 'isPremium must be true or false' })
  @ApiPropertyOptional({ description: 'multipart: true/false/on/1/0' })
  isPremium?: boolean;

  @SourceStatementField()
  sourceStatement?: string | null;
}

export class AddThemeDto extends ThemeFieldsDto {
  @IsString({ message: 'Please upload an image' })
  @IsNotEmpty({ message: 'Please upload an image' })
  @ApiProperty({ description: 'data-URL (JSON); a file part in multipart' })
  image!: string;
}
