import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import {
  BILLING_SETTINGS_MESSAGES as M,
  RECEIPT_PREFIX_PATTERN,
  SAC_PATTERN,
  STATE_CODE_PATTERN,
  billingSettingsProblems,
  isValidGstin,
  type BillingSettings,
} from '@studio/core/billing/billing-settings';
import { Trim } from '../common/trim.transform';
import { WholeNumber } from '../common/whole-number.decorator';

const upper = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));

/** The billing part of PUT /api/admin/site (docs/architecture.md §17); what is left out stays as it is. */
export class BillingSettingsPatchDto {
  @IsOptional() @Trim() @MaxLength(120, { message: M.legalName }) @IsString({ message: M.legalName })
  @ApiPropertyOptional({ maxLength: 120, description: "The name on receipts ('' = the studio's name)" })
  legalName?: string;

  @IsOptional() @Trim() @MaxLength(300, { message: M.address }) @IsString({ message: M.address })
  @ApiPropertyOptional({ maxLength: 300, description: "One line ('' = the studio's address)" })
  address?: string;

  @IsOptional() @Trim() @Matches(STATE_CODE_PATTERN, { message: M.stateCode }) @IsString({ message: M.stateCode })
  @ApiPropertyOptional({ example: '27', description: 'GST state code, two digits' })
  stateCode?: string;

  @IsOptional()
  @ValidateBy({ name: 'gstin', validator: { validate: (v: unknown) => typeof v === 'string' && isValidGstin(v) } }, { message: M.gstin })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value))
  @ApiPropertyOptional({ type: String, nullable: true, example: '27AAPFU0939F1ZV', description: "15 characters; null or '' = not registered (receipts carry no tax)" })
  gstin?: string | null;

  @IsOptional() @Trim() @Matches(SAC_PATTERN, { message: M.sac }) @IsString({ message: M.sac })
  @ApiPropertyOptional({ example: '998381' })
  sac?: string;

  @IsOptional() @WholeNumber(0, 28, { int: M.gstRatePercent, min: M.gstRatePercent, max: M.gstRatePercent })
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 28, example: 18 })
  gstRatePercent?: number;

  @IsOptional() @upper() @Matches(RECEIPT_PREFIX_PATTERN, { message: M.receiptPrefix }) @IsString({ message: M.receiptPrefix })
  @ApiPropertyOptional({ example: 'LD', description: 'Numbers read {prefix}/{FY}/{n}' })
  receiptPrefix?: string;

  @IsOptional() @WholeNumber(1, 12, { int: M.financialYearStartMonth, min: M.financialYearStartMonth, max: M.financialYearStartMonth })
  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 12, example: 4 })
  financialYearStartMonth?: number;
}

/** Rules across the fields, on the merged settings of a save (400 with the field, nothing saved). */
export function checkBillingSettings(s: BillingSettings): void {
  const fields = billingSettingsProblems(s);
  const first = Object.values(fields)[0];
  if (first) throw new BadRequestException({ message: first, fields });
}
