import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { ROLES, type Role } from '@studio/core/entities/user.entity';
import { Trim } from '../common/trim.transform';

export class CreateUserDto {
  @Trim()
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(64, { message: 'Username must be at most 64 characters' })
  @Matches(/^[\p{L}\p{N}._@-]+$/u, { message: 'Username may use letters, numbers and . _ @ - only' })
  username!: string;

  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password!: string;

  @IsOptional()
  @IsIn(ROLES, { message: 'Role must be user or admin' })
  role: Role = 'user';
}
