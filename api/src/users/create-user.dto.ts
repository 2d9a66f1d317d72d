import { PASSWORD_MAX, PASSWORD_MIN } from '@studio/core/rules/field-rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { ROLES, type Role } from '@studio/core/entities/user.entity';
import { Trim } from '../common/trim.transform';

export class CreateUserDto {
  // With stopAtFirstError the bottom decorator is checked first: most basic rule last.
  @Matches(/^[\p{L}\p{N}._@-]+$/u, { message: 'Username may use letters, numbers and . _ @ - only' })
  @MaxLength(64, { message: 'Username must be at most 64 characters' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  @Trim()
  @ApiProperty()
  username!: string;

  @MaxLength(PASSWORD_MAX, { message: 'Password must be at most 128 characters' })
  @MinLength(PASSWORD_MIN, { message: 'Password must be at least 6 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @ApiProperty({ format: 'password' })
  password!: string;

  @IsOptional()
  @IsIn(ROLES, { message: 'Role must be user or admin' })
  @ApiPropertyOptional({ enum: ROLES, default: 'user' })
  role: Role = 'user';
}
