import { PASSWORD_MAX, PASSWORD_MIN } from '@studio/core/rules/field-rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { ROLES, type Role } from '@studio/core/entities/user.entity';

export class UserIdDto {
  @IsUUID('all', { message: 'User not found' })
  @ApiProperty({ format: 'uuid' })
  id!: string;
}

/** PATCH /api/users/:id (admin): any of role, disabled, password. */
export class UpdateUserDto {
  @IsOptional()
  @IsIn(ROLES, { message: 'Role must be user or admin' })
  @ApiPropertyOptional({ enum: ROLES })
  role?: Role;

  @IsOptional()
  @IsBoolean({ message: 'Disabled must be true or false' })
  @ApiPropertyOptional({ description: 'true ends every session of the user at once' })
  disabled?: boolean;

  @IsOptional()
  @MaxLength(PASSWORD_MAX, { message: 'Password must be at most 128 characters' })
  @MinLength(PASSWORD_MIN, { message: 'Password must be at least 6 characters' })
  @IsString({ message: 'Password must be at least 6 characters' })
  @ApiPropertyOptional({ format: 'password', description: 'A new password; ends every session of the user' })
  password?: string;
}
