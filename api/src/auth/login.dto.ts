import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../common/trim.transform';

export class LoginDto {
  // With stopAtFirstError the bottom decorator is checked first: most basic rule last.
  @MaxLength(64, { message: 'Username must be at most 64 characters' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  @Trim()
  @ApiProperty()
  username!: string;

  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @ApiProperty({ format: 'password' })
  password!: string;
}
