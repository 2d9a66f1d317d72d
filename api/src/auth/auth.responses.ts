import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ROLES, type Role } from '@studio/core/entities/user.entity';

@ApiSchema({ name: 'LoginResult' })
export class LoginResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty({ description: 'Bearer token for the Authorization header' }) token!: string;
  @ApiProperty() username!: string;
}

@ApiSchema({ name: 'AuthStatus' })
export class AuthStatusResponse {
  @ApiProperty({ enum: [true] }) isAuthenticated!: true;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty() username!: string;
}
