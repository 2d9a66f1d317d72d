import { PASSWORD_MAX, PASSWORD_MIN } from '@studio/core/rules/field-rules';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** POST /api/auth/password (any signed-in user). */
export class ChangePasswordDto {
  @MaxLength(PASSWORD_MAX, { message: 'Current password is incorrect' })
  @IsString({ message: 'Current password is required' })
  @ApiProperty({ format: 'password' })
  currentPassword!: string;

  @MaxLength(PASSWORD_MAX, { message: 'New password must be at most 128 characters' })
  @MinLength(PASSWORD_MIN, { message: 'New password must be at least 6 characters' })
  @IsString({ message: 'New password is required' })
  @ApiProperty({ format: 'password' })
  newPassword!: string;
}
