import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** POST /api/auth/password (any signed-in user). */
export class ChangePasswordDto {
  @MaxLength(128, { message: 'Current password is incorrect' })
  @IsString({ message: 'Current password is required' })
  @ApiProperty({ format: 'password' })
  currentPassword!: string;

  @MaxLength(128, { message: 'New password must be at most 128 characters' })
  @MinLength(6, { message: 'New password must be at least 6 characters' })
  @IsString({ message: 'New password is required' })
  @ApiProperty({ format: 'password' })
  newPassword!: string;
}
