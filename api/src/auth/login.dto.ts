import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../common/trim.transform';

export class LoginDto {
  @Trim()
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(64, { message: 'Username must be at most 64 characters' })
  username!: string;

  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password!: string;
}
