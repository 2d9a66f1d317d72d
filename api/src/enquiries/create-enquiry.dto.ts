import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import { Trim } from '../common/trim.transform';
import { EmailField, NameField, PhoneField } from './enquiry-fields';
import { ENQUIRY_MESSAGES as M, FORM_SOURCES, LIMITS, SERVICES_BY_SOURCE, type FormSource } from './enquiry-rules';

/** Footer and contact forms: POST /api/enquiries. class-validator runs a property's checks bottom-up, so the basic ones sit last. */
export class CreateEnquiryDto {
  @IsIn(FORM_SOURCES, { message: M.source })
  @ApiProperty({ enum: FORM_SOURCES })
  source!: FormSource;

  @NameField()
  @ApiProperty()
  name!: string;

  @PhoneField()
  @ApiProperty({ description: '10-digit Indian mobile number' })
  phone!: string;

  @EmailField()
  @ApiProperty()
  email!: string;

  // The allowed values depend on the form (footer: newborn only); with an unknown source only `source` is reported.
  @ValidateIf((o: CreateEnquiryDto) => (FORM_SOURCES as readonly string[]).includes(o.source))
  @ValidateBy(
    {
      name: 'serviceForSource',
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          typeof value === 'string' && SERVICES_BY_SOURCE[(args?.object as CreateEnquiryDto).source].includes(value),
      },
    },
    { message: M.service },
  )
  @ApiProperty({ description: 'footer: newborn; contact: newborn, baby or family' })
  service!: string;

  @Trim()
  @MaxLength(LIMITS.message, { message: `Message must be at most ${LIMITS.message} characters.` })
  @IsNotEmpty({ message: M.message })
  @IsString({ message: M.message })
  @ApiProperty()
  message!: string;

  /** Honeypot: hidden from people, filled by bots. */
  @IsOptional()
  @IsString()
  @ApiPropertyOptional({ description: 'Honeypot: leave empty' })
  website?: string;
}
