import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { Trim } from '../common/trim.transform';
import { EmailField, NameField, PhoneField } from './enquiry-fields';
import { ENQUIRY_MESSAGES as M, LIMITS, THEME_SECTIONS } from './enquiry-rules';

/**
 * The spec sends the selected titles and their sections as comma-joined strings; arrays are accepted too
 * (a title containing a comma cannot travel in the joined form). Either way they become trimmed lists here.
 */
const CommaList = () =>
  Transform(({ value }) => {
    if (typeof value === 'string') return value.trim() === '' ? [] : value.split(',').map((s) => s.trim());
    if (Array.isArray(value)) return value.map((s) => (typeof s === 'string' ? s.trim() : s));
    return value;
  });

/** Theme checkout: POST /api/enquiries/theme-checkout. class-validator runs a property's checks bottom-up, so the basic ones sit last. */
export class ThemeCheckoutDto {
  @NameField()
  @ApiProperty()
  name!: string;

  @EmailField()
  @ApiProperty()
  email!: string;

  @PhoneField()
  @ApiProperty()
  phone!: string;

  @Trim()
  @MaxLength(LIMITS.address, { message: `Address must be at most ${LIMITS.address} characters.` })
  @IsNotEmpty({ message: M.address })
  @IsString({ message: M.address })
  @ApiProperty()
  address!: string;

  @CommaList()
  @MaxLength(LIMITS.themeTitle, { each: true, message: `Theme titles must be at most ${LIMITS.themeTitle} characters.` })
  @IsNotEmpty({ each: true, message: M.themes })
  @IsString({ each: true, message: M.themes })
  @ArrayMaxSize(LIMITS.themes, { message: `At most ${LIMITS.themes} themes can be chosen.` })
  @ArrayNotEmpty({ message: M.themes })
  @IsArray({ message: M.themes })
  @ApiProperty({ description: 'Comma-joined theme titles as in the spec (an array is accepted too)', oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })
  themeIds!: string[];

  @CommaList()
  @ValidateBy(
    {
      name: 'matchesThemeCount',
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => {
          const ids = (args?.object as ThemeCheckoutDto).themeIds;
          return Array.isArray(value) && Array.isArray(ids) && value.length === ids.length;
        },
      },
    },
    { message: M.themeSections },
  )
  @IsIn(THEME_SECTIONS, { each: true, message: M.themeSections })
  @ArrayNotEmpty({ message: M.themeSections })
  @IsArray({ message: M.themeSections })
  @ApiProperty({ description: 'Comma-joined sections (Premium|General), one per theme (an array is accepted too)', oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })
  themeSections!: string[];

  /** Honeypot: hidden from people, filled by bots. */
  @IsOptional()
  @IsString()
  @ApiPropertyOptional({ description: 'Honeypot: leave empty' })
  website?: string;
}
